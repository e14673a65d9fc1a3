/**
 * The visitor's "Do Not Sell or Share" choice, kept for the browser in a first-party cookie: set by the opt-out
 * page's button, and by the inline script every page runs when the browser sends Global Privacy Control
 * (components/inline-scripts/privacy-signal.ts). The server reads it with Sec-GPC on every request that can
 * export a conversion (lib/conversions requestSignals), and the tag manager's loader does not load for it. Zod-free
 * and import-free: inline scripts and the server both read these names.
 */
export const OPT_OUT_COOKIE = "shiplux_opt_out";
export const OPT_OUT_COOKIE_VALUE = "1";
/**
 * 13 months: the CPRA regulations ask a business to wait at least 12 months before asking an opted-out consumer
 * to opt back in, so the choice outlives that.
 */
export const OPT_OUT_COOKIE_MAX_AGE_S = 396 * 24 * 60 * 60;

/** The Cookie header's value of one cookie; the first one wins, as browsers send the most specific first. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** True when the Cookie header (or document.cookie) carries the opt-out. */
export function hasOptOutCookie(header: string | null | undefined): boolean {
  return cookieValue(header, OPT_OUT_COOKIE) === OPT_OUT_COOKIE_VALUE;
}

/**
 * The document.cookie assignment that sets the opt-out (or, with `keep` false, removes it). Lax so a visitor
 * arriving from an ad's link still sends it; Secure on an https page.
 */
export function optOutCookieAssignment(keep: boolean, secure: boolean): string {
  const maxAge = keep ? OPT_OUT_COOKIE_MAX_AGE_S : 0;
  return `${OPT_OUT_COOKIE}=${OPT_OUT_COOKIE_VALUE}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
