import { randomUUID } from "node:crypto";
import {
  SKIP_REASONS,
  conversionCapture,
  conversionKindOf,
  planExports,
  type ExportBasis,
  type RequestSignals,
} from "@/lib/conversions";
import type { Db, LeadKind, LeadRow } from "@/lib/db";
import {
  CUSTOMER_EMAIL_CHANNEL,
  DELIVERY_CHANNELS,
  OUTBOX_STATUS,
  VISITOR_EMAIL_SKIPS,
  type DeliveryChannel,
  type OutboxStatus,
} from "./constants";
import { consumerOptedOut, rememberOptOut } from "./consumer-opt-outs";
import { leadShapeOf, type LeadFields } from "./lead-kinds";
import { storedPayload } from "./lead-record";
import { spendVisitorEmail, type VisitorEmailAsker } from "./visitor-email-budget";

/** SQL for leads and their outbox rows; the service decides when, this module knows how. */

/** The client as a stored row keeps it: the IP only as its salted hash. */
export type ClientInfo = { ipHash: string; userAgent: string | null };

/** What the intake request said for the conversion report-back, and the raw IP for Meta's pending row only. */
export type ConversionIntake = { request?: RequestSignals; clientIp?: string };

export async function insertLeadWithOutbox(
  trx: Db,
  input: {
    fields: LeadFields;
    leadNumber: string;
    client: ClientInfo;
    payload: unknown;
    estimate: unknown;
    createdAt: Date;
    conversion?: ConversionIntake;
    /** Who asked for the visitor's confirmation: its budgets (lib/leads/visitor-email-budget.ts). */
    asker: VisitorEmailAsker;
  },
): Promise<{ id: string; visitorEmailSkipped: boolean }> {
  const { fields, client } = input;
  const id = randomUUID();
  const createdAt = input.createdAt.toISOString();
  const { vehicles, consent, adConsent, attribution, signals, ...columns } = fields;
  const capture = conversionCapture(signals, input.conversion?.request);
  const basis = await exportBasis(trx, fields, capture, input.createdAt);
  await trx
    .insertInto("leads")
    .values({
      id,
      lead_number: input.leadNumber,
      ...columns,
      vehicles_json: JSON.stringify(vehicles),
      attribution_json: attribution ? JSON.stringify(attribution) : null,
      consent_given: consent?.given ? 1 : 0,
      consent_text: consent?.text ?? null,
      consent_shown_at: consent?.shownAt ?? null,
      ad_consent_given: adConsent?.given ? 1 : 0,
      ad_consent_text: adConsent?.text ?? null,
      ad_consent_shown_at: adConsent?.shownAt ?? null,
      ip_hash: client.ipHash,
      user_agent: client.userAgent,
      estimate_json: input.estimate === undefined ? null : JSON.stringify(input.estimate),
      payload_json: JSON.stringify(storedPayload(input.payload)),
      created_at: createdAt,
      conversion_json: capture ? JSON.stringify(capture) : null,
    })
    .execute();
  // A message is answered by sales, not confirmed to the visitor, and is no conversion to report (docs/leads.md).
  const quote = leadShapeOf(fields.kind) === "quote";
  const deliveries = await outboxRowsOf(trx, id, quote ? fields.email : null, input.asker, input.createdAt);
  await trx.insertInto("outbox").values(deliveries).execute();
  if (!quote) return { id, visitorEmailSkipped: false };
  await insertExports(trx, id, fields.kind, planExports(capture, input.conversion?.clientIp, basis), input.createdAt);
  return { id, visitorEmailSkipped: confirmationSkipped(deliveries) };
}

type PlannedExports = ReturnType<typeof planExports>;

/** One export per destination of this conversion, due now or skipped with its reason (lib/conversions). */
async function insertExports(trx: Db, leadId: string, kind: LeadKind, planned: PlannedExports, createdAt: Date) {
  const conversion = conversionKindOf(kind);
  await trx
    .insertInto("outbox")
    .values(
      planned.map((plan) => ({
        ...outboxRow(plan.channel, { lead_id: leadId }, createdAt),
        ...(plan.skipReason ? { status: OUTBOX_STATUS.skipped } : {}),
        conversion,
        skip_reason: plan.skipReason,
        client_ip: plan.clientIp,
      })),
    )
    .execute();
}

