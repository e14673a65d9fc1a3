import type { LeadRow } from "@/lib/db";
import { TOUCH_KEYS, type TouchKey } from "@/lib/quote";
import { leadDocument, vehicleLabel } from "./delivery/lead-document";

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

/**
 * RFC 4180 quoting, plus a leading apostrophe on text that a spreadsheet would run as a formula
 * (=, +, -, @): the file is opened by people in Excel, and a visitor typed these values.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

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
  return CSV_COLUMNS.map((c) => csvCell(values[c])).join(",");
}

export function leadsCsv(rows: LeadRow[]): string {
  return [CSV_COLUMNS.join(","), ...rows.map(leadCsvRow)].join("\r\n") + "\r\n";
}
