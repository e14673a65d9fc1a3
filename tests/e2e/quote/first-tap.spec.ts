import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { fetchOnce, holdChunksUntilActed, type ChunkGate } from "../support/chunks";

/**
 * The first interaction with the quote form island, made the moment the skeleton's button exists: before
 * React has hydrated the page, or after it but before the form's code has arrived. Every try loads the page
 * in a fresh tab (no progress saved by an earlier try) and clicks at once.
 */
const TRIES = 20;
/** The slowed variants pin where a click lands; fewer tries keep the suite lean (each try waits for held-back chunks). */
const SLOWED_TRIES = 6;

// A message only the form's own code carries (lib/quote/messages): its presence marks the form's chunk.
const FORM_CODE_MARK = "Please click some location";

type Phase = "before hydration" | "hydrated, form loading" | "form already there";

/** For each click, where the page was: React not there yet, the island still a skeleton, or the form there. */
async function recordClickPhases(context: BrowserContext) {
  await context.addInitScript(() => {
    const phases: string[] = [];
    Object.assign(window, { __clickPhases: phases });
    window.addEventListener(
      "click",
      (event) => {
        const target = event.target as Element;
        const island = target.closest("[data-quote-island]")?.getAttribute("data-quote-island");
        const hydrated = Object.keys(target).some((key) => key.startsWith("__reactFiber"));
        phases.push(
          island === "ready" ? "form already there" : hydrated ? "hydrated, form loading" : "before hydration",
        );
      },
      true,
    );
  });
}

async function clickPhases(page: Page): Promise<Phase[]> {
  return page.evaluate(() => (window as unknown as { __clickPhases: Phase[] }).__clickPhases.slice());
}

/** Holds back the script chunks that carry the form's code (the island's lazy import) for `ms`. */
async function delayFormChunks(context: BrowserContext, ms: number) {
  await context.route("**/_next/static/chunks/**", async (route) => {
    const response = await fetchOnce(route);
    const body = await response.body();
    if (body.includes(FORM_CODE_MARK)) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fulfill({ response, body });
  });
}

/** The real form, once the island has mounted it (the skeleton is a form too, but without a name). */
const realForm = (section: Locator) => section.locator('[data-quote-island="ready"] form[aria-labelledby]');

type Try = {
  tries?: number;
  url: string;
  section: string;
  /** Before acting, wait until React has hydrated the skeleton (its recorder script is gone then). */
  afterHydration?: boolean;
  /** Chunks held back until the act is done (holdChunksUntilActed): the act lands before hydration. */
  gate?: ChunkGate;
  act: (section: Locator) => Promise<void>;
  /** Resolves when the act has taken effect in the real form; rejects otherwise. */
  effect: (form: Locator) => Promise<void>;
};

/** TRIES fresh tabs, each acting at once after the response starts; counts effects and where each click landed. */
async function tally(
  context: BrowserContext,
  { url, section, afterHydration = false, gate, act, effect, tries = TRIES }: Try,
) {
  let effects = 0;
  const phases: Partial<Record<Phase, number>> = {};
  /** What each try without effect saw, for the assertion's message: a rare miss on a loaded runner says why. */
  const misses: string[] = [];
  for (let i = 0; i < tries; i += 1) {
    const page = await context.newPage();
    const trouble = watchTrouble(page);
    gate?.close();
    await page.goto(url, { waitUntil: "commit" });
    const island = page.locator(section);
    if (afterHydration) {
      await expect(island.locator("[data-quote-skeleton]")).toBeAttached();
      // Hydration waits for the page's own chunks; on a loaded 2-core runner that can pass 10 s.
      await expect(island.locator("[data-quote-skeleton] script")).toHaveCount(0, { timeout: 30_000 });
    }
    await act(island);
    gate?.open();
    const ok = await effect(realForm(island)).then(
      () => true,
      () => false,
    );
    const landed = await clickPhases(page);
    if (ok) effects += 1;
    else misses.push(`try ${i + 1}: ${await missReport(page, section, landed, trouble)}`);
    for (const phase of landed) phases[phase] = (phases[phase] ?? 0) + 1;
    await page.close();
  }
  const line = `${url} ${section}: took effect ${effects}/${tries}; clicks landed ${JSON.stringify(phases)}`;
  test.info().annotations.push({ type: "first tap", description: line });
  console.log(`first tap: ${line}`);
  return { effects, phases, misses: misses.map((m) => `${url} ${section} ${m}`) };
}

/** Errors, failed requests and error answers a page met: what could keep the form's code from arriving. */
function watchTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on("pageerror", (error) => trouble.push(`page error: ${error.message}`));
  page.on("console", (m) => m.type() === "error" && trouble.push(`console: ${m.text().slice(0, 200)}`));
  page.on("requestfailed", (r) => trouble.push(`failed: ${r.url()} (${r.failure()?.errorText})`));
  page.on("response", (r) => r.status() >= 400 && trouble.push(`${r.status()}: ${r.url()}`));
  return trouble;
}

