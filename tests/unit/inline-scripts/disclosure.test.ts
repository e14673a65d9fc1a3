// @vitest-environment jsdom
import { beforeAll, expect, it, vi } from "vitest";
import { disclosureScript } from "@/components/inline-scripts/disclosure";

const scrolled: { element: Element; options: unknown }[] = [];

beforeAll(() => {
  Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
    scrolled.push({ element: this, options });
  };
  new Function(disclosureScript)();
});

function list() {
  document.body.innerHTML = `
    <details name="regions" open><summary>North America</summary><a href="/a">A</a></details>
    <details name="regions"><summary>Asia</summary><a href="/b">B</a></details>
    <details><summary>Unnamed</summary></details>`;
  return [...document.querySelectorAll("details")];
}

/** A visitor's click on the summary: its default action (jsdom has it too) toggles the details, then `toggle` fires. */
function clickSummary(details: HTMLDetailsElement) {
  const was = details.open;
  details.querySelector("summary")!.click();
  expect(details.open).toBe(!was);
}

it("scrolls an exclusive item the visitor opens into view, by as little as needed", async () => {
  scrolled.length = 0;
  const [, asia] = list();
  clickSummary(asia!);
  await vi.waitFor(() => expect(scrolled).toHaveLength(1));
  expect(scrolled[0]).toEqual({ element: asia!.querySelector("summary"), options: { block: "nearest" } });
});

it("leaves the page where it is when an item closes, opens without a click, or is not in a group", async () => {
  scrolled.length = 0;
  const [northAmerica, asia, unnamed] = list();
  clickSummary(northAmerica!);
  asia!.open = true;
  clickSummary(unnamed!);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(scrolled).toEqual([]);
});
