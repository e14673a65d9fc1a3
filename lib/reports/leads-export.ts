import type { LeadRow } from "@/lib/db";
import { leadDocument, vehicleLabel } from "@/lib/leads";
import { TOUCH_KEYS, type TouchKey } from "@/lib/quote";
import { csvFile, csvLine } from "./csv";

type TouchColumn<P extends string> = `${P}_${TouchKey}`;

/** first_utm_source, first_utm_medium, …: one column per touch key. */
function touchColumns<P extends "first" | "last">(prefix: P): TouchColumn<P>[] {
  return TOUCH_KEYS.map((key) => `${prefix}_${key}` as const);
}

/** The columns of `npm run leads:export`, in order. */
export const CSV_COLUMNS = [
  "lead_number",
  "created_at",
  "kind",
  "first_name",
  "email",
  "phone",
  "origin_city",
  "origin_state",
  "origin_postal_code",
  "origin_country",
  "destination_city",
  "destination_state",
  "destination_postal_code",
  "destination_country",
  "ship_date",
  "transport_type",
  "shipping_method",
  "vehicles",
  "message",
  "consent_given",
  "consent_text",
  "consent_shown_at",
  "marketing_id",
  "attribution_id",
  "source",
  "fbclid",
  "source_key",
  "lead_type",
  "template_id",
  ...touchColumns("first"),
  ...touchColumns("last"),
] as const;

export function leadCsvRow(row: LeadRow): string {
  const doc = leadDocument(row);
  const vehicles = doc.vehicles
    .map((v) => `${vehicleLabel(v)}${v.type ? ` ${v.type}` : ""}${v.inop ? " (inop)" : ""}`)
    .join("; ");
  const touches = Object.fromEntries(
    (["first", "last"] as const).flatMap((part) =>
      TOUCH_KEYS.map((key) => [`${part}_${key}`, doc.attribution?.[part]?.[key]]),
    ),
  ) as Record<TouchColumn<"first" | "last">, string | undefined>;
  const values: Record<(typeof CSV_COLUMNS)[number], unknown> = { ...doc, ...touches, vehicles };
  return csvLine(CSV_COLUMNS.map((c) => values[c]));
}

/** `npm run leads:export`: every lead as one CSV line, its touches spread over first_* and last_* columns. */
export function leadsCsv(rows: LeadRow[]): string {
  return csvFile(CSV_COLUMNS, rows.map(leadCsvRow));
}
