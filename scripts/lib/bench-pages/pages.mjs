// The pages bench-pages measures by default, and the check that each answers 200 before Lighthouse runs on it.

/** A service page: under /services/{group} since issue 13, at the root before it. */
const SERVICE_PAGE_CANDIDATES = ["/services/enclosed-auto-shipping", "/enclosed-auto-shipping"];
export const DEFAULT_PAGES = [
  "/",
  SERVICE_PAGE_CANDIDATES,
  "/blog/how-to-ship-a-boat",
  "/shipping-locations",
  "/frequently-asked-questions",
  "/quote",
  "/international-car-shipping",
];

/** Status without following redirects: Lighthouse on a 308 would measure the redirect too. */
async function status(base, pagePath) {
  try {
    return (await fetch(`${base}${pagePath}`, { redirect: "manual" })).status;
  } catch (error) {
    return `unreachable (${error instanceof Error ? error.message : String(error)})`;
  }
}

/** Each entry is a path or a list of candidates, the first that answers 200 taken. */
export async function resolvePages(base, entries) {
  const pages = [];
  for (const entry of entries) {
    const candidates = Array.isArray(entry) ? entry : [entry];
    const answers = [];
    for (const candidate of candidates) {
      const answer = await status(base, candidate);
      if (answer === 200) {
        pages.push(candidate);
        break;
      }
      answers.push(`${candidate} → ${answer}`);
    }
    if (answers.length === candidates.length) throw new Error(`No page to bench at ${answers.join(", ")} (on ${base})`);
  }
  return pages;
}