/** A try without effect: where its clicks landed, the island's state and buttons, and any trouble seen. */
async function missReport(page: Page, section: string, landed: Phase[], trouble: string[]): Promise<string> {
  const state = await page
    .locator(section)
    .evaluate((root) => ({
      island: root.querySelector("[data-quote-island]")?.getAttribute("data-quote-island"),
      pressed: [...root.querySelectorAll("button[aria-pressed]")].map(
        (b) => `${b.textContent?.trim()}=${b.getAttribute("aria-pressed")}`,
      ),
    }))
    .catch((error: unknown) => String(error));
  return `clicks landed ${JSON.stringify(landed)}; ${JSON.stringify(state)}; ${trouble.join("; ") || "no errors"}`;
}

const clickNext = (section: Locator) => section.getByRole("button", { name: "Next" }).click();
const clickInternational = (section: Locator) => section.getByRole("button", { name: "International" }).click();

async function messagesShow(form: Locator) {
  await expect(form.getByText("Please enter a location")).toHaveCount(2, { timeout: 15_000 });
}

async function internationalShows(form: Locator) {
  await expect(form.getByRole("button", { name: "International" })).toHaveAttribute("aria-pressed", "true", {
    timeout: 15_000,
  });
  await expect(form.getByLabel("Shipping method")).toBeVisible();
}

test.describe("the first tap on the quote form", () => {
  // Up to 40 fresh page loads a test: about 1 min here, past 4 min on a loaded 2-core CI runner.
  test.describe.configure({ timeout: 480_000 });

  test.beforeEach(async ({ context }) => {
    await recordClickPhases(context);
  });

  test("a click on Next, and separately on International, right after load takes effect in 20 of 20 tries", async ({
    context,
  }) => {
    const next = await tally(context, { url: "/", section: "#main-form", act: clickNext, effect: messagesShow });
    const international = await tally(context, {
      url: "/",
      section: "#main-form",
      act: clickInternational,
      effect: internationalShows,
    });
    expect(
      { next: next.effects, international: international.effects },
      [...next.misses, ...international.misses].join("\n"),
    ).toEqual({ next: TRIES, international: TRIES });
  });

  test("with the form's chunk held back, a click on the hydrated skeleton takes effect once the form arrives", async ({
    context,
  }) => {
    await delayFormChunks(context, 1_500);
    const hydrated = { url: "/", section: "#main-form", afterHydration: true, tries: SLOWED_TRIES };
    const next = await tally(context, { ...hydrated, act: clickNext, effect: messagesShow });
    const international = await tally(context, { ...hydrated, act: clickInternational, effect: internationalShows });
    expect(
      { next: next.effects, international: international.effects },
      [...next.misses, ...international.misses].join("\n"),
    ).toEqual({ next: SLOWED_TRIES, international: SLOWED_TRIES });
    expect(next.phases).toEqual({ "hydrated, form loading": SLOWED_TRIES });
    expect(international.phases).toEqual({ "hydrated, form loading": SLOWED_TRIES });
  });

  test("with every chunk held back, a click before hydration takes effect, and so does the text typed then", async ({
    context,
  }) => {
    const gate = await holdChunksUntilActed(context);
    const next = await tally(context, {
      url: "/",
      section: "#main-form",
      tries: SLOWED_TRIES,
      gate,
      act: async (section) => {
        await section.getByLabel("Pick up from").fill("Mia");
        await clickNext(section);
      },
      effect: async (form) => {
        await expect(form.getByRole("combobox", { name: "Pick up from" })).toHaveValue("Mia", { timeout: 15_000 });
        await expect(form.getByText("Please click some location")).toBeVisible();
        await expect(form.getByText("Please enter a location")).toBeVisible();
      },
    });
    const domestic = await tally(context, {
      url: "/international-car-shipping",
      section: "#international-sideform",
      tries: SLOWED_TRIES,
      gate,
      act: (section) => section.getByRole("button", { name: "USA / Canada" }).click(),
      effect: async (form) => {
        await expect(form.getByRole("button", { name: "USA / Canada" })).toHaveAttribute("aria-pressed", "true", {
          timeout: 15_000,
        });
        await expect(form.getByRole("radio", { name: "Open" })).toBeChecked();
      },
    });
    expect({ next: next.effects, domestic: domestic.effects }, [...next.misses, ...domestic.misses].join("\n")).toEqual(
      { next: SLOWED_TRIES, domestic: SLOWED_TRIES },
    );
    // The gate makes every click land before hydration, on any runner.
    expect(next.phases).toEqual({ "before hydration": SLOWED_TRIES });
    expect(domestic.phases).toEqual({ "before hydration": SLOWED_TRIES });
  });
});
