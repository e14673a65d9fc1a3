import type { Page } from "@playwright/test";

/** What the browser reported of a script its policy blocked. */
export type CspViolation = { directive: string; blocked: string; sample: string };

/** An init script: records each `securitypolicyviolation` of the document, from before its first script. */
export function recordViolations() {
  const w = window as unknown as { __cspViolations: CspViolation[] };
  w.__cspViolations = [];
  document.addEventListener("securitypolicyviolation", (e) => {
    w.__cspViolations.push({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample });
  });
}

/** The violations recorded in the page's current document. */
export async function violationsOf(page: Page): Promise<CspViolation[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: CspViolation[] }).__cspViolations);
}

/** The console errors of a page, but the browser's own note of the status a 404 or 500 page was sent with. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (
      m.type() === "error" &&
      !/^Failed to load resource: the server responded with a status of (404|500)/.test(m.text())
    )
      errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => errors.push(`${page.url()}: ${e.message}`));
  return errors;
}

/** The script-src directive of a Content-Security-Policy header. */
export const scriptSrc = (policy: string | undefined) => /(?:^|; )script-src ([^;]*)/.exec(policy ?? "")?.[1] ?? "";
