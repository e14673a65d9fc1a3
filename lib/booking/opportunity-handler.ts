import { QUOTE_HREF } from "@/lib/config";
import { getEnv } from "@/lib/config/env";
import { requestSignals, withRequestPrivacy } from "@/lib/conversions";
import { getDb } from "@/lib/db";
import { INVALID_FIELDS, MAX_JSON_BODY_BYTES, clientOf, crossSiteRefusal, fieldErrors, json } from "@/lib/http";
import { OverBudgetError, idempotencyKeyOf, intakeFailed, isBot, leadBudget, overBudget } from "@/lib/leads";
import { quickQuoteQuerySchema } from "@/lib/quote/server";
import { bookingUrl, createOpportunity, newToken } from "./opportunity";

/** Where the quick calculator sends a visitor whose request could not be read: back to the form. */
const QUOTE_FORM_URL = QUOTE_HREF;

/**
 * GET opportunity/create-and-redirect-booking: the quick calculator's request, stored as an opportunity. A GET
 * by the spec, yet it stores something, so another site's request is refused like a POST's; and it sends nothing.
 */
export async function handleOpportunityGet(request: Request): Promise<Response> {
  try {
    const crossSite = crossSiteRefusal(request, getEnv().SITE_URL);
    if (crossSite) return json({ status_code: 403, url: QUOTE_FORM_URL, description: crossSite }, 403);
    if (request.url.length > MAX_JSON_BODY_BYTES) {
      return json({ status_code: 413, url: QUOTE_FORM_URL, description: "The request is too large." }, 413);
    }
    const key = idempotencyKeyOf(request);
    if (!key.ok) return key.response;
    const query = Object.fromEntries(new URL(request.url).searchParams);
    // Looks like any other booking link; nothing behind it.
    if (isBot(query)) return json({ status_code: 200, url: bookingUrl(newToken()) }, 200);
    const parsed = quickQuoteQuerySchema.safeParse(query);
    if (!parsed.success) {
      return json(
        { status_code: 400, url: QUOTE_FORM_URL, description: INVALID_FIELDS, errors: fieldErrors(parsed.error) },
        400,
      );
    }
    const client = clientOf(request);
    // The booking confirmed from this opportunity inherits its signals: the calculator's GPC and opt-out too.
    const signals = withRequestPrivacy(parsed.data.signals, requestSignals(request.headers));
    const result = await createOpportunity(await getDb(), {
      request: { ...parsed.data, signals },
      client,
      admit: leadBudget(client),
      idempotencyKey: key.key,
    });
    return json(result, result.status_code);
  } catch (error) {
    if (error instanceof OverBudgetError) return overBudget(error.retryAfterSeconds, { url: QUOTE_FORM_URL });
    return intakeFailed(error, "opportunity intake");
  }
}
