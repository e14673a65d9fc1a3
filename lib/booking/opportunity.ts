import { randomBytes } from "node:crypto";
import type { Db } from "@/lib/db";
import type { Client } from "@/lib/http";
import { IDEMPOTENCY_KEY_REUSED, REQUEST_IN_PROGRESS, clientInfo, writeOnce } from "@/lib/leads";
import { KEY_REUSED_STATUS, type QuickQuoteQuery } from "@/lib/quote";
import { BOOKING_PATH } from "@/lib/seo";
import { OPPORTUNITY_TOKEN_BYTES, OPPORTUNITY_TTL_MS, TOKEN_PATTERN } from "./constants";
import type { OpportunityStatus } from "./constants";
import { findOpportunity, insertOpportunity } from "./repository";

export type OpportunityResult = { status_code: number; url: string; description?: string };

export function bookingUrl(token: string): string {
  return `${BOOKING_PATH}/${token}`;
}

export function newToken(): string {
  return randomBytes(OPPORTUNITY_TOKEN_BYTES).toString("base64url");
}

export type CreateOpportunityInput = {
  request: QuickQuoteQuery;
  client: Client;
  /** Runs first inside the write's transaction (the client's lead budget); throwing stops the write. */
  admit?: (trx: Db) => Promise<void>;
  idempotencyKey?: string;
  now?: Date;
};

/** Stores a quick-calculator request under an unguessable token and answers the booking page's url. */
export async function createOpportunity(db: Db, input: CreateOpportunityInput): Promise<OpportunityResult> {
  const now = input.now ?? new Date();
  const client = clientInfo(input.client);
  const request = { scope: "opportunity", client, body: input.request, idempotencyKey: input.idempotencyKey, now };
  return writeOnce<OpportunityResult>(
    db,
    request,
    async (trx) => {
      await input.admit?.(trx);
      const token = newToken();
      const expiresAt = new Date(now.getTime() + OPPORTUNITY_TTL_MS);
      await insertOpportunity(trx, { token, request: input.request, client, createdAt: now, expiresAt });
      return { status_code: 200, url: bookingUrl(token) };
    },
    {
      inProgress: { status_code: 409, url: "", description: REQUEST_IN_PROGRESS },
      reused: { status_code: KEY_REUSED_STATUS, url: "", description: IDEMPOTENCY_KEY_REUSED },
    },
  );
}

export type Opportunity = {
  token: string;
  request: QuickQuoteQuery;
  status: OpportunityStatus;
  createdAt: string;
  expiresAt: string;
};

/** The stored request behind a booking link; undefined when the token is unknown or expired. */
export async function getOpportunityByToken(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<Opportunity | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const row = await findOpportunity(db, token);
  if (!row || row.expires_at <= now.toISOString()) return undefined;
  return {
    token: row.token,
    request: JSON.parse(row.request_json) as QuickQuoteQuery,
    status: row.status,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}
