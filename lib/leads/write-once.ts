import type { Db } from "@/lib/db";
import type { Client } from "@/lib/http";
import { DUPLICATE_BODY_TTL_MS, IDEMPOTENCY_KEY_TTL_MS } from "./constants";
import { requestHash, runOnce } from "./idempotency";
import { hashIp } from "./ip-hash";
import type { ClientInfo } from "./repository";

export const REQUEST_IN_PROGRESS = "This request is already being processed.";
export const IDEMPOTENCY_KEY_REUSED =
  "This Idempotency-Key was already used for a different request. Send a new key with each new request.";

/** The client as a stored row keeps it: the IP only as its salted hash. */
export function clientInfo(client: Client): ClientInfo {
  return { ipHash: hashIp(client.ip), userAgent: client.userAgent?.slice(0, 500) ?? null };
}

export type WriteOnceRequest = {
  /** What is written (a lead kind, "opportunity"): the same body sent to two endpoints is two requests. */
  scope: string;
  client: ClientInfo;
  body: unknown;
  idempotencyKey: string | undefined;
  now: Date;
};

/**
 * A retry carrying the same Idempotency-Key from the same client, or the same body from the same client
 * moments later, is one request. A key belongs to the client that sent it: another client's identical key
 * is another request.
 */
function idempotencyFor({ scope, client, body, idempotencyKey, now }: WriteOnceRequest) {
  const hash = requestHash(body);
  const key = idempotencyKey
    ? `key:${scope}:${client.ipHash}:${idempotencyKey}`
    : `body:${scope}:${client.ipHash}:${hash}`;
  return { key, hash, ttlMs: idempotencyKey ? IDEMPOTENCY_KEY_TTL_MS : DUPLICATE_BODY_TTL_MS, now: now.getTime() };
}

/**
 * Runs `write` in one transaction once per request and answers its result; a repeat answers the first
 * result, or `answers.inProgress` while the first still runs, or `answers.reused` when its key named another body.
 */
export async function writeOnce<T>(
  db: Db,
  request: WriteOnceRequest,
  write: (trx: Db) => Promise<T>,
  answers: { inProgress: T; reused: T },
): Promise<T> {
  const outcome = await runOnce<T>(db, idempotencyFor(request), write);
  if (outcome.kind === "mismatch") return answers.reused;
  return outcome.value ?? answers.inProgress;
}
