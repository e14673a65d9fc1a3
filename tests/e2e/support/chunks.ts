import type { BrowserContext, Page, Route } from "@playwright/test";

/**
 * The route's request, sent again once if the socket was reset: Playwright's fetch may reuse a kept-alive
 * connection the server is closing at that moment (keepAliveTimeout), where a browser would resend the GET.
 */
export async function fetchOnce(route: Route) {
  try {
    return await route.fetch();
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
    return route.fetch();
  }
}

/**
 * Holds back every script chunk until the try has acted, so React cannot hydrate before the visitor's first
 * input however slow the runner is (a fixed delay let a loaded runner's slow `fill` land after hydration).
 */
export async function holdChunksUntilActed(context: BrowserContext) {
  let open = () => {};
  let acted = Promise.resolve();
  await context.route("**/_next/static/chunks/**", async (route) => {
    const response = await fetchOnce(route);
    await acted;
    await route.fulfill({ response });
  });
  return {
    /** Called before each try's page load: chunks wait from here on. */
    close: () => {
      acted = new Promise<void>((resolve) => (open = resolve));
    },
    /** Called once the try has acted: the held chunks go out. */
    open: () => open(),
  };
}

export type ChunkGate = Awaited<ReturnType<typeof holdChunksUntilActed>>;

/**
 * Holds back the script chunks whose text includes `marker` (the others go out at once) until the returned
 * function is called: a widget's code arriving late, at the moment the test chooses.
 */
export async function holdChunkContaining(page: Page, marker: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**", async (route) => {
    const response = await fetchOnce(route);
    const body = await response.body();
    if (body.includes(marker)) await held;
    await route.fulfill({ response, body });
  });
  return release;
}

/**
 * Fails the script chunks whose text includes `marker` (a dropped connection), the others going out as sent, until
 * the returned function is called: a widget's code that cannot be fetched, then can.
 */
export async function failChunkContaining(page: Page, marker: string) {
  let failing = true;
  await page.route("**/_next/static/chunks/**", async (route) => {
    const response = await fetchOnce(route);
    const body = await response.body();
    if (failing && body.includes(marker)) return route.abort("connectionreset");
    return route.fulfill({ response, body });
  });
  return () => {
    failing = false;
  };
}

/**
 * For a spec's afterEach: a chunk the page fetches as a test ends (the menus' panels, once the page is idle) can
 * still be in a route handler when the page closes, and its response is disposed under it; that error is the
 * teardown's, not the test's.
 */
export const unrouteOnClose = ({ page }: { page: Page }) => page.unrouteAll({ behavior: "ignoreErrors" });
