/**
 * Typed events for Google Tag Manager's dataLayer; the only way code talks to analytics. No event carries the
 * visitor's name, e-mail or phone: whatever tag the container runs reads the dataLayer, and the hashed contact
 * reaches an ad platform only from the server, under its rules (lib/conversions).
 */
export type AnalyticsEvent =
  | {
      event: "quote_submit";
      status: "success" | "error";
      lead_number?: string;
      /** The conversion's id, the same the server's report-back sends (the lead number). */
      event_id?: string;
    }
  | { event: "quote_step"; step: number }
  | { event: "phone_click"; location: string }
  | { event: "gtm.js"; "gtm.start": number };

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function pushEvent(event: AnalyticsEvent): void {
  if (typeof window === "undefined") return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

/** How long after the load event the tag manager is fetched, so it never competes with the page. */
export const ANALYTICS_DELAY_MS = 3500;
