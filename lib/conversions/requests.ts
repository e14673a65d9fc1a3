import type { LeadRow } from "@/lib/db";
import { fbcOf, googleClickOf, type ConversionCapture } from "./capture";
import type { Ga4Settings, GoogleSettings, MetaSettings } from "./config";
import { googleConsent } from "./consent";
import { GA4_ENGAGEMENT_TIME_MSEC, GA4_EVENT_NAMES, META_EVENT_NAMES, type ConversionKind } from "./constants";
import { hashedContact, metaUserFields } from "./normalise";
import type { ConversionValue } from "./value";

/** One conversion as the platforms are told about it. Its event id is the lead number, as the dataLayer's. */
export type ConversionEvent = {
  lead: LeadRow;
  capture: ConversionCapture;
  conversion: ConversionKind;
  /** The raw client IP (Meta's row only, while pending). */
  clientIp: string | null;
  /** What the conversion is worth (value.ts conversionValueOf), the same to every platform. */
  value?: ConversionValue;
};

/** A request to send: `shownUrl` is the URL with its secrets replaced, for logs and the JSON files. */
export type ExportRequest = {
  url: string;
  shownUrl: string;
  method?: "GET" | "POST";
  headers: Record<string, string>;
  body: unknown;
};

/** A setting not configured shows as its variable's name in a written request. */
const or = (value: string | undefined, name: string) => value ?? `{${name}}`;
const eventMs = (lead: LeadRow) => Date.parse(lead.created_at);

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
export function metaRequest(event: ConversionEvent, settings: MetaSettings, siteUrl: string): ExportRequest {
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
  const path = `${settings.base}/${settings.version}/${or(settings.pixelId, "META_PIXEL_ID")}/events`;
  return {
    url: `${path}?access_token=${encodeURIComponent(or(settings.accessToken, "META_ACCESS_TOKEN"))}`,
    shownUrl: `${path}?access_token={META_ACCESS_TOKEN}`,
    headers: { "Content-Type": "application/json" },
    body: {
      data: [
        {
          event_name: META_EVENT_NAMES[event.conversion],
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
 * Google's Data Manager API, events.ingest: a Google Ads offline click conversion with the click id, the lead
 * number as transaction id, and the hashed contact (enhanced conversions for leads). Consent: what the lead
 * records (consent.ts), never assumed.
 */
export function googleRequest(event: ConversionEvent, settings: GoogleSettings): ExportRequest {
  const { lead, capture } = event;
  const contact = hashedContact(lead.email, lead.phone, lead.origin_country);
  const click = googleClickOf(capture);
  const account = (id: string) => ({ accountType: "GOOGLE_ADS", accountId: id });
  const userIdentifiers = [
    ...(contact.googleEmail ? [{ emailAddress: contact.googleEmail }] : []),
    ...(contact.phoneE164 ? [{ phoneNumber: contact.phoneE164 }] : []),
  ];
  const url = `${settings.base}/v1/events:ingest`;
  return {
    url,
    shownUrl: url,
    // The Authorization header is added when it is sent (transport.ts), with a fresh token of the service account.
    headers: { "Content-Type": "application/json" },
    body: {
      destinations: [
        {
          operatingAccount: account(or(settings.customerId, "GOOGLE_ADS_CUSTOMER_ID")),
          loginAccount: settings.loginCustomerId ? account(settings.loginCustomerId) : undefined,
          productDestinationId: or(
            settings.conversionActions[event.conversion] ?? settings.conversionActions.lead,
            "GOOGLE_ADS_LEAD_CONVERSION_ACTION_ID",
          ),
        },
      ],
      encoding: "HEX",
      consent: googleConsent(lead),
      validateOnly: settings.validateOnly,
      events: [
        {
          transactionId: lead.lead_number,
          eventTimestamp: new Date(eventMs(lead)).toISOString(),
          eventSource: "WEB",
          adIdentifiers: click ? { gclid: click.gclid, gbraid: click.gbraid, wbraid: click.wbraid } : undefined,
          userData: userIdentifiers.length > 0 ? { userIdentifiers } : undefined,
          conversionValue: event.value?.amount,
          currency: event.value?.currency,
        },
      ],
    },
  };
}

/**
 * Data Manager's answer to events.ingest is a request id, not acceptance: the ingest runs afterwards, and this
 * asks how it went (GET /v1/requestStatus:retrieve).
 */
export function googleStatusRequest(requestId: string, settings: GoogleSettings): ExportRequest {
  const url = `${settings.base}/v1/requestStatus:retrieve?requestId=${encodeURIComponent(requestId)}`;
  return { url, shownUrl: url, method: "GET", headers: {}, body: undefined };
}

/**
 * GA4 Measurement Protocol: the lead event on the visitor's GA client id, backdated to when the lead came, in
 * the visit's session when its cookie was there (session_id, with engagement_time_msec, which GA4 needs to count
 * the event in a session).
 */
export function ga4Request(event: ConversionEvent, settings: Ga4Settings): ExportRequest {
  const { lead, capture } = event;
  const path = `${settings.base}${settings.debug ? "/debug" : ""}/mp/collect`;
  const id = encodeURIComponent(or(settings.measurementId, "GA4_MEASUREMENT_ID"));
  return {
    url: `${path}?measurement_id=${id}&api_secret=${encodeURIComponent(or(settings.apiSecret, "GA4_API_SECRET"))}`,
    shownUrl: `${path}?measurement_id=${id}&api_secret={GA4_API_SECRET}`,
    headers: { "Content-Type": "application/json" },
    body: {
      client_id: capture.ga_client_id,
      timestamp_micros: eventMs(lead) * 1000,
      events: [
        {
          name: GA4_EVENT_NAMES[event.conversion],
          params: {
            transaction_id: lead.lead_number,
            session_id: capture.ga_session_id,
            engagement_time_msec: GA4_ENGAGEMENT_TIME_MSEC,
            value: event.value?.amount,
            currency: event.value?.currency,
          },
        },
      ],
    },
  };
}
