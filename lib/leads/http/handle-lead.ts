import { internationalLeadSchema, simpleCreateSchema, simpleCreateSdkSchema } from "@/lib/quote/server";
import type { LeadKind } from "../constants";
import type { LeadPayload } from "../lead-record";
import { estimateForLead } from "../lead-estimate";
import { decoyLeadNumber } from "../lead-number";
import { createLead, LEAD_RECEIVED } from "../service";
import { clientOf } from "./client";
import { OverBudgetError, idempotencyKeyOf, isBot, leadBudget, overBudget } from "./guard";
import { readJsonBody } from "./read-body";
import { INVALID_FIELDS, fieldErrors, json, serverError, submitError } from "./responses";

/** The kinds a POST can create; a booking lead is made by confirming a booking page. */
type PostedLeadKind = Exclude<LeadKind, "booking">;

function parseLead(kind: PostedLeadKind, body: unknown) {
  switch (kind) {
    case "sdk": {
      const r = simpleCreateSdkSchema.safeParse(body);
      return r.success ? { ok: true as const, lead: { kind, payload: r.data } satisfies LeadPayload } : { ok: false as const, error: r.error };
    }
    case "international": {
      const r = internationalLeadSchema.safeParse(body);
      return r.success ? { ok: true as const, lead: { kind, payload: r.data } satisfies LeadPayload } : { ok: false as const, error: r.error };
    }
    case "simple": {
      const r = simpleCreateSchema.safeParse(body);
      return r.success ? { ok: true as const, lead: { kind, payload: r.data } satisfies LeadPayload } : { ok: false as const, error: r.error };
    }
  }
}

/**
 * The whole of a lead POST: content type and size, honeypot, validation with the form's schema, then one
 * idempotent write that spends the client's lead budget only when it stores a lead. Route files only pick the kind.
 */
export async function handleLeadPost(request: Request, kind: PostedLeadKind): Promise<Response> {
  try {
    const body = await readJsonBody(request);
    if (!body.ok) return body.response;
    const key = idempotencyKeyOf(request);
    if (!key.ok) return key.response;
    if (isBot(body.value)) {
      return json({ status_code: 200, description: LEAD_RECEIVED, lead_number: decoyLeadNumber(new Date()) }, 200);
    }
    const parsed = parseLead(kind, body.value);
    if (!parsed.ok) return submitError(400, INVALID_FIELDS, { errors: fieldErrors(parsed.error) });
    const client = clientOf(request);
    const result = await createLead({
      lead: parsed.lead,
      client,
      admit: leadBudget(client),
      idempotencyKey: key.key,
      estimate: estimateForLead(parsed.lead),
    });
    return json(result, result.status_code);
  } catch (error) {
    if (error instanceof OverBudgetError) return overBudget(error.retryAfterSeconds);
    return serverError(error, `lead intake (${kind})`);
  }
}
