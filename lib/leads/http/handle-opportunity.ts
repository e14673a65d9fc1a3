import { randomBytes } from "node:crypto";
import { quickQuoteQuerySchema } from "@/lib/quote/server";
import { OPPORTUNITY_TOKEN_BYTES } from "../constants";
import { bookingUrl, createOpportunity } from "../service";
import { clientOf } from "./client";
import { OverBudgetError, idempotencyKeyOf, isBot, leadBudget, overBudget } from "./guard";
import { MAX_BODY_BYTES, QUOTE_FORM_URL } from "./limits";
import { INVALID_FIELDS, fieldErrors, json, serverError } from "./responses";

/** GET opportunity/create-and-redirect-booking: the quick calculator's request, stored as an opportunity. */
export async function handleOpportunityGet(request: Request): Promise<Response> {
  try {
    if (request.url.length > MAX_BODY_BYTES) {
      return json({ status_code: 413, url: QUOTE_FORM_URL, description: "The request is too large." }, 413);
    }
    const key = idempotencyKeyOf(request);
    if (!key.ok) return key.response;
    const query = Object.fromEntries(new URL(request.url).searchParams);
    if (isBot(query)) {
      // Looks like any other booking link; nothing behind it.
      return json({ status_code: 200, url: bookingUrl(randomBytes(OPPORTUNITY_TOKEN_BYTES).toString("base64url")) }, 200);
    }
    const parsed = quickQuoteQuerySchema.safeParse(query);
    if (!parsed.success) {
      return json(
        { status_code: 400, url: QUOTE_FORM_URL, description: INVALID_FIELDS, errors: fieldErrors(parsed.error) },
        400,
      );
    }
    const client = clientOf(request);
    const result = await createOpportunity({ request: parsed.data, client, admit: leadBudget(client), idempotencyKey: key.key });
    return json(result, result.status_code);
  } catch (error) {
    if (error instanceof OverBudgetError) return overBudget(error.retryAfterSeconds, { url: QUOTE_FORM_URL });
    return serverError(error, "opportunity intake");
  }
}
