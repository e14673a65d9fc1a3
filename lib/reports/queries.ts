import type { Db, ShipmentStatus } from "@/lib/db";
import { OUTBOX_STATUS } from "@/lib/leads";

/**
 * What the leads report reads beside the period's leads (lib/leads listLeadsSince): their conversion exports,
 * their deliveries given up, and how their bookings' shipments ended. Each is over the leads created in the
 * range, from `since` on and before `until` when given.
 */

/** How a booking's shipment ended, for the leads the report counts it under. */
const SHIPMENT_OUTCOMES = ["delivered", "cancelled"] as const satisfies readonly ShipmentStatus[];
export type ShipmentOutcome = { lead_id: string; status: (typeof SHIPMENT_OUTCOMES)[number] };

/** The bookings among the leads created in the range whose shipment has ended, delivered or cancelled. */
export async function listShipmentOutcomesSince(db: Db, since: Date, until?: Date): Promise<ShipmentOutcome[]> {
  let query = db
    .selectFrom("shipments")
    .innerJoin("leads", "leads.id", "shipments.lead_id")
    .select(["shipments.lead_id", "shipments.status"])
    .where("shipments.status", "in", SHIPMENT_OUTCOMES)
    .$narrowType<{ status: ShipmentOutcome["status"] }>()
    .where("leads.created_at", ">=", since.toISOString());
  if (until) query = query.where("leads.created_at", "<", until.toISOString());
  return query.execute();
}

/** The conversion exports of the leads created in the range. */
export async function listExportsSince(db: Db, since: Date, until?: Date) {
  let query = db
    .selectFrom("outbox")
    .innerJoin("leads", "leads.id", "outbox.lead_id")
    .select(["outbox.channel", "outbox.status", "outbox.skip_reason", "outbox.lead_id", "outbox.conversion"])
    .where("outbox.conversion", "is not", null)
    .where("leads.created_at", ">=", since.toISOString());
  if (until) query = query.where("leads.created_at", "<", until.toISOString());
  return query.execute();
}

/** Every delivery of the period's leads that was given up (any channel), with its reason, oldest first. */
export async function listDeadSince(db: Db, since: Date, until?: Date) {
  let query = db
    .selectFrom("outbox")
    .innerJoin("leads", "leads.id", "outbox.lead_id")
    .select(["leads.lead_number", "outbox.channel", "outbox.last_error"])
    .where("outbox.status", "=", OUTBOX_STATUS.dead)
    .where("leads.created_at", ">=", since.toISOString())
    .orderBy("leads.created_at");
  if (until) query = query.where("leads.created_at", "<", until.toISOString());
  return query.execute();
}
