import { publicEnv } from "@/lib/config/public-env";
import {
  buildInternationalLeadPayload,
  buildQuickQuoteParams,
  buildSimpleCreateSdkPayload,
  type SubmitContext,
} from "./builders";
import { HONEYPOT_FIELD } from "./constants";
import type { QuoteFormValues } from "./form-schema";
import {
  SUBMIT_FAILURE,
  redirectResultSchema,
  submitResultSchema,
  type RedirectResult,
  type SubmitResult,
} from "./submit-result";

/**
 * The browser side of the quote endpoints: pure fetch wrappers over the lib/quote payload builders. They
 * never throw; a network or parse failure becomes SUBMIT_FAILURE and is logged with its cause.
 */

const QUOTE_ENDPOINTS = {
  sdk: "leads/simple-create-sdk",
  international: "lead",
  quick: "opportunity/create-and-redirect-booking",
} as const;

/** One submission attempt: the same key for every send of it, so a double click or retry makes one lead. */
export type SubmitAttempt = SubmitContext & { idempotencyKey: string; honeypot?: string };

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

function endpoint(path: string): string {
  return `${publicEnv.apiBase}/${path}`;
}

function withHoneypot<T extends object>(body: T, honeypot: string | undefined): T {
  return honeypot ? { ...body, [HONEYPOT_FIELD]: honeypot } : body;
}

async function readJson(response: Response): Promise<unknown> {
  return (await response.json()) as unknown;
}

function logFailure(what: string, cause: unknown): void {
  console.error(new Error(`Quote submit failed: ${what}`, { cause }));
}

/** POSTs the full form to call 6 (domestic) or call 7 (international). */
export async function submitLead(values: QuoteFormValues, attempt: SubmitAttempt): Promise<SubmitResult> {
  const international = values.mode === "international";
  const payload = international
    ? buildInternationalLeadPayload(values, attempt)
    : buildSimpleCreateSdkPayload(values, attempt);
  const path = international ? QUOTE_ENDPOINTS.international : QUOTE_ENDPOINTS.sdk;
  try {
    const response = await fetch(endpoint(path), {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": attempt.idempotencyKey },
      body: JSON.stringify(withHoneypot(payload, attempt.honeypot)),
    });
    const parsed = submitResultSchema.safeParse(await readJson(response));
    if (parsed.success) return parsed.data;
    logFailure(`${path} answered an unexpected body (HTTP ${response.status})`, parsed.error);
  } catch (error) {
    logFailure(path, error);
  }
  return SUBMIT_FAILURE;
}

export type QuickResult = RedirectResult | typeof SUBMIT_FAILURE;

/** GETs call 8 with the quick calculator's query; the answer carries the booking page's url. */
export async function submitQuick(values: QuoteFormValues, attempt: SubmitAttempt): Promise<QuickResult> {
  const params = buildQuickQuoteParams(values, attempt);
  if (attempt.honeypot) params.set(HONEYPOT_FIELD, attempt.honeypot);
  try {
    const response = await fetch(`${endpoint(QUOTE_ENDPOINTS.quick)}?${params.toString()}`, {
      headers: { "Idempotency-Key": attempt.idempotencyKey },
    });
    const parsed = redirectResultSchema.safeParse(await readJson(response));
    if (parsed.success) return parsed.data;
    logFailure(`quick calculator answered an unexpected body (HTTP ${response.status})`, parsed.error);
  } catch (error) {
    logFailure(QUOTE_ENDPOINTS.quick, error);
  }
  return SUBMIT_FAILURE;
}

/**
 * The calculator follows the answer's url to the booking page (200). A 400's url names the form, where the
 * visitor already is: following it would take them from /quote to the home page's form, so they stay, with
 * the messages beside the fields.
 */
export function shouldFollow(result: QuickResult): result is RedirectResult {
  return "url" in result && result.status_code === 200 && result.url !== "";
}
