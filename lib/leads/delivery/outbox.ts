import { randomUUID } from "node:crypto";
import { PostgresAdapter, type ExpressionBuilder } from "kysely";
import type { SendOutcome } from "@/lib/conversions";
import type { Database, Db, SignedOrderRow } from "@/lib/db";
import { OUTBOX_STATUS, SALES_CHANNELS, type DeliveryChannel } from "../constants";
import { CLAIM_LEASE_MS, STATUS_POLL_MS } from "./constants";
import { retryDelayMs } from "./backoff";
import type { SubjectRow } from "./subject";

export type Claimed = {
  id: string;
  channel: DeliveryChannel;
  attempts: number;
  claimToken: string;
  /** When the row was written (ms): a delivery's retry horizon runs from here. */
  createdAt: number;
  subject: SubjectRow;
};

/**
 * Due: pending and its time has come, or claimed by a process whose lease ran out. A row sent in a test mode
 * (tested) is due again on a channel that now sends for real (`live`), so a dry run never stands for a send.
 */
function due(channels: readonly DeliveryChannel[], now: number, live: readonly DeliveryChannel[]) {
  return (eb: ExpressionBuilder<Database, "outbox">) =>
    eb.and([
      eb("channel", "in", channels),
      eb.or([
        eb.and([eb("status", "=", OUTBOX_STATUS.pending), eb("next_attempt_at", "<=", now)]),
        eb.and([eb("status", "=", OUTBOX_STATUS.sending), eb("locked_until", "<=", now)]),
        ...(live.length > 0 ? [eb.and([eb("status", "=", OUTBOX_STATUS.tested), eb("channel", "in", live)])] : []),
      ]),
    ]);
}

/**
 * Claims up to `limit` due rows for this process, sales and CRM rows (SALES_CHANNELS) before any other,
 * the longest waiting first within each. On PostgreSQL the rows are picked `FOR UPDATE SKIP
 * LOCKED`, so several workers claim disjoint batches without waiting on each other; the condition is
 * repeated on the UPDATE as a second guard. SQLite runs one writer at a time.
 */
export async function claimDue(
  db: Db,
  channels: readonly DeliveryChannel[],
  now: number,
  limit: number,
  live: readonly DeliveryChannel[] = channels,
): Promise<Claimed[]> {
  if (channels.length === 0) return [];
  const claimToken = randomUUID();
  let candidates = db
    .selectFrom("outbox")
    .select("id")
    .where(due(channels, now, live))
    .orderBy((eb) => eb.case().when("channel", "in", SALES_CHANNELS).then(0).else(1).end())
    .orderBy("next_attempt_at")
    .limit(limit);
  if (db.getExecutor().adapter instanceof PostgresAdapter) candidates = candidates.forUpdate().skipLocked();
  // A CTE, not `id in (subquery)`: PostgreSQL may run such a subquery more than once, claiming more than
  // `limit` rows; a locking CTE runs once.
  await db
    .with("picked", () => candidates)
    .updateTable("outbox")
    .set({ status: OUTBOX_STATUS.sending, claim_token: claimToken, locked_until: now + CLAIM_LEASE_MS })
    .where("id", "in", (eb) => eb.selectFrom("picked").select("picked.id"))
    .where(due(channels, now, live))
    .execute();
  const rows = await db
    .selectFrom("outbox")
    .select(["id", "channel", "attempts", "created_at", "lead_id", "shipment_event_id", "signed_order_id"])
    .where("claim_token", "=", claimToken)
    .execute();
  const subjects = await subjectsOf(db, rows);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel as DeliveryChannel,
    attempts: row.attempts,
    claimToken,
    createdAt: Date.parse(row.created_at),
    subject: subjects(row),
  }));
}

type ClaimedRow = { lead_id: string | null; shipment_event_id: string | null; signed_order_id: string | null };

