import { z } from "zod";
import type { EventStatus } from "./constants";
import { EVENT_STATUSES, eventEntry } from "./statuses";

/**
 * The one event format, for the webhook and the CLI alike (docs/booking.md): the booking's lead number,
 * the status, when it happened, and the fields that status carries (its entry in ./statuses.ts). Unknown
 * fields are refused, so a typo in a field name is a 400 that names it rather than a fact silently lost.
 */
const base = {
  lead_number: z
    .string({ error: "lead_number is required" })
    .regex(/^[A-Za-z0-9-]{1,40}$/, "lead_number must be a booking's lead number, e.g. Q-2611-0042"),
  occurred_at: z.iso
    .datetime({ offset: true, error: "occurred_at must be an ISO 8601 time with its offset" })
    .transform((v) => new Date(v).toISOString()),
};

function statusSchema<S extends EventStatus>(status: S) {
  return z.object({ status: z.literal(status), ...base, ...eventEntry(status).fields }).strict();
}

type StatusSchema = { [S in EventStatus]: ReturnType<typeof statusSchema<S>> }[EventStatus];

export const shipmentEventSchema = z.discriminatedUnion(
  "status",
  EVENT_STATUSES.map(statusSchema) as [StatusSchema, ...StatusSchema[]],
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
