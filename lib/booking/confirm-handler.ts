import { getEnv } from "@/lib/config/env";
import { requestSignals } from "@/lib/conversions";
import { getDb } from "@/lib/db";
import { INVALID_FIELDS, clientOf, crossSiteRefusal, fieldErrors, json, readJsonBody } from "@/lib/http";
import { intakeFailed, leadRateLimit } from "@/lib/leads";
import { confirmOpportunity, type ConfirmOutcome } from "./confirm";
import { TOKEN_PATTERN, bookingMessages } from "./constants";
import { confirmRequestSchema, type ConfirmResult } from "./confirm-schema";
import { loadBooking } from "./load-booking";
import { windowOf } from "./windows";

function answer(result: ConfirmResult): Response {
  return json(result, result.status_code);
}

const NOT_FOUND: ConfirmResult = { status_code: 404, description: bookingMessages.notFound };

function outcomeAnswer(outcome: ConfirmOutcome): Response {
  switch (outcome.kind) {
    case "confirmed":
    case "already-confirmed":
      return answer({ status_code: 200, description: bookingMessages.confirmed, window: outcome.window });
    case "conflict":
      return answer({ status_code: 409, description: bookingMessages.conflict, window: outcome.window });
    case "contact-conflict":
      return answer({ status_code: 409, description: bookingMessages.contactConflict, window: outcome.window });
    case "not-found":
      return answer(NOT_FOUND);
  }
}

/**
 * POST /api/opportunity/{token}/confirm: the booking page's confirm step. Another site's request is refused,
 * the token is checked before the
 * body is read, the body with the same rules the page's form uses, and the window is priced on the server
 * (the browser only names the kind it chose).
 */
export async function handleConfirmPost(request: Request, token: string): Promise<Response> {
  try {
    const crossSite = crossSiteRefusal(request, getEnv().SITE_URL);
    if (crossSite) return answer({ status_code: 403, description: crossSite });
    if (!TOKEN_PATTERN.test(token)) return answer(NOT_FOUND);
    const body = await readJsonBody(request);
    if (!body.ok) return answer({ status_code: body.status, description: body.description });

    const now = new Date();
    const db = await getDb();
    const booking = await loadBooking(db, token, now);
    if (!booking) return answer(NOT_FOUND);
    const parsed = confirmRequestSchema(booking.missing).safeParse(body.value);
    if (!parsed.success) {
      return answer({ status_code: 400, description: INVALID_FIELDS, errors: fieldErrors(parsed.error) });
    }
    // Only well-formed confirmations spend the client's budget.
    const limited = await leadRateLimit(db, clientOf(request), {});
    if (limited) return limited;
    const { window: kind, consent } = parsed.data;
    const chosen = windowOf(booking.windows, kind);
    const r = booking.request;
    const outcome = await confirmOpportunity(db, {
      token,
      window: { kind, from: chosen.from, to: chosen.to, low: chosen.price?.low, high: chosen.price?.high },
      contact: {
        firstName: r.first_name ?? parsed.data.first_name,
        email: r.email ?? parsed.data.email,
        phone: r.phone ?? parsed.data.phone,
      },
      consent,
      now,
      conversion: { request: requestSignals(request.headers), clientIp: clientOf(request).ip },
    });
    return outcomeAnswer(outcome);
  } catch (error) {
    return intakeFailed(error, "booking confirmation");
  }
}
