// @vitest-environment jsdom
import { expect, it } from "vitest";
import { scrolledScript } from "@/components/layout/scrolled-script";
import { SOLID_NAV_AFTER_PX } from "@/lib/config/layout";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { configurable: true, value: y });
  window.dispatchEvent(new Event("scroll"));
}

it("marks <html> while the page is scrolled past the sticky bars' threshold, from the start", () => {
  Object.defineProperty(window, "scrollY", { configurable: true, value: SOLID_NAV_AFTER_PX + 200 });
  new Function(scrolledScript)();
  const html = document.documentElement;
  expect(html.hasAttribute("data-scrolled")).toBe(true);
  scrollTo(SOLID_NAV_AFTER_PX);
  expect(html.hasAttribute("data-scrolled")).toBe(false);
  scrollTo(SOLID_NAV_AFTER_PX + 1);
  expect(html.hasAttribute("data-scrolled")).toBe(true);
  scrollTo(0);
  expect(html.hasAttribute("data-scrolled")).toBe(false);
});
