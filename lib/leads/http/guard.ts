import { getEnv } from "@/lib/config/env";
import type { Db } from "@/lib/db";
import { clientKey, json, type Client } from "@/lib/http";
import { HONEYPOT_FIELD } from "@/lib/quote";
import { RATE_LIMIT_BUCKETS, consume } from "@/lib/rate-limit";
import { hashIp } from "../ip-hash";
import { IDEMPOTENCY_KEY_PATTERN } from "./limits";
import { TOO_MANY_LEADS, submitError } from "./responses";

/** Thrown inside a lead's write when its client has spent the budget: the write rolls back. */
export class OverBudgetError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("The client's lead budget for this window is spent");
  }
}

/** Counted per client key (an IPv6 client's whole /64), hashed like every IP the store keeps. */
async function spend(db: Db, client: Client) {
  const env = getEnv();
  const windowMs = env.RATE_LIMIT_LEADS_WINDOW_SECONDS * 1000;
  const key = hashIp(clientKey(client.ip));
  return consume(db, RATE_LIMIT_BUCKETS.leads, key, env.RATE_LIMIT_LEADS, windowMs, Date.now());
}

/**
 * The per-client lead limit, spent inside the transaction that stores the lead: only a request that really
 * makes a lead counts, not a replay, a refused key or junk sent in someone else's name.
 */
export function leadBudget(client: Client): (trx: Db) => Promise<void> {
  return async (trx) => {
    const result = await spend(trx, client);
    if (!result.ok) throw new OverBudgetError(result.retryAfterSeconds);
  };
}

export function overBudget(retryAfterSeconds: number, extra: Record<string, unknown> = { lead_number: "" }): Response {
  return json({ status_code: 429, description: TOO_MANY_LEADS, ...extra }, 429, {
    "Retry-After": String(retryAfterSeconds),
  });
}

/** Per-IP lead limit checked on its own (the booking confirm); the answer to send when exceeded, else undefined. */
export async function leadRateLimit(
  db: Db,
  client: Client,
  extra: Record<string, unknown> = { lead_number: "" },
): Promise<Response | undefined> {
  const result = await spend(db, client);
  return result.ok ? undefined : overBudget(result.retryAfterSeconds, extra);
}

/** True when the hidden field people never see was filled in. */
export function isBot(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}

export type KeyResult = { ok: true; key: string | undefined } | { ok: false; response: Response };

export function idempotencyKeyOf(request: Request): KeyResult {
  const header = request.headers.get("idempotency-key");
  if (header === null || header.trim() === "") return { ok: true, key: undefined };
  if (!IDEMPOTENCY_KEY_PATTERN.test(header.trim())) {
    return { ok: false, response: submitError(400, "The Idempotency-Key header is not valid.") };
  }
  return { ok: true, key: header.trim() };
}
