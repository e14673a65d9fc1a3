import type Stripe from "stripe";
import type { Db } from "@/lib/db";
import { BOOKING_PATH } from "@/lib/seo";
import { bookingLeadOfToken } from "./booking-lead";
import type { OrderLookup } from "./orders";
import { queueNotice } from "./repository";

/** Reuse an open Checkout session while it has at least this long to live. */
const SESSION_REUSE_MARGIN_MS = 10 * 60_000;

export type CardSetupOutcome =
  { kind: "redirect"; url: string } | { kind: "not-found" } | { kind: "not-signed" } | { kind: "already-saved" };

function returnUrls(siteUrl: string, token: string) {
  return {
    success_url: new URL(`/api/opportunity/${token}/card/return?session_id={CHECKOUT_SESSION_ID}`, siteUrl)
      .toString()
      .replace("%7BCHECKOUT_SESSION_ID%7D", "{CHECKOUT_SESSION_ID}"),
    cancel_url: new URL(`${BOOKING_PATH}/${token}`, siteUrl).toString(),
  };
}

/**
 * Sends the visitor to Stripe Checkout in setup mode to save a card without charging it: Stripe hosts the
 * card form, so no third-party script runs on our pages and the CSP stays as it is. One customer per booking
 * (its creation keyed by the lead number), and an open session is reused, so reloading the link costs nothing.
 */
export async function startCardSetup(
  db: Db,
  stripe: Stripe,
  input: { token: string; siteUrl: string; now: Date },
  findSignedOrder: OrderLookup,
): Promise<CardSetupOutcome> {
  const lead = await bookingLeadOfToken(db, input.token);
  if (!lead) return { kind: "not-found" };
  if (!(await findSignedOrder(db, lead.id))) return { kind: "not-signed" };
  const card = await db.selectFrom("payment_cards").selectAll().where("lead_id", "=", lead.id).executeTakeFirst();
  if (card?.saved_at) return { kind: "already-saved" };
  if (card && Date.parse(card.checkout_expires_at) - input.now.getTime() > SESSION_REUSE_MARGIN_MS)
    return { kind: "redirect", url: card.checkout_url };
  const customerId =
    card?.customer_id ??
    (
      await stripe.customers.create(
        { email: lead.email, name: lead.firstName || undefined, metadata: { lead_number: lead.leadNumber } },
        { idempotencyKey: `${lead.leadNumber}-customer` },
      )
    ).id;
  const session = await stripe.checkout.sessions.create({
    mode: "setup",
    customer: customerId,
    currency: "usd",
    allowed_payment_method_types: ["card"],
    client_reference_id: lead.id,
    metadata: { lead_number: lead.leadNumber },
    ...returnUrls(input.siteUrl, input.token),
  });
  if (!session.url) throw new Error("Stripe returned a Checkout session without its page", { cause: session.id });
  const values = {
    customer_id: customerId,
    checkout_session_id: session.id,
    checkout_url: session.url,
    checkout_expires_at: new Date(session.expires_at * 1000).toISOString(),
  };
  await db
    .insertInto("payment_cards")
    .values({ lead_id: lead.id, ...values, created_at: input.now.toISOString() })
    .onConflict((oc) => oc.column("lead_id").doUpdateSet(values))
    .execute();
  return { kind: "redirect", url: session.url };
}

export type CardSaveOutcome = "saved" | "already-saved" | "unknown-session" | "incomplete";

function cardOf(intent: Stripe.SetupIntent | string | null) {
  if (!intent || typeof intent === "string" || intent.status !== "succeeded") return undefined;
  const method = intent.payment_method;
  if (!method || typeof method === "string" || !method.card) return undefined;
  return { setupIntent: intent.id, method: method.id, brand: method.card.brand, last4: method.card.last4 };
}

/**
 * Records the card a completed Checkout session saved, read back from Stripe (never from the request that
 * announced it), for the webhook and the visitor's return alike: the first to arrive saves it and queues the
 * visitor's e-mail, the second finds it saved.
 */
export async function saveCardFromSession(
  db: Db,
  stripe: Stripe,
  sessionId: string,
  now: Date,
  leadId?: string,
): Promise<CardSaveOutcome> {
  const row = await db
    .selectFrom("payment_cards")
    .selectAll()
    .where("checkout_session_id", "=", sessionId)
    .executeTakeFirst();
  if (!row || (leadId !== undefined && row.lead_id !== leadId)) return "unknown-session";
  if (row.saved_at) return "already-saved";
  const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ["setup_intent.payment_method"] });
  const card = session.status === "complete" ? cardOf(session.setup_intent) : undefined;
  if (!card) return "incomplete";
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("payment_cards")
      .set({
        setup_intent_id: card.setupIntent,
        payment_method_id: card.method,
        brand: card.brand,
        last4: card.last4,
        saved_at: now.toISOString(),
      })
      .where("checkout_session_id", "=", sessionId)
      .where("saved_at", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return "already-saved";
    await queueNotice(trx, { leadId: row.lead_id, paymentId: null, notice: "card_saved" }, now);
    return "saved";
  });
}
