import type Stripe from "stripe";
import type { Env } from "@/lib/config/env";
import type { Db } from "@/lib/db";
import { SALES_FROM, renderEmail, visitorMailOptions, type Mailer } from "@/lib/email";
import { customerMessage, type DomainChannel as Channel } from "@/lib/leads";
import { BOOKING_PATH } from "@/lib/seo";
import { CONFIRM_PAYMENT_LINK } from "./authenticate";
import { NOTICE_CHANNEL, PAYMENT_STATUS, STRIPE_CHANNEL } from "./constants";
import { salesNotice, visitorNotice, type NoticeFacts } from "./notice-content";
import { settlePayment } from "./repository";
import { sendPayment } from "./send-payment";
import { stripeFromEnv } from "./stripe-client";

/**
 * The stripe channel sends the charge or refund behind an outbox row. Without Stripe configured the site takes
 * payment by phone: the row ends as no_card and sales is told, so nothing waits for keys that never come.
 */
function stripeChannel(stripe: Stripe | undefined): Channel {
  return {
    name: STRIPE_CHANNEL,
    async send(_subject, deliveryId, db) {
      if (stripe) return sendPayment(db, stripe, deliveryId);
      const payment = await db
        .selectFrom("payments")
        .selectAll()
        .where("outbox_id", "=", deliveryId)
        .executeTakeFirst();
      if (payment?.status === PAYMENT_STATUS.queued && payment.kind === "charge")
        await settlePayment(db, payment, { status: PAYMENT_STATUS.no_card }, "no_card", new Date());
    },
  };
}

/** The booking page's token of a lead's booking, for the e-mails' links. */
async function tokenOf(db: Db, payloadJson: string): Promise<string | undefined> {
  const { opportunity_id: id } = JSON.parse(payloadJson) as { opportunity_id?: string };
  const row = id
    ? await db.selectFrom("opportunities").select("token").where("id", "=", id).executeTakeFirst()
    : undefined;
  return row?.token;
}

async function noticeOf(db: Db, deliveryId: string) {
  return db
    .selectFrom("payment_notices")
    .innerJoin("leads", "leads.id", "payment_notices.lead_id")
    .leftJoin("payments", "payments.id", "payment_notices.payment_id")
    .leftJoin("payment_cards", "payment_cards.lead_id", "payment_notices.lead_id")
    .select([
      "payment_notices.notice",
      "payment_notices.recipient",
      "leads.payload_json",
      "payments.amount_cents",
      "payments.settled_at",
      "payments.stripe_id",
      "payments.failure",
      "payment_cards.brand",
      "payment_cards.last4",
    ])
    .where("payment_notices.outbox_id", "=", deliveryId)
    .executeTakeFirst();
}

/** The money e-mails: the visitor's receipts and requests, and sales' notes for what needs a person. */
function noticeChannel(mailer: Mailer, siteUrl: string, salesEmail: string): Channel {
  return {
    name: NOTICE_CHANNEL,
    async send(subject, deliveryId, db) {
      const row = await noticeOf(db, deliveryId);
      if (!row)
        throw Object.assign(new Error("A payment e-mail without its notice", { cause: deliveryId }), { noRetry: true });
      const lead = subject.lead;
      const token = await tokenOf(db, row.payload_json);
      const link = (path: string) => new URL(token ? path : "/", siteUrl).toString();
      const facts: NoticeFacts = {
        leadNumber: lead.lead_number,
        firstName: lead.first_name,
        bookingUrl: link(`${BOOKING_PATH}/${token}`),
        amountCents: row.amount_cents,
        settledAt: row.settled_at,
        card: row.brand && row.last4 ? `${row.brand} ending in ${row.last4}` : null,
        stripeId: row.stripe_id,
        failure: row.failure,
        actionUrl: link(CONFIRM_PAYMENT_LINK(String(token))),
      };
      const name = `${lead.lead_number}-payment-${row.notice}-${row.recipient}`;
      if (row.recipient === "sales") {
        const { subject: title, text } = salesNotice(row.notice, facts);
        await mailer.send(
          { from: SALES_FROM, to: salesEmail, subject: title, text, messageId: `<${deliveryId}@shiplux.payment>` },
          name,
        );
        return;
      }
      const rendered = renderEmail(visitorNotice(row.notice, facts, customerMessage(lead)));
      await mailer.send(visitorMailOptions(rendered, lead.email, deliveryId), name);
    },
  };
}

/** The channels payments adds to the delivery worker (lib/delivery-content's DELIVERY_CONTENT hands them over). */
export function paymentChannels(env: Env, mailer: Mailer): Channel[] {
  return [stripeChannel(stripeFromEnv(env)?.stripe), noticeChannel(mailer, env.SITE_URL, env.SALES_EMAIL)];
}
