import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com), both directions: the shipment events the
 * broker's dispatch system sends us, and the leads we send to the CRM. The signed content is
 * `${webhook-id}.${webhook-timestamp}.${body}`, HMAC-SHA256, base64, sent as `v1,<signature>`; several
 * space-separated signatures let a sender sign with the old and the new secret while a secret rotates.
 *
 * Written on node:crypto rather than the `standardwebhooks` package: that package computes HMAC-SHA256 in
 * JavaScript (fast-sha256, @stablelib/base64) and takes one secret per instance, so rotation would loop over
 * instances anyway; the whole scheme is the fifty lines below, checked against the spec's own test vector.
 */
const WEBHOOK_HEADERS = {
  id: "webhook-id",
  timestamp: "webhook-timestamp",
  signature: "webhook-signature",
} as const;

/** How far a webhook's timestamp may be from our clock, either way: the spec's five minutes. */
const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

const SECRET_PREFIX = "whsec_";
const VERSION = "v1";
/** The spec's advice for secret sizes; a shorter key is refused at start-up. */
const MIN_SECRET_BYTES = 24;
const MAX_SECRET_BYTES = 64;
/** webhook-id values we accept: the spec's msg_… ids, UUIDs, ULIDs; anything longer is not an id. */
const WEBHOOK_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
/**
 * An HMAC-SHA256 in standard base64, exactly: 32 bytes are 43 characters and one "=". Node's decoder would
 * otherwise accept URL-safe letters, missing padding and trailing junk, so two different strings could pass
 * as the same signature.
 */
const SIGNATURE_BASE64 = /^[A-Za-z0-9+/]{43}=$/;

/**
 * The HMAC key of a secret: `whsec_<base64>` is decoded as the spec says; any other string (a
 * LEAD_WEBHOOK_SECRET set before signing followed the spec) is used as its UTF-8 bytes, which receivers
 * read with the libraries' "raw" secret format.
 */
function secretKey(secret: string): Buffer {
  return secret.startsWith(SECRET_PREFIX)
    ? Buffer.from(secret.slice(SECRET_PREFIX.length), "base64")
    : Buffer.from(secret, "utf8");
}

/** Printable ASCII: a plain secret's bytes must read the same in every receiver's library and shell. */
const PLAIN_SECRET = /^[\x21-\x7e]+$/;

/**
 * Why a secret we sign with is not usable, or undefined when it is: a `whsec_` secret as the spec says, or a
 * plain one (LEAD_WEBHOOK_SECRET from before signing followed the spec) of printable ASCII, since receivers
 * read a raw secret as bytes in whatever encoding their platform assumes.
 */
export function signingSecretProblem(secret: string): string | undefined {
  if (secret.startsWith(SECRET_PREFIX)) return secretProblem(secret);
  if (!PLAIN_SECRET.test(secret)) {
    return "a plain secret must be printable ASCII (no spaces, accents or other non-ASCII letters): receivers would read its bytes differently; use a whsec_ secret";
  }
  return undefined;
}

/** Why a `whsec_` secret is not usable, or undefined when it is. */
export function secretProblem(secret: string): string | undefined {
  if (!secret.startsWith(SECRET_PREFIX)) return `a secret must start with ${SECRET_PREFIX}`;
  const encoded = secret.slice(SECRET_PREFIX.length);
  if (!BASE64.test(encoded)) return `a ${SECRET_PREFIX} secret must be base64 after its prefix`;
  const size = Buffer.from(encoded, "base64").length;
  if (size < MIN_SECRET_BYTES || size > MAX_SECRET_BYTES)
    return `a ${SECRET_PREFIX} secret must hold ${MIN_SECRET_BYTES}–${MAX_SECRET_BYTES} bytes (it holds ${size})`;
  return undefined;
}

/** One or more secrets in one setting, separated by spaces or commas. */
export function splitSecrets(value: string): string[] {
  return value.split(/[\s,]+/).filter((s) => s !== "");
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` for one secret. */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const mac = createHmac("sha256", secretKey(secret)).update(`${id}.${timestampSeconds}.${body}`).digest("base64");
  return `${VERSION},${mac}`;
}

/** The three headers of a signed delivery, with one signature per secret (rotation: old and new). */
export function webhookHeaders(
  secrets: readonly string[],
  id: string,
  body: string,
  now: Date = new Date(),
): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    [WEBHOOK_HEADERS.id]: id,
    [WEBHOOK_HEADERS.timestamp]: String(timestamp),
    [WEBHOOK_HEADERS.signature]: secrets.map((s) => signWebhook(s, id, timestamp, body)).join(" "),
  };
}

export type Verified =
  | { ok: true; id: string; timestamp: Date }
  | { ok: false; reason: "missing-headers" | "bad-timestamp" | "stale" | "bad-signature" };

type HeaderSource = { get(name: string): string | null };

/**
 * Checks a delivery against every configured secret: the headers are present and well-formed, the
 * timestamp is within the tolerance, and one `v1` signature matches one secret (compared in constant time).
 */
export function verifyWebhook(
  secrets: readonly string[],
  headers: HeaderSource,
  body: string,
  now: Date = new Date(),
): Verified {
  const id = headers.get(WEBHOOK_HEADERS.id);
  const timestamp = headers.get(WEBHOOK_HEADERS.timestamp);
  const signatures = headers.get(WEBHOOK_HEADERS.signature);
  if (!id || !timestamp || !signatures || !WEBHOOK_ID_PATTERN.test(id)) return { ok: false, reason: "missing-headers" };
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: "bad-timestamp" };
  const seconds = Number(timestamp);
  if (Math.abs(now.getTime() / 1000 - seconds) > WEBHOOK_TOLERANCE_SECONDS) return { ok: false, reason: "stale" };
  const offered = signatures
    .split(" ")
    .map((s) => s.split(","))
    .flatMap(([version, mac]) =>
      version === VERSION && mac && SIGNATURE_BASE64.test(mac) ? [Buffer.from(mac, "base64")] : [],
    );
  for (const secret of secrets) {
    const expected = Buffer.from(signWebhook(secret, id, seconds, body).slice(VERSION.length + 1), "base64");
    if (offered.some((mac) => mac.length === expected.length && timingSafeEqual(mac, expected))) {
      return { ok: true, id, timestamp: new Date(seconds * 1000) };
    }
  }
  return { ok: false, reason: "bad-signature" };
}
