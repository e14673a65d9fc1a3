import type { ConfirmedWindow, LeadRow } from "@/lib/db";
import { TOUCH_KEYS, type Touch, type Touches, generatedVehicleName, ownVehicleName } from "@/lib/quote";
import { leadShapeOf } from "../lead-kinds";
import type { StoredVehicle } from "../lead-record";

/** The lead as delivery channels and the export see it: columns plus parsed vehicles, no internals. */
export type LeadDocument = Omit<
  LeadRow,
  "vehicles_json" | "attribution_json" | "payload_json" | "estimate_json" | "id"
> & {
  vehicles: StoredVehicle[];
  /** The visit's first and last touch (UTM tags, click ids, landing page, referrer); null when none came. */
  attribution: Touches | null;
  estimate: unknown;
  /** For a booking lead, the pickup window the visitor confirmed; null for the others. */
  pickup_window: ConfirmedWindow | null;
};

function pickupWindowOf(row: LeadRow): ConfirmedWindow | null {
  if (row.kind !== "booking") return null;
  const payload = JSON.parse(row.payload_json) as { pickup_window?: ConfirmedWindow };
  return payload.pickup_window ?? null;
}

export function leadDocument(row: LeadRow): LeadDocument {
  const { vehicles_json, attribution_json, payload_json: _payload, estimate_json, id: _id, ...rest } = row;
  return {
    ...rest,
    vehicles: JSON.parse(vehicles_json) as StoredVehicle[],
    attribution: attribution_json ? (JSON.parse(attribution_json) as Touches) : null,
    estimate: estimate_json ? (JSON.parse(estimate_json) as unknown) : null,
    pickup_window: pickupWindowOf(row),
  };
}

const usd = (n: number | undefined) => (n === undefined ? "" : `$${n.toLocaleString("en-US")}`);

/** "Dad's truck: 2021 Ford F-150" when the visitor named it, else "2021 Ford F-150". */
export function vehicleLabel(vehicle: StoredVehicle): string {
  const own = ownVehicleName(vehicle);
  return own ? `${own}: ${generatedVehicleName(vehicle)}` : generatedVehicleName(vehicle);
}

/** "utm_source=google utm_medium=cpc landing_path=/", the keys a touch has, in their usual order. */
function touchText(touch: Touch | undefined): string {
  return TOUCH_KEYS.filter((key) => touch?.[key])
    .map((key) => `${key}=${touch?.[key]}`)
    .join(" ");
}

/** "Doral, FL, 33172, US": one end of the route as far as the lead knows it. */
function placeText(doc: LeadDocument, prefix: "origin" | "destination"): string {
  return [doc[`${prefix}_city`], doc[`${prefix}_state`], doc[`${prefix}_postal_code`], doc[`${prefix}_country`]]
    .filter(Boolean)
    .join(", ");
}

/** A quote's trip: its two ends, date, transport and vehicles. */
function tripLines(doc: LeadDocument): string[] {
  const vehicles = doc.vehicles
    .map((v) => `  - ${vehicleLabel(v)}${v.type ? ` (${v.type})` : ""}${v.inop ? ", does not run" : ""}`)
    .join("\n");
  return [
    `From: ${placeText(doc, "origin")}`,
    `To: ${placeText(doc, "destination")}`,
    `Ship date: ${doc.ship_date ?? ""}`,
    doc.transport_type ? `Transport: ${doc.transport_type}` : "",
    doc.shipping_method ? `Shipping method: ${doc.shipping_method}` : "",
    "Vehicles:",
    vehicles,
  ];
}

/** A plain-text summary for the sales inbox: a quote's trip, or a message's text (lib/leads/lead-kinds.ts shape). */
export function leadText(doc: LeadDocument): string {
  const window = doc.pickup_window;
  return [
    `Lead ${doc.lead_number} (${doc.kind}) received ${doc.created_at}`,
    window
      ? `Booking confirmed: ${window.kind} pickup window ${window.from} to ${window.to}${window.low === undefined ? "" : `, quoted ${usd(window.low)}–${usd(window.high)}`}`
      : "",
    "",
    `Name: ${doc.first_name}`,
    `E-mail: ${doc.email}`,
    `Phone: ${doc.phone}`,
    `Consent to calls/texts: ${doc.consent_given ? "yes" : "no (contact by e-mail only)"}`,
    "",
    ...(leadShapeOf(doc.kind) === "message" ? ["Message:", doc.message ?? ""] : tripLines(doc)),
    "",
    `Attribution: marketing_id=${doc.marketing_id ?? ""} id=${doc.attribution_id ?? ""} source=${doc.source ?? ""} fbclid=${doc.fbclid ?? ""}`,
    doc.attribution?.first ? `First touch: ${touchText(doc.attribution.first)}` : "",
    doc.attribution?.last ? `Last touch: ${touchText(doc.attribution.last)}` : "",
  ]
    .filter((line) => line !== "")
    .join("\n");
}
