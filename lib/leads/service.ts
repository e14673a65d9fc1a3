import { createHash, randomBytes } from "node:crypto";
import { getEnv } from "@/lib/config/env";
import { getDb, type Db, type LeadRow } from "@/lib/db";
import type { QuickQuoteQuery, SubmitResult } from "@/lib/quote";
import {
  DUPLICATE_BODY_TTL_MS,
  IDEMPOTENCY_KEY_TTL_MS,
  OPPORTUNITY_TOKEN_BYTES,
  OPPORTUNITY_TTL_MS,
} from "./constants";
import { runOnce } from "./idempotency";
import { hashIp } from "./ip-hash";
import { leadFieldsOf, type LeadPayload } from "./lead-record";
import { nextLeadNumber } from "./lead-number";
import * as repo from "./repository";

export type Client = { ip: string; userAgent: string | null };

export const LEAD_RECEIVED = "Thank you! Your quote request was received.";
export const REQUEST_IN_PROGRESS = "This request is already being processed.";

function clientInfo(client: Client) {
  return { ipHash: hashIp(client.ip), userAgent: client.userAgent?.slice(0, 500) ?? null };
}

/** A retry carrying the same Idempotency-Key, or the same body from the same client moments later, is one request. */
function idempotencyKeyFor(scope: string, ipHash: string, body: unknown, headerKey: string | undefined) {
  if (headerKey) return { key: `key:${scope}:${headerKey}`, ttlMs: IDEMPOTENCY_KEY_TTL_MS };
  const digest = createHash("sha256").update(`${scope}\n${ipHash}\n${JSON.stringify(body)}`).digest("base64url");
  return { key: `body:${digest}`, ttlMs: DUPLICATE_BODY_TTL_MS };
}

export type CreateLeadInput = {
  lead: LeadPayload;
  client: Client;
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
  const { key, ttlMs } = idempotencyKeyFor(input.lead.kind, client.ipHash, input.lead.payload, input.idempotencyKey);
  const outcome = await runOnce<SubmitResult>(db, key, ttlMs, now.getTime(), async (trx) => {
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
  return outcome.value ?? { status_code: 409, description: REQUEST_IN_PROGRESS, lead_number: "" };
}

export type OpportunityResult = { status_code: number; url: string; description?: string };

export function bookingUrl(token: string): string {
  return `/booking/${token}`;
}

/** Stores a quick-calculator request under an unguessable token and answers the booking page's url. */
export async function createOpportunity(input: {
  request: QuickQuoteQuery;
  client: Client;
  idempotencyKey?: string;
  now?: Date;
  db?: Db;
}): Promise<OpportunityResult> {
  const db = input.db ?? (await getDb());
  const now = input.now ?? new Date();
  const client = clientInfo(input.client);
  const { key, ttlMs } = idempotencyKeyFor("opportunity", client.ipHash, input.request, input.idempotencyKey);
  const outcome = await runOnce<OpportunityResult>(db, key, ttlMs, now.getTime(), async (trx) => {
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
  return outcome.value ?? { status_code: 409, url: "", description: REQUEST_IN_PROGRESS };
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

export async function listLeadsSince(since: Date, db?: Db): Promise<LeadRow[]> {
  return repo.selectLeadsSince(db ?? (await getDb()), since);
}
