import Stripe from "stripe";
import { getEnv, type Env } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { INVALID_FIELDS, fieldErrors, json, readBodyText, serverError } from "@/lib/http";
import { BOOKING_PATH } from "@/lib/seo";
import { MAX_STRIPE_EVENT_BYTES, STRIPE_SIGNATURE_TOLERANCE_S, paymentMessages as m } from "./constants";
import { bookingLeadOfToken } from "./booking-lead";
import { startAuthentication } from "./authenticate";
import { saveCardFromSession, startCardSetup } from "./card";
import type { OrderLookup } from "./orders";
import { overBudget } from "./limits";
import { recordStripeEvent } from "./repository";
import { checkStripeEvent } from "./stripe-event-schema";
import { applyStripeEvent } from "./stripe-events";
import { stripeFromEnv } from "./stripe-client";

const answer = (status: number, description: string) => json({ status_code: status, description }, status);

const BODY_REFUSALS = { "too-large": 413, "not-utf8": 400, bom: 400, aborted: 400 } as const;

/**
 * POST /api/payments/stripe: Stripe's webhook. The signature is checked by the library (constructEvent over
 * the raw body, Stripe-Signature, 5 minutes' tolerance), so a forged or replayed request is a 400 and changes
 * nothing; each event id is stored once, so a redelivery is answered 200 and acted on once. Each client key has
 * RATE_LIMIT_STRIPE_WEBHOOKS a minute, counted before the body is read (429 with Retry-After beyond).
 */
export async function handleStripeWebhook(request: Request, env: Env = getEnv()): Promise<Response> {
  try {
    const setup = stripeFromEnv(env);
    if (!setup) return answer(503, m.notConfigured);
    const limited = overBudget(request, "stripe-webhooks", env);
    if (limited) return limited;
    const body = await readBodyText(request, MAX_STRIPE_EVENT_BYTES);
    if (!body.ok) return answer(BODY_REFUSALS[body.reason], body.reason);
    const signature = request.headers.get("stripe-signature");
    if (!signature) return answer(400, m.missingSignature);
    let verified: unknown;
    try {
      verified = setup.stripe.webhooks.constructEvent(
        body.text,
        signature,
        setup.webhookSecret,
        STRIPE_SIGNATURE_TOLERANCE_S,
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) return answer(400, m.badSignature);
      // The library parses the body only once the signature holds: a signed body that is not JSON.
      if (error instanceof SyntaxError) return answer(400, m.notJson);
      throw error;
    }
    const checked = checkStripeEvent(verified);
    if (!checked.ok) {
      return json({ status_code: 400, description: INVALID_FIELDS, errors: fieldErrors(checked.error) }, 400);
    }
    const event = checked.event;
    const db = await getDb();
    const seen = await db.selectFrom("stripe_events").select("id").where("id", "=", event.id).executeTakeFirst();
    if (seen) return answer(200, m.duplicate);
    const now = new Date();
    const outcome = await applyStripeEvent(db, setup.stripe, event, now);
    if (!(await recordStripeEvent(db, event, outcome, now))) return answer(200, m.duplicate);
    if (outcome === "amount-mismatch") return answer(409, m.amountMismatch);
    return answer(200, outcome === "handled" ? m.handled : m.ignored);
  } catch (error) {
    return serverError(error, "Stripe webhook", { status_code: 500, description: m.failed });
  }
}

const redirect = (url: string) =>
  new Response(null, { status: 303, headers: { Location: url, "Cache-Control": "no-store" } });
const bookingPage = (env: Env, token: string, hash = "") =>
  new URL(`${BOOKING_PATH}/${token}${hash}`, env.SITE_URL).toString();

/**
 * GET /api/opportunity/{token}/card: the booking page's "Save a card" link (a link, not a form: the CSP's
 * form-action 'self' would stop a form's redirect to Stripe). Answers 303 to Stripe's hosted Checkout page.
 * This link and the two below share RATE_LIMIT_PAYMENT_LINKS per client key: each may ask Stripe something.
 */
export async function handleCardSetup(
  request: Request,
  token: string,
  findSignedOrder: OrderLookup,
  env: Env = getEnv(),
): Promise<Response> {
  try {
    const setup = stripeFromEnv(env);
    if (!setup) return answer(503, m.notConfigured);
    const limited = overBudget(request, "payment-links", env);
    if (limited) return limited;
    const outcome = await startCardSetup(
      await getDb(),
      setup.stripe,
      { token, siteUrl: env.SITE_URL, now: new Date() },
      findSignedOrder,
    );
    switch (outcome.kind) {
      case "redirect":
        return redirect(outcome.url);
      case "not-found":
        return answer(404, m.unknownBooking);
      case "not-signed":
        return answer(409, m.notSigned);
      case "already-saved":
        return redirect(bookingPage(env, token, "#payment"));
    }
  } catch (error) {
    return serverError(error, "Card setup", { status_code: 500, description: m.failed });
  }
}

/**
 * GET /api/opportunity/{token}/card/return?session_id=…: where Checkout sends the visitor back. The card is
 * read from Stripe now, so the page shows it at once even if the webhook is still on its way.
 */
export async function handleCardReturn(request: Request, token: string, env: Env = getEnv()): Promise<Response> {
  try {
    const setup = stripeFromEnv(env);
    if (!setup) return answer(503, m.notConfigured);
    const limited = overBudget(request, "payment-links", env);
    if (limited) return limited;
    const sessionId = new URL(request.url).searchParams.get("session_id");
    if (!sessionId || !/^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) return answer(404, m.unknownSession);
    const db = await getDb();
    const lead = await bookingLeadOfToken(db, token);
    if (!lead) return answer(404, m.unknownBooking);
    const saved = await saveCardFromSession(db, setup.stripe, sessionId, new Date(), lead.id);
    if (saved === "unknown-session") return answer(404, m.unknownSession);
    return redirect(bookingPage(env, token, "#payment"));
  } catch (error) {
    return serverError(error, "Card return", { status_code: 500, description: m.failed });
  }
}

/**
 * GET /api/opportunity/{token}/payment/confirm: the link in the "confirm your payment" e-mail and on the booking
 * page. Answers 303 to the bank's authentication page, or back to the booking page when there is nothing to do.
 */
export async function handlePaymentConfirm(request: Request, token: string, env: Env = getEnv()): Promise<Response> {
  try {
    const setup = stripeFromEnv(env);
    if (!setup) return answer(503, m.notConfigured);
    const limited = overBudget(request, "payment-links", env);
    if (limited) return limited;
    const returnUrl = bookingPage(env, token);
    const outcome = await startAuthentication(await getDb(), setup.stripe, { token, returnUrl, now: new Date() });
    if (outcome.kind === "not-found") return answer(404, m.unknownBooking);
    return redirect(outcome.kind === "redirect" ? outcome.url : bookingPage(env, token, "#payment"));
  } catch (error) {
    return serverError(error, "Payment confirmation", { status_code: 500, description: m.failed });
  }
}