/**
 * What the conversion's exports are planned on besides the capture. The consumer's past is read before this
 * lead's choice is remembered, and a lead with GPC or the opt-out remembers its consumer for the leads to come.
 */
async function exportBasis(
  trx: Db,
  fields: LeadFields,
  capture: ReturnType<typeof conversionCapture>,
  createdAt: Date,
): Promise<ExportBasis> {
  const optedOutBefore = await consumerOptedOut(trx, fields);
  if (capture?.gpc || capture?.opt_out) {
    await rememberOptOut(trx, fields, capture.gpc ? SKIP_REASONS.gpc : SKIP_REASONS.optOut, createdAt);
  }
  return { places: fields, adConsent: fields.adConsent?.given === true, consumerOptedOut: optedOutBefore };
}

/**
 * A lead's deliveries: sales and the CRM always; the visitor's confirmation when there is an address (a booking
 * whose contact never gave one has none; a message, `email` null, gets none), stored skipped, with the budget
 * that refused it, when one is spent.
 */
async function outboxRowsOf(trx: Db, leadId: string, email: string | null, asker: VisitorEmailAsker, createdAt: Date) {
  const rows = [];
  for (const channel of DELIVERY_CHANNELS) {
    const row = outboxRow(channel, { lead_id: leadId }, createdAt);
    if (channel !== CUSTOMER_EMAIL_CHANNEL) {
      rows.push(row);
    } else if (email !== null && email.trim() !== "") {
      const refused = await spendVisitorEmail(trx, email, asker, createdAt);
      if (!refused) rows.push(row);
      else {
        const { reason, sentence } = VISITOR_EMAIL_SKIPS[refused];
        rows.push({ ...row, status: OUTBOX_STATUS.skipped, skip_reason: reason, last_error: sentence });
      }
    }
  }
  return rows;
}

/** Whether a lead's deliveries hold its visitor confirmation stored skipped (a budget refused it). */
function confirmationSkipped(rows: readonly { channel: DeliveryChannel; status: OutboxStatus }[]): boolean {
  return rows.some((row) => row.channel === CUSTOMER_EMAIL_CHANNEL && row.status === OUTBOX_STATUS.skipped);
}

/**
 * Whether this lead's visitor e-mail was the first one refused by the site's hourly ceiling: sales' copy of
 * the lead then carries the alert, so the alert is sent once an hour, durably, by the outbox.
 */
export async function reachedVisitorEmailCeiling(db: Db, leadNumber: string): Promise<boolean> {
  const row = await db
    .selectFrom("outbox")
    .innerJoin("leads", "leads.id", "outbox.lead_id")
    .select("outbox.id")
    .where("leads.lead_number", "=", leadNumber)
    .where("outbox.channel", "=", CUSTOMER_EMAIL_CHANNEL)
    .where("outbox.skip_reason", "=", VISITOR_EMAIL_SKIPS.ceilingReached.reason)
    .executeTakeFirst();
  return row !== undefined;
}

/** One delivery of a lead on one channel, due now. */
export function outboxRow(channel: DeliveryChannel, subject: { lead_id: string }, createdAt: Date) {
  return {
    id: randomUUID(),
    ...subject,
    channel,
    status: OUTBOX_STATUS.pending as OutboxStatus,
    attempts: 0,
    next_attempt_at: createdAt.getTime(),
    created_at: createdAt.toISOString(),
  };
}

/** Leads created from `since` on, and before `until` when given, oldest first. */
export async function selectLeadsSince(db: Db, since: Date, until?: Date): Promise<LeadRow[]> {
  let query = db.selectFrom("leads").selectAll().where("created_at", ">=", since.toISOString());
  if (until) query = query.where("created_at", "<", until.toISOString());
  return query.orderBy("created_at").orderBy("lead_number").execute();
}
