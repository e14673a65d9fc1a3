import { expect, test, type Response } from "@playwright/test";
import { holdChunksUntilActed } from "../support/chunks";

// A message only the form's own code carries (lib/quote/messages): its presence marks the form chunk.
const FORM_CODE_MARK = "Please click some location";

async function scriptsWithFormCode(responses: Response[]): Promise<string[]> {
  const hits: string[] = [];
  for (const response of responses) {
    if ((await response.text()).includes(FORM_CODE_MARK)) hits.push(response.url());
  }
  return hits;
}

test("the home page transfers no form code before the visitor acts, and loads it on the first focus", async ({
  page,
}) => {
  const scripts: Response[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response);
  });
  await page.goto("/", { waitUntil: "networkidle" });
  const island = page.locator("#main-form [data-quote-island]");
  await expect(island).toHaveAttribute("data-quote-island", "waiting");
  await expect(page.locator("#main-form").getByRole("status")).toHaveText("Loading the quote form");
  expect(scripts.length).toBeGreaterThan(0);
  expect(await scriptsWithFormCode(scripts)).toEqual([]);

  const before = scripts.length;
  await page.locator("#quote-full-origin").focus();
  await expect(island).toHaveAttribute("data-quote-island", "ready");
  await expect(page.locator("#main-form form").getByRole("combobox", { name: "Pick up from" })).toBeFocused();
  expect(await scriptsWithFormCode(scripts.slice(before))).not.toEqual([]);
});

test("the skeleton and the form it becomes have the same size, so nothing below moves", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/", { waitUntil: "networkidle" });
  const section = page.locator("#main-form");
  const size = async () =>
    section.evaluate((el: HTMLElement) => ({ width: el.offsetWidth, height: el.offsetHeight, top: el.offsetTop }));
  const skeleton = await size();
  await page.locator("#quote-full-origin").focus();
  await expect(section.locator("[data-quote-island]")).toHaveAttribute("data-quote-island", "ready");
  expect(await size()).toEqual(skeleton);
  // And step 1 ends at its Next: no blank card below it. Both edges are read in one frame: focusing the origin can
  // scroll the page (smoothly, in the fallback font, where the field starts below the fold), and two separate
  // boundingBox() calls then measure at two scroll positions (ci6 read 39 px; a probe read -42 and -6 px).
  const blankBelowNext = await section.locator("form").evaluate((form: HTMLFormElement) => {
    const next = [...form.querySelectorAll("button")].find((button) => button.textContent?.trim() === "Next");
    return next ? form.getBoundingClientRect().bottom - next.getBoundingClientRect().bottom : Infinity;
  });
  expect(blankBelowNext).toBeGreaterThanOrEqual(0);
  expect(blankBelowNext).toBeLessThan(24);
});

test("a landing URL's attribution is kept before the form loads", async ({ page }) => {
  await page.goto("/quote?marketing_id=abc&source=news", { waitUntil: "networkidle" });
  // Kept once the page's script has run, which on a loaded runner can come after the network is idle.
  await expect
    .poll(async () =>
      JSON.parse((await page.evaluate(() => sessionStorage.getItem("shiplux.quote.attribution"))) ?? "{}"),
    )
    .toEqual({ marketing_id: "abc", source: "news" });
  await expect(page.locator("#main-form [data-quote-island]")).toHaveAttribute("data-quote-island", "waiting");
});

test("text typed in a place box before the page is live opens its suggestions once the form takes over, with no other key", async ({
  page,
  context,
}) => {
  // Every chunk held back until the text is in: the typing lands on the server's HTML, before hydration.
  const gate = await holdChunksUntilActed(context);
  gate.close();
  await page.goto("/", { waitUntil: "commit" });
  const section = page.locator("#main-form");
  await section.locator("[data-quote-skeleton]").getByLabel("Pick up from").fill("Mia");
  gate.open();
  await expect(section.locator("[data-quote-island]")).toHaveAttribute("data-quote-island", "ready", {
    timeout: 30_000,
  });
  const origin = section.locator("form").getByRole("combobox", { name: "Pick up from" });
  await expect(origin).toBeFocused();
  await expect(origin).toHaveValue("Mia");
  await expect(origin).toHaveAttribute("aria-expanded", "true");
  await expect(section.getByRole("listbox", { name: "Pick up from" }).getByRole("option").first()).toContainText(
    "Miami",
  );
});
