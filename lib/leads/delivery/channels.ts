import { createHmac } from "node:crypto";
import nodemailer from "nodemailer";
import type { Env } from "@/lib/config/env";
import type { DeliveryChannel } from "../constants";
import { SEND_TIMEOUT_MS, SIGNATURE_HEADER, SMTP_FROM } from "./constants";
import { leadText, type LeadDocument } from "./lead-document";

/** A configured way to hand a lead to the sales team; `send` throws when the lead did not get there. */
export type Channel = { name: DeliveryChannel; send: (doc: LeadDocument, deliveryId: string) => Promise<void> };

export function emailChannel(smtpUrl: string, to: string): Channel {
  // Timeouts go in the URL's query (nodemailer reads them there) so a dead SMTP server fails fast.
  const url = new URL(smtpUrl);
  for (const option of ["connectionTimeout", "greetingTimeout", "socketTimeout"]) {
    if (!url.searchParams.has(option)) url.searchParams.set(option, String(SEND_TIMEOUT_MS));
  }
  const transport = nodemailer.createTransport(url.toString());
  return {
    name: "email",
    async send(doc, deliveryId) {
      await transport.sendMail({
        from: SMTP_FROM,
        to,
        replyTo: doc.email,
        subject: `New quote request ${doc.lead_number}: ${doc.first_name}`,
        text: leadText(doc),
        messageId: `<${deliveryId}@shiplux.lead>`,
      });
    },
  };
}

export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/**
 * POSTs the lead as JSON. The body is signed with HMAC-SHA256 so the CRM can trust it, and carries the
 * delivery id as Idempotency-Key so a resend after a crash is recognisable.
 */
export function webhookChannel(url: string, secret: string | undefined): Channel {
  return {
    name: "webhook",
    async send(doc, deliveryId) {
      const body = JSON.stringify({ event: "lead.created", delivery_id: deliveryId, lead: doc });
      const headers: Record<string, string> = {
        "Content-Type": "application/json",
        "Idempotency-Key": deliveryId,
        "X-Lead-Number": doc.lead_number,
      };
      if (secret) headers[SIGNATURE_HEADER] = signBody(body, secret);
      const response = await fetch(url, { method: "POST", headers, body, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`Webhook answered ${response.status}`);
    },
  };
}

/** The channels this environment configures; none means leads wait in the outbox. */
export function channelsFromEnv(env: Env): Channel[] {
  const channels: Channel[] = [];
  if (env.SMTP_URL) channels.push(emailChannel(env.SMTP_URL, env.SALES_EMAIL));
  if (env.LEAD_WEBHOOK_URL) channels.push(webhookChannel(env.LEAD_WEBHOOK_URL, env.LEAD_WEBHOOK_SECRET));
  return channels;
}
