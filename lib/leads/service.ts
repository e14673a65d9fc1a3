import type { RequestSignals } from "@/lib/conversions";
import type { Db, LeadRow } from "@/lib/db";
import { clientKey, type Client } from "@/lib/http";
import { CONFIRMATION_EMAIL_SKIPPED, KEY_REUSED_STATUS, type SubmitResult } from "@/lib/quote";
import { leadFieldsOf, leadShapeOf, type LeadKind, type LeadPayload } from "./lead-kinds";
import { nextLeadNumber } from "./lead-number";
import { hashIp } from "./ip-hash";
import * as repo from "./repository";
import type { VisitorEmailAsker } from "./visitor-email-budget";
import { IDEMPOTENCY_KEY_REUSED, REQUEST_IN_PROGRESS, clientInfo, writeOnce } from "./write-once";

export const LEAD_RECEIVED = "Thank you! Your quote request was received.";
/** A message gets no confirmation e-mail (docs/leads.md): sales' answer is the reply. */
export const MESSAGE_RECEIVED = "Thank you! Your message was received: an agent will answer it.";

/**
 * What a stored lead's visitor reads, by its kind's shape: a quote's confirmation is on its way unless a budget
 * (lib/leads/visitor-email-budget.ts) refused it; a message is answered by sales, and no e-mail is sent for it.
 */
export function receivedAnswer(kind: LeadKind, leadNumber: string, visitorEmailSkipped: boolean): SubmitResult {
  const answer = { status_code: 200, lead_number: leadNumber };
  if (leadShapeOf(kind) === "message") return { ...answer, description: MESSAGE_RECEIVED, email_sent: false };
  // The visitor must not wait for a confirmation that a budget refused.
  if (visitorEmailSkipped)
    return { ...answer, description: `${LEAD_RECEIVED} ${CONFIRMATION_EMAIL_SKIPPED}`, email_sent: false };
  return { ...answer, description: LEAD_RECEIVED, email_sent: true };
}

export type StoreLeadInput = {
  lead: LeadPayload;
  client: repo.ClientInfo;
  /** What payload_json keeps: the request as received, or what a confirmed booking adds to its opportunity. */
  payload: unknown;
  estimate: unknown;
  now: Date;
  /** What the request said for the conversion report-back (GPC, cookies) and the raw client IP. */
  conversion?: repo.ConversionIntake;
  /** Who asked for the visitor's confirmation, for its budgets. */
  asker: VisitorEmailAsker;
};

/** A stored lead's number, and whether a visitor e-mail budget refused its confirmation (stored skipped). */
export type StoredLead = { leadNumber: string; visitorEmailSkipped: boolean };

/** Numbers a lead and stores it with its delivery outbox rows inside the caller's transaction. */
export async function storeLead(trx: Db, input: StoreLeadInput): Promise<StoredLead> {
  const leadNumber = await nextLeadNumber(trx, input.now);
  const { visitorEmailSkipped } = await repo.insertLeadWithOutbox(trx, {
    fields: leadFieldsOf(input.lead),
    leadNumber,
    client: input.client,
    payload: input.payload,
    estimate: input.estimate,
    createdAt: input.now,
    conversion: input.conversion,
    asker: input.asker,
  });
  return { leadNumber, visitorEmailSkipped };
}

export type CreateLeadInput = {
  lead: LeadPayload;
  client: Client;
  /** Runs first inside the write's transaction (the client's lead budget); throwing stops the write. */
  admit?: (trx: Db) => Promise<void>;
  idempotencyKey?: string;
  estimate?: unknown;
  now?: Date;
  /** The request's Sec-GPC and ad cookies (lib/conversions requestSignals); the raw IP comes from `client`. */
  signals?: RequestSignals;
};

/**
 * Stores a validated lead and its delivery outbox rows in one transaction, and answers with its number.
 * A repeat of the same request answers the first result and stores nothing.
 */
export async function createLead(db: Db, input: CreateLeadInput): Promise<SubmitResult> {
  const now = input.now ?? new Date();
  const client = clientInfo(input.client);
  const request = {
    scope: input.lead.kind,
    client,
    body: input.lead.payload,
    idempotencyKey: input.idempotencyKey,
    now,
  };
  return writeOnce<SubmitResult>(
    db,
    request,
    async (trx) => {
      await input.admit?.(trx);
      const { leadNumber, visitorEmailSkipped } = await storeLead(trx, {
        lead: input.lead,
        client,
        payload: input.lead.payload,
        estimate: input.estimate,
        now,
        conversion: { request: input.signals, clientIp: input.client.ip },
        asker: { kind: "client", clientKeyHash: hashIp(clientKey(input.client.ip)) },
      });
      return receivedAnswer(input.lead.kind, leadNumber, visitorEmailSkipped);
    },
    {
      inProgress: { status_code: 409, description: REQUEST_IN_PROGRESS, lead_number: "" },
      reused: { status_code: KEY_REUSED_STATUS, description: IDEMPOTENCY_KEY_REUSED, lead_number: "" },
    },
  );
}

export async function listLeadsSince(db: Db, since: Date, until?: Date): Promise<LeadRow[]> {
  return repo.selectLeadsSince(db, since, until);
}
