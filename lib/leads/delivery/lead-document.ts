import type { LeadRow } from "@/lib/db";
import type { StoredVehicle } from "../lead-record";

/** The lead as delivery channels and the export see it: columns plus parsed vehicles, no internals. */
export type LeadDocument = Omit<LeadRow, "vehicles_json" | "payload_json" | "estimate_json" | "id"> & {
  vehicles: StoredVehicle[];
  estimate: unknown;
};

export function leadDocument(row: LeadRow): LeadDocument {
  const { vehicles_json, payload_json: _payload, estimate_json, id: _id, ...rest } = row;
  return {
    ...rest,
    vehicles: JSON.parse(vehicles_json) as StoredVehicle[],
    estimate: estimate_json ? (JSON.parse(estimate_json) as unknown) : null,
  };
}

/** A plain-text summary for the sales inbox. */
export function leadText(doc: LeadDocument): string {
  const place = (prefix: "origin" | "destination") =>
    [doc[`${prefix}_city`], doc[`${prefix}_state`], doc[`${prefix}_postal_code`], doc[`${prefix}_country`]]
      .filter(Boolean)
      .join(", ");
  const vehicles = doc.vehicles
    .map((v) => `  - ${v.year} ${v.make} ${v.model}${v.type ? ` (${v.type})` : ""}${v.inop ? ", does not run" : ""}`)
    .join("\n");
  return [
    `Lead ${doc.lead_number} (${doc.kind}) received ${doc.created_at}`,
    "",
    `Name: ${doc.first_name}`,
    `E-mail: ${doc.email}`,
    `Phone: ${doc.phone}`,
    `Consent to calls/texts: ${doc.consent_given ? "yes" : "no (contact by e-mail only)"}`,
    "",
    `From: ${place("origin")}`,
    `To: ${place("destination")}`,
    `Ship date: ${doc.ship_date}`,
    doc.transport_type ? `Transport: ${doc.transport_type}` : "",
    doc.shipping_method ? `Shipping method: ${doc.shipping_method}` : "",
    "Vehicles:",
    vehicles,
    "",
    `Attribution: marketing_id=${doc.marketing_id ?? ""} id=${doc.attribution_id ?? ""} source=${doc.source ?? ""} fbclid=${doc.fbclid ?? ""}`,
  ]
    .filter((line) => line !== "")
    .join("\n");
}
