import { getEnv } from "@/lib/config/env";
import { requestSignals } from "@/lib/conversions";
import { getDb } from "@/lib/db";
import { INVALID_FIELDS, clientOf, crossSiteRefusal, fieldErrors, json, readJsonBody } from "@/lib/http";
import { estimateForLead } from "../lead-estimate";
import { LEAD_ENDPOINTS, parseLead, type LeadEndpoint, type PostedLeadKind } from "../lead-kinds";
import { decoyLeadNumber } from "../lead-number";
import { createLead, receivedAnswer } from "../service";
import { OverBudgetError, idempotencyKeyOf, isBot, leadBudget, overBudget } from "./guard";
import { intakeFailed, submitError } from "./responses";

/**
 * The whole of a lead POST: another site's request refused, content type and size, honeypot, validation with the kind's schema, then one
 * idempotent write that spends the client's lead budget only when it stores a lead.
 */
async function handleLeadPost(request: Request, kind: PostedLeadKind): Promise<Response> {
  try {
    const crossSite = crossSiteRefusal(request, getEnv().SITE_URL);
    if (crossSite) return submitError(403, crossSite);
    const body = await readJsonBody(request);
    if (!body.ok) return submitError(body.status, body.description);
    const key = idempotencyKeyOf(request);
    if (!key.ok) return key.response;
    if (isBot(body.value)) {
      return json(receivedAnswer(kind, decoyLeadNumber(new Date()), false), 200);
    }
    const parsed = parseLead(kind, body.value);
    if (!parsed.ok) return submitError(400, INVALID_FIELDS, { errors: fieldErrors(parsed.error) });
    const client = clientOf(request);
    const result = await createLead(await getDb(), {
      lead: parsed.lead,
      client,
      admit: leadBudget(client),
      idempotencyKey: key.key,
      estimate: estimateForLead(parsed.lead),
      signals: requestSignals(request.headers),
    });
    return json(result, result.status_code);
  } catch (error) {
    if (error instanceof OverBudgetError) return overBudget(error.retryAfterSeconds);
    return intakeFailed(error, `lead intake (${kind})`);
  }
}

/** A lead endpoint's route handler: `export const POST = leadRoute("<path>")` in app/api/<path>/route.ts. */
export function leadRoute(path: LeadEndpoint): (request: Request) => Promise<Response> {
  const kind = LEAD_ENDPOINTS[path];
  return (request) => handleLeadPost(request, kind);
}
