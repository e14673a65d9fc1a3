import { expect, type Locator } from "@playwright/test";

/**
 * What the head's early-pick recorder (components/inline-scripts/early-pick.ts) keeps on a widget: the button
 * tapped before hydration, or `false` once the widget is live (components/ui/use-early-pick.ts takes the note
 * as React hydrates it). The text of the button noted, `false` when live, null when nothing was noted yet.
 */
function noteOn(widget: Locator): Promise<string | false | null> {
  return widget.evaluate((element) => {
    const note = (element as Element & { __earlyPick?: Element | false }).__earlyPick;
    return note === false ? false : (note?.textContent?.trim() ?? null);
  });
}

/** Resolves once React has hydrated the widget (its early pick taken). */
export async function expectLive(widget: Locator, timeout = 30_000) {
  await expect.poll(() => noteOn(widget), { timeout }).toBe(false);
}

/** Resolves once the recorder has noted a tap on the button named `name`, the widget not live yet. */
export async function expectNoted(widget: Locator, name: string) {
  await expect.poll(() => noteOn(widget)).toBe(name);
}
