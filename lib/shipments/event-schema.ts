import { z } from "zod";
import { parseIsoDate } from "@/lib/dates";
import { hasControlCharacter } from "@/lib/text";
import { EVENT_STATUSES, type EventStatus } from "./constants";

/**
 * The one event format, for the webhook and the CLI alike (docs/booking.md): the booking's lead number,
 * the status, when it happened, and the fields that status carries. Unknown fields are refused, so a typo
 * in a field name is a 400 that names it rather than a fact silently lost.
 */
const text = (max: number, what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`)
    .refine((v) => !hasControlCharacter(v), `${what} must not contain control characters`);

const day = (what: string) =>
  z
    .string({ error: `${what} is required (YYYY-MM-DD)` })
    .refine((v) => parseIsoDate(v) !== undefined, `${what} must be a real date in YYYY-MM-DD form`);

/** FMCSA numbers: USDOT up to 8 digits, MC (docket) up to 8 digits, digits only. */
const fmcsaNumber = (what: string) => z.string().regex(/^\d{1,8}$/, `${what} must be 1–8 digits`);

const carrierSchema = z
  .object({
    name: text(120, "carrier.name"),
    usdot: fmcsaNumber("carrier.usdot").optional(),
    mc: fmcsaNumber("carrier.mc").optional(),
  })
  .strict()
  .refine((c) => c.usdot !== undefined || c.mc !== undefined, {
    message: "carrier needs its USDOT or MC number",
    path: ["usdot"],
  });

const windowSchema = z
  .object({ from: day("window.from"), to: day("window.to") })
  .strict()
  .refine((w) => w.from <= w.to, { message: "window.to must not be before window.from", path: ["to"] });

const httpsUrl = z
  .url({ protocol: /^https$/, error: "inspection_report_url must be an https:// link" })
  .max(2000, "inspection_report_url must be at most 2000 characters");

/** Each status's own fields. */
const detailSchemas = {
  carrier_assigned: { carrier: carrierSchema, pickup_date: day("pickup_date") },
  pickup_rescheduled: { window: windowSchema, reason: text(300, "reason") },
  picked_up: { date: day("date"), inspection_report_url: httpsUrl.optional() },
  in_transit: { estimated_delivery_date: day("estimated_delivery_date").optional() },
  delivered: { date: day("date") },
  cancelled: { reason: text(300, "reason").optional() },
} satisfies Record<EventStatus, z.ZodRawShape>;

const base = {
  lead_number: z
    .string({ error: "lead_number is required" })
    .regex(/^[A-Za-z0-9-]{1,40}$/, "lead_number must be a booking's lead number, e.g. Q-2611-0042"),
  occurred_at: z.iso
    .datetime({ offset: true, error: "occurred_at must be an ISO 8601 time with its offset" })
    .transform((v) => new Date(v).toISOString()),
};

function statusSchema<S extends EventStatus>(status: S) {
  return z.object({ status: z.literal(status), ...base, ...detailSchemas[status] }).strict();
}

export const shipmentEventSchema = z.discriminatedUnion(
  "status",
  [
    statusSchema("carrier_assigned"),
    statusSchema("pickup_rescheduled"),
    statusSchema("picked_up"),
    statusSchema("in_transit"),
    statusSchema("delivered"),
    statusSchema("cancelled"),
  ],
  { error: `status must be one of ${EVENT_STATUSES.join(", ")}` },
);

export type ShipmentEvent = z.infer<typeof shipmentEventSchema>;

/** The stored fields of an event, as the status says they are; read back through the same schema. */
export function detailsOf(event: ShipmentEvent): Record<string, unknown> {
  const { lead_number: _n, occurred_at: _o, status: _s, ...details } = event;
  return details;
}

/** A stored event read back: its status and fields validated again, so a bad row cannot reach a page. */
export function storedEvent(status: string, detailsJson: string, occurredAt: string): ShipmentEvent | undefined {
  try {
    const parsed = shipmentEventSchema.safeParse({
      ...(JSON.parse(detailsJson) as object),
      status,
      lead_number: "stored",
      occurred_at: occurredAt,
    });
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
