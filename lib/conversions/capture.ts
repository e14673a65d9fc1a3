import { getEnv } from "@/lib/config/env";
import { OPT_OUT_COOKIE, OPT_OUT_COOKIE_VALUE } from "@/lib/privacy";
import type { ClicksSeen, ConversionSignals } from "@/lib/quote";
import { MAX_COOKIE_HEADER } from "./constants";

/**
 * What a lead keeps for its conversion report-back (leads.conversion_json): the click ids with their first-seen
 * times, the Meta pixel's and GA's cookies when they were set, the page it was sent from, and the privacy
 * signals that stop any export. The client IP is not here: it is kept on the pending Meta row only (plan.ts).
 */
export type ConversionCapture = {
  clicks?: ClicksSeen;
  /** The Meta pixel's _fbc cookie, when a pixel set it (preferred over one built from the fbclid). */
  fbc?: string;
  fbp?: string;
  /** GA's client id, from the _ga cookie (GA1.1.<client id>). */
  ga_client_id?: string;
  /** The GA4 session, from the stream's _ga_<stream> cookie, so the server's event joins the visit's session. */
  ga_session_id?: string;
  page?: string;
  gpc?: true;
  opt_out?: true;
};

/**
 * What the request itself says: the Sec-GPC header, the site's opt-out cookie (lib/privacy) and the ad
 * platforms' first-party cookies.
 */
export type RequestSignals = {
  gpc: boolean;
  optOut: boolean;
  fbc?: string;
  fbp?: string;
  gaClientId?: string;
  gaSessionId?: string;
};

const FBC_COOKIE = /^fb\.\d\.\d{10,16}\.[\w.~%+-]{1,500}$/;
const FBP_COOKIE = /^fb\.\d\.\d{10,16}\.\d{1,30}$/;
const GA_COOKIE = /^GA\d\.\d\.(\d{1,20}\.\d{1,20})$/;
/** The stream's session cookie: GS1.1.<session id>.… (older gtag) or GS2.1.s<session id>$o…$g… (since 2025). */
const GA_SESSION_COOKIE = /^GS1\.\d\.(\d{1,20})\.|^GS2\.\d\.s(\d{1,20})(?:\$|$)/;

/** The session id in GA4's `_ga_<stream>` cookie of the measurement id G-<stream>. */
function gaSessionId(cookies: Map<string, string>, measurementId: string | undefined): string | undefined {
  if (!measurementId) return undefined;
  const match = GA_SESSION_COOKIE.exec(cookies.get(`_ga_${measurementId.replace(/^G-/, "")}`) ?? "");
  return match?.[1] ?? match?.[2];
}

function cookieValues(header: string | null): Map<string, string> {
  const values = new Map<string, string>();
  for (const part of (header ?? "").slice(0, MAX_COOKIE_HEADER).split(";")) {
    const at = part.indexOf("=");
    if (at > 0) values.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return values;
}

/**
 * Reads Sec-GPC, the opt-out cookie and the _fbc, _fbp, _ga and GA4 stream's session cookies; a cookie not in
 * its platform's format is ignored. Every request that can make a conversion (a lead of any kind, the
 * calculator, the booking confirm) is read through here, so the browser's opt-out holds on each, in any tab.
 */
export function requestSignals(
  headers: Headers,
  gaMeasurementId: string | undefined = getEnv().GA4_MEASUREMENT_ID,
): RequestSignals {
  const cookies = cookieValues(headers.get("cookie"));
  const matching = (name: string, pattern: RegExp) => {
    const value = cookies.get(name);
    return value && pattern.test(value) ? value : undefined;
  };
  return {
    gpc: headers.get("sec-gpc")?.trim() === "1",
    optOut: cookies.get(OPT_OUT_COOKIE) === OPT_OUT_COOKIE_VALUE,
    fbc: matching("_fbc", FBC_COOKIE),
    fbp: matching("_fbp", FBP_COOKIE),
    gaClientId: GA_COOKIE.exec(cookies.get("_ga") ?? "")?.[1],
    gaSessionId: gaSessionId(cookies, gaMeasurementId),
  };
}

/** The lead's capture from what its payload and its request said; null when there is nothing to keep. */
export function conversionCapture(
  payload: ConversionSignals | null | undefined,
  request: RequestSignals | undefined,
): ConversionCapture | null {
  const capture: ConversionCapture = {
    clicks: payload?.clicks,
    fbc: request?.fbc,
    fbp: request?.fbp,
    ga_client_id: request?.gaClientId,
    ga_session_id: request?.gaSessionId,
    page: payload?.page,
    gpc: payload?.gpc || request?.gpc ? true : undefined,
    opt_out: payload?.opt_out || request?.optOut ? true : undefined,
  };
  const kept = Object.entries(capture).filter(([, v]) => v !== undefined);
  return kept.length > 0 ? (Object.fromEntries(kept) as ConversionCapture) : null;
}

/**
 * The browser's signals with what its request said about privacy added: the quick calculator stores its
 * signals with the opportunity, and the booking confirmed from it later inherits them, so the calculator's
 * own GPC header and opt-out cookie are kept there too.
 */
export function withRequestPrivacy(
  signals: ConversionSignals | undefined,
  request: RequestSignals,
): ConversionSignals | undefined {
  if (!request.gpc && !request.optOut) return signals;
  return {
    ...signals,
    ...(request.gpc ? { gpc: true } : {}),
    ...(request.optOut ? { opt_out: true } : {}),
  };
}

export function parseCapture(json: string | null): ConversionCapture {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === "object" && value !== null ? (value as ConversionCapture) : {};
  } catch {
    return {};
  }
}