/** The signed orders the claimed rows deliver, each with its booking page's token. */
async function signedOrdersOf(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, SignedOrderRow & { token: string }>();
  const rows = await db
    .selectFrom("signed_orders")
    .innerJoin("opportunities", "opportunities.id", "signed_orders.opportunity_id")
    .selectAll("signed_orders")
    .select("opportunities.token")
    .where("signed_orders.id", "in", orderIds)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** Reads the leads and shipment events the claimed rows deliver, a query each for the whole batch. */
async function subjectsOf(db: Db, rows: ClaimedRow[]) {
  const ids = (pick: (row: (typeof rows)[number]) => string | null) =>
    rows.map(pick).filter((id): id is string => id !== null);
  const leadIds = ids((r) => r.lead_id);
  const leads = leadIds.length ? await db.selectFrom("leads").selectAll().where("id", "in", leadIds).execute() : [];
  const eventIds = ids((r) => r.shipment_event_id);
  const events = eventIds.length
    ? await db
        .selectFrom("shipment_events")
        .innerJoin("shipments", "shipments.id", "shipment_events.shipment_id")
        .innerJoin("opportunities", "opportunities.id", "shipments.opportunity_id")
        .selectAll("shipment_events")
        .select("opportunities.token")
        .where("shipment_events.id", "in", eventIds)
        .execute()
    : [];
  const leadById = new Map(leads.map((l) => [l.id, l]));
  const eventById = new Map(events.map((e) => [e.id, e]));
  const orderById = await signedOrdersOf(
    db,
    ids((r) => r.signed_order_id),
  );
  return (row: (typeof rows)[number]): SubjectRow => {
    const lead = row.lead_id ? leadById.get(row.lead_id) : undefined;
    // A signed order names its record beside its booking's lead (migration 0013).
    const order = row.signed_order_id ? orderById.get(row.signed_order_id) : undefined;
    if (lead && order) {
      const { token, ...orderRow } = order;
      return { kind: "order", row: lead, order: orderRow, token };
    }
    if (row.signed_order_id) throw new Error("An outbox row's signed order is missing", { cause: row });
    // A shipment change names its event beside its booking's lead (migration 0009).
    const event = row.shipment_event_id ? eventById.get(row.shipment_event_id) : undefined;
    if (lead && event) {
      const { token, ...eventRow } = event;
      return { kind: "shipment", row: lead, event: eventRow, token };
    }
    if (lead) return { kind: "lead", row: lead };
    // A foreign key keeps the lead. The quick calculator's old rows (opportunity_id) were skipped by migration
    // 0006 and are never claimed; a row without its lead is a broken database, not a delivery to retry.
    throw new Error("An outbox row's lead is missing", { cause: row });
  };
}

const released = { claim_token: null, locked_until: null } as const;

/** Records what came of a send that did not throw: accepted (done), tested, or awaiting its ingest's status. */
export async function markSent(db: Db, row: Claimed, outcome: SendOutcome, now: number): Promise<void> {
  const update = db.updateTable("outbox").where("id", "=", row.id).where("claim_token", "=", row.claimToken);
  switch (outcome.kind) {
    case "accepted":
      // A conversion export's raw client IP was kept for this send only.
      await update
        .set({
          ...released,
          status: OUTBOX_STATUS.done,
          delivered_at: new Date(now).toISOString(),
          last_error: null,
          client_ip: null,
          request_id: null,
        })
        .execute();
      return;
    case "tested":
      // Kept as it is (with Meta's client IP) for the real send once the test mode is off.
      await update
        .set({ ...released, status: OUTBOX_STATUS.tested, next_attempt_at: now, last_error: outcome.note })
        .execute();
      return;
    case "awaiting":
      await update
        .set({
          ...released,
          status: OUTBOX_STATUS.pending,
          next_attempt_at: now + STATUS_POLL_MS,
          request_id: outcome.requestId,
          last_error: outcome.note,
        })
        .execute();
      return;
  }
}

/**
 * An error our own code marks as one no retry can mend (lib/conversions PermanentSendError): its row is dead at
 * once. A flag of our own, not nodemailer's `permanent` (a 5xx), so a refused mailbox is still retried.
 */
export const isPermanent = (error: unknown) =>
  error instanceof Error && (error as Error & { noRetry?: unknown }).noRetry === true;

const messageOf = (error: unknown) =>
  error instanceof Error ? `${error.message}${error.cause ? `: ${String(error.cause)}` : ""}` : String(error);

/**
 * Schedules the next try with backoff, never later than `horizon` (the last try is at it), or gives up once the
 * horizon has passed or on a permanent error: status dead, kept for a human (told once by the dead-row alert),
 * the error as its reason. A row waiting on an ingest's status keeps its request id through a failed check.
 */
export async function markFailed(db: Db, row: Claimed, error: unknown, now: number, horizon: number): Promise<void> {
  const attempts = row.attempts + 1;
  const dead = now >= horizon || isPermanent(error);
  const reason = messageOf(error);
  const message = dead && !isPermanent(error) ? `${reason} (retried until ${new Date(horizon).toISOString()})` : reason;
  await db
    .updateTable("outbox")
    .set({
      status: dead ? OUTBOX_STATUS.dead : OUTBOX_STATUS.pending,
      ...(dead ? { client_ip: null } : {}),
      attempts,
      next_attempt_at: Math.min(now + retryDelayMs(attempts), horizon),
      claim_token: null,
      locked_until: null,
      last_error: message.slice(0, 1000),
    })
    .where("id", "=", row.id)
    .where("claim_token", "=", row.claimToken)
    .execute();
}
