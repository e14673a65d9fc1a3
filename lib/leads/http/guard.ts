import { getEnv } from "@/lib/config/env";
import { HONEYPOT_FIELD } from "@/lib/quote";
import { RATE_LIMIT_BUCKETS, consume } from "@/lib/rate-limit";
import { hashIp } from "../ip-hash";
import { IDEMPOTENCY_KEY_PATTERN } from "./limits";
import { json, submitError } from "./responses";
import type { Client } from "../service";

/** Per-IP limit on lead-creating calls; the answer to send when it is exceeded, else undefined. */
export async function leadRateLimit(client: Client, extra: Record<string, unknown> = { lead_number: "" }): Promise<Response | undefined> {
  const env = getEnv();
  const result = await consume(
    RATE_LIMIT_BUCKETS.leads,
    hashIp(client.ip),
    env.RATE_LIMIT_LEADS,
    env.RATE_LIMIT_LEADS_WINDOW_SECONDS * 1000,
  );
  if (result.ok) return undefined;
  return json(
    { status_code: 429, description: "Too many requests. Please try again later or call us.", ...extra },
    429,
    { "Retry-After": String(result.retryAfterSeconds) },
  );
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
