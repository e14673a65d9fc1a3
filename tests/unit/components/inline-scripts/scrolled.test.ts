// @vitest-environment jsdom
import { expect, it } from "vitest";
import { scrolledScript } from "@/components/inline-scripts/scrolled";
import { SOLID_NAV_AFTER_PX } from "@/lib/config/layout";

let reads = 0;
let position = 0;
Object.defineProperty(window, "scrollY", {
  configurable: true,
  get: () => {
    reads += 1;
    return position;
  },
});

function scrollTo(y: number) {
  position = y;
  window.dispatchEvent(new Event("scroll"));
}

it("marks <html> while the page is scrolled past the sticky bars' threshold, and reads no layout as it runs", () => {
  new Function(scrolledScript)();
  expect(reads).toBe(0);
  const html = document.documentElement;
  scrollTo(SOLID_NAV_AFTER_PX + 200);
  expect(html.hasAttribute("data-scrolled")).toBe(true);
  scrollTo(SOLID_NAV_AFTER_PX);
  expect(html.hasAttribute("data-scrolled")).toBe(false);
  scrollTo(SOLID_NAV_AFTER_PX + 1);
  expect(html.hasAttribute("data-scrolled")).toBe(true);
  scrollTo(0);
  expect(html.hasAttribute("data-scrolled")).toBe(false);
});
