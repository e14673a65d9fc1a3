import { internationalLeadSchema, simpleCreateSchema, simpleCreateSdkSchema } from "@/lib/quote";
import type { LeadKind } from "../constants";
import type { LeadPayload } from "../lead-record";
import { estimateForLead } from "../lead-estimate";
import { decoyLeadNumber } from "../lead-number";
import { createLead, LEAD_RECEIVED } from "../service";
import { clientOf } from "./client";
import { idempotencyKeyOf, isBot, leadRateLimit } from "./guard";
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
 * The whole of a lead POST: content type and size, rate limit, honeypot, validation with the form's
 * schema, then one idempotent write. Route files only pick the kind.
 */
export async function handleLeadPost(request: Request, kind: PostedLeadKind): Promise<Response> {
  try {
    const body = await readJsonBody(request);
    if (!body.ok) return body.response;
    const key = idempotencyKeyOf(request);
    if (!key.ok) return key.response;
    const client = clientOf(request);
    const limited = await leadRateLimit(client);
    if (limited) return limited;
    if (isBot(body.value)) {
      return json({ status_code: 200, description: LEAD_RECEIVED, lead_number: decoyLeadNumber(new Date()) }, 200);
    }
    const parsed = parseLead(kind, body.value);
    if (!parsed.ok) return submitError(400, INVALID_FIELDS, { errors: fieldErrors(parsed.error) });
    const result = await createLead({
      lead: parsed.lead,
      client,
      idempotencyKey: key.key,
      estimate: estimateForLead(parsed.lead),
    });
    return json(result, result.status_code);
  } catch (error) {
    return serverError(error, `lead intake (${kind})`);
  }
}
