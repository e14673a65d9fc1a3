import { randomBytes } from "node:crypto";
import { getDb, type Db, type LeadRow } from "@/lib/db";
import { KEY_REUSED_STATUS, type QuickQuoteQuery, type SubmitResult } from "@/lib/quote";
import { BOOKING_PATH } from "@/lib/seo/routes";
import {
  DUPLICATE_BODY_TTL_MS,
  IDEMPOTENCY_KEY_TTL_MS,
  OPPORTUNITY_TOKEN_BYTES,
  OPPORTUNITY_TTL_MS,
} from "./constants";
import { requestHash, runOnce, type IdempotentOutcome } from "./idempotency";
import { hashIp } from "./ip-hash";
import { leadFieldsOf, type LeadPayload } from "./lead-record";
import { nextLeadNumber } from "./lead-number";
import * as repo from "./repository";

export type Client = { ip: string; userAgent: string | null };

export const LEAD_RECEIVED = "Thank you! Your quote request was received.";
export const REQUEST_IN_PROGRESS = "This request is already being processed.";
export const IDEMPOTENCY_KEY_REUSED =
  "This Idempotency-Key was already used for a different request. Send a new key with each new request.";

function clientInfo(client: Client) {
  return { ipHash: hashIp(client.ip), userAgent: client.userAgent?.slice(0, 500) ?? null };
}

/**
 * A retry carrying the same Idempotency-Key from the same client, or the same body from the same client
 * moments later, is one request. A key belongs to the client that sent it: another client's identical key
 * is another request.
 */
function idempotencyFor(scope: string, ipHash: string, body: unknown, headerKey: string | undefined, now: Date) {
  const hash = requestHash(body);
  const key = headerKey ? `key:${scope}:${ipHash}:${headerKey}` : `body:${scope}:${ipHash}:${hash}`;
  return { key, hash, ttlMs: headerKey ? IDEMPOTENCY_KEY_TTL_MS : DUPLICATE_BODY_TTL_MS, now: now.getTime() };
}

/** The answer for a request that did not run: the first one's, or why not. */
function unlessRan<T>(outcome: IdempotentOutcome<T>, answers: { inProgress: T; reused: T }): T {
  if (outcome.kind === "mismatch") return answers.reused;
  return outcome.value ?? answers.inProgress;
}

export type CreateLeadInput = {
  lead: LeadPayload;
  client: Client;
  /** Runs first inside the write's transaction (the client's lead budget); throwing stops the write. */
  admit?: (trx: Db) => Promise<void>;
  idempotencyKey?: string;
  estimate?: unknown;
  now?: Date;
  db?: Db;
};

/**
 * Stores a validated lead and its delivery outbox rows in one transaction, and answers with its number.
 * A repeat of the same request answers the first result and stores nothing.
 */
export async function createLead(input: CreateLeadInput): Promise<SubmitResult> {
  const db = input.db ?? (await getDb());
  const now = input.now ?? new Date();
  const client = clientInfo(input.client);
  const request = idempotencyFor(input.lead.kind, client.ipHash, input.lead.payload, input.idempotencyKey, now);
  const outcome = await runOnce<SubmitResult>(db, request, async (trx) => {
    await input.admit?.(trx);
    const leadNumber = await nextLeadNumber(trx, now);
    await repo.insertLeadWithOutbox(trx, {
      fields: leadFieldsOf(input.lead),
      leadNumber,
      client,
      payload: input.lead.payload,
      estimate: input.estimate,
      createdAt: now,
    });
    return { status_code: 200, description: LEAD_RECEIVED, lead_number: leadNumber };
  });
  return unlessRan(outcome, {
    inProgress: { status_code: 409, description: REQUEST_IN_PROGRESS, lead_number: "" },
    reused: { status_code: KEY_REUSED_STATUS, description: IDEMPOTENCY_KEY_REUSED, lead_number: "" },
  });
}

export type OpportunityResult = { status_code: number; url: string; description?: string };

export function bookingUrl(token: string): string {
  return `${BOOKING_PATH}/${token}`;
}

/** Stores a quick-calculator request under an unguessable token and answers the booking page's url. */
export async function createOpportunity(input: {
  request: QuickQuoteQuery;
  client: Client;
  admit?: (trx: Db) => Promise<void>;
  idempotencyKey?: string;
  now?: Date;
  db?: Db;
}): Promise<OpportunityResult> {
  const db = input.db ?? (await getDb());
  const now = input.now ?? new Date();
  const client = clientInfo(input.client);
  const request = idempotencyFor("opportunity", client.ipHash, input.request, input.idempotencyKey, now);
  const outcome = await runOnce<OpportunityResult>(db, request, async (trx) => {
    await input.admit?.(trx);
    const token = randomBytes(OPPORTUNITY_TOKEN_BYTES).toString("base64url");
    await repo.insertOpportunity(trx, {
      token,
      request: input.request,
      client,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OPPORTUNITY_TTL_MS),
    });
    return { status_code: 200, url: bookingUrl(token) };
  });
  return unlessRan(outcome, {
    inProgress: { status_code: 409, url: "", description: REQUEST_IN_PROGRESS },
    reused: { status_code: KEY_REUSED_STATUS, url: "", description: IDEMPOTENCY_KEY_REUSED },
  });
}

export type Opportunity = {
  token: string;
  request: QuickQuoteQuery;
  status: string;
  pickupWindow: string | null;
  createdAt: string;
  expiresAt: string;
};

/** What a booking token looks like; anything else is refused before the database is asked. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** The stored request behind a booking link; undefined when the token is unknown or expired. */
export async function getOpportunityByToken(token: string, now: Date = new Date(), db?: Db): Promise<Opportunity | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const row = await repo.findOpportunity(db ?? (await getDb()), token);
  if (!row || row.expires_at <= now.toISOString()) return undefined;
  return {
    token: row.token,
    request: JSON.parse(row.request_json) as QuickQuoteQuery,
    status: row.status,
    pickupWindow: row.pickup_window,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

/** Saves the pickup window the visitor chose on the booking page; false when the link is unknown or expired. */
export async function recordPickupWindow(
  token: string,
  window: { from: string; to: string },
  now: Date = new Date(),
  db?: Db,
): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  return repo.updatePickupWindow(db ?? (await getDb()), token, JSON.stringify(window), now);
}

export async function listLeadsSince(since: Date, db?: Db, until?: Date): Promise<LeadRow[]> {
  return repo.selectLeadsSince(db ?? (await getDb()), since, until);
}
