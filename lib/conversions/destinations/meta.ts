import type { Env } from "@/lib/config/env";
import type { ConversionCapture } from "../capture";
import { DAY_MS, SKIP_REASONS, type ConversionKind } from "../constants";
import { eventMs, orUnset, type ConversionEvent, type ExportRequest } from "../event";
import { hashedContact, metaUserFields } from "../normalise";
import { asAnswer } from "../outcome";
import type { Destination } from "./destination";

/** Meta's settings (META_* in lib/config/server-env.ts); without the pixel id and token it is in file mode. */
export type MetaSettings = {
  base: string;
  version: string;
  pixelId?: string;
  accessToken?: string;
  testEventCode?: string;
};

/** Meta's standard events for each conversion. */
const EVENT_NAMES: Record<ConversionKind, string> = { lead: "Lead", booking: "Schedule" };

/** Meta's fbc: the pixel's cookie when set, else `fb.1.<first seen ms>.<fbclid exactly as received>`. */
function fbcOf(capture: ConversionCapture): string | undefined {
  if (capture.fbc) return capture.fbc;
  const click = capture.clicks?.fbclid;
  return click ? `fb.1.${click.at}.${click.id}` : undefined;
}

/** Meta's fbclid, or the pixel's _fbc cookie, says a Meta ad brought the visitor. */
export const metaClick = (capture: ConversionCapture) => fbcOf(capture) !== undefined;

/**
 * The page on the site the form was sent from: its path and query only, always on SITE_URL's origin. The page is
 * the visitor's own payload, so "//evil.example/x" or a full URL elsewhere must not name another site to Meta.
 */
export function sourceUrl(siteUrl: string, capture: ConversionCapture): string {
  const site = new URL(siteUrl);
  let page: URL;
  try {
    page = new URL(capture.page ?? "/", site);
  } catch {
    return new URL("/", site).toString();
  }
  const url = new URL(site.origin);
  url.pathname = page.pathname;
  url.search = page.search;
  return url.toString();
}

/** Meta Conversions API: POST /{version}/{pixel id}/events, one event, deduplicated against the pixel by event_id. */
function metaRequest(event: ConversionEvent, settings: MetaSettings, siteUrl: string): ExportRequest {
  const { lead, capture } = event;
  const contact = hashedContact(lead.email, lead.phone, lead.origin_country);
  const place = {
    firstName: lead.first_name,
    city: lead.origin_city ?? undefined,
    state: lead.origin_state ?? undefined,
    postalCode: lead.origin_postal_code ?? undefined,
    country: lead.origin_country ?? undefined,
  };
  const user_data = {
    em: contact.email ? [contact.email] : undefined,
    ph: contact.phoneDigits ? [contact.phoneDigits] : undefined,
    ...metaUserFields(place, lead.email),
    client_ip_address: event.clientIp ?? undefined,
    client_user_agent: lead.user_agent ?? undefined,
    fbc: fbcOf(capture),
    fbp: capture.fbp,
  };
  const path = `${settings.base}/${settings.version}/${orUnset(settings.pixelId, "META_PIXEL_ID")}/events`;
  return {
    url: `${path}?access_token=${encodeURIComponent(orUnset(settings.accessToken, "META_ACCESS_TOKEN"))}`,
    shownUrl: `${path}?access_token={META_ACCESS_TOKEN}`,
    headers: { "Content-Type": "application/json" },
    body: {
      data: [
        {
          event_name: EVENT_NAMES[event.conversion],
          event_time: Math.floor(eventMs(lead) / 1000),
          event_id: lead.lead_number,
          action_source: "website",
          event_source_url: sourceUrl(siteUrl, capture),
          user_data,
          custom_data: event.value ? { value: event.value.amount, currency: event.value.currency } : undefined,
        },
      ],
      test_event_code: settings.testEventCode,
    },
  };
}

/**
 * Meta's Conversions API. Its window: Meta refuses a whole request with an event over 7 days old. It matches
 * on the raw client IP, so its pending row keeps one.
 */
export const meta = {
  channel: "meta-capi",
  clickIds: ["fbclid"],
  windowMs: 7 * DAY_MS,
  windowStart: eventMs,
  skipReason: (capture) => (metaClick(capture) ? null : SKIP_REASONS.noClickId),
  keepsClientIp: true,
  settings: (env: Env): MetaSettings => ({
    base: env.META_API_BASE,
    version: env.META_API_VERSION,
    pixelId: env.META_PIXEL_ID,
    accessToken: env.META_ACCESS_TOKEN,
    testEventCode: env.META_TEST_EVENT_CODE,
  }),
  hasCredentials: (settings) => Boolean(settings.pixelId && settings.accessToken),
  inTestMode: (settings) => Boolean(settings.testEventCode),
  liveTransport: (_settings, https) => ({ transport: https }),
  request: metaRequest,
  outcome(answer, settings) {
    const received = asAnswer(answer)?.events_received;
    if (received !== 1)
      throw new Error(`Meta answered without receiving the event (events_received: ${String(received)})`);
    return settings.testEventCode
      ? { kind: "tested", note: "Sent to Meta's Test Events (META_TEST_EVENT_CODE): shown there, not counted" }
      : { kind: "accepted" };
  },
  recheck: null,
} satisfies Destination<MetaSettings>;
