import type { LeadRow } from "@/lib/db";
import { DORAL_TO_NEW_YORK } from "./lead-payloads";

/** A stored lead as the leads table holds it: call 6's route, one Camry, no estimate; `over` changes any column. */
export function leadRow(over: Partial<LeadRow> = {}): LeadRow {
  return {
    id: "1",
    lead_number: "Q-2611-0042",
    kind: "sdk",
    ...DORAL_TO_NEW_YORK,
    ship_date: "2026-12-01",
    transport_type: "Open",
    shipping_method: null,
    vehicles_json: JSON.stringify([{ make: "Toyota", model: "Camry", year: 2018, inop: 0, type: "Car" }]),
    first_name: "Ana",
    email: "ana.perez@example.com",
    phone: "(305) 871-2345",
    lead_type: "marketing_home",
    template_id: null,
    source_key: "shiplux-web",
    marketing_id: null,
    attribution_id: null,
    source: null,
    fbclid: null,
    attribution_json: null,
    consent_given: 0,
    consent_text: null,
    consent_shown_at: null,
    ip_hash: "hash",
    user_agent: null,
    estimate_json: null,
    payload_json: "{}",
    created_at: "2026-11-20T10:00:00.000Z",
    conversion_json: null,
    ad_consent_given: 0,
    ad_consent_text: null,
    ad_consent_shown_at: null,
    message: null,
    ...over,
  };
}
