import { createHmac } from "node:crypto";
import type { Env } from "@/lib/config/env";
import { conversionExportersFromEnv, type ConversionExporter } from "@/lib/conversions";
import type { Db } from "@/lib/db";
import { siteConfig } from "@/lib/config/site";
import { webhookHeaders } from "@/lib/webhooks";
import type { DeliveryChannel } from "../constants";
import { SEND_TIMEOUT_MS, SIGNATURE_HEADER } from "./constants";
import type { DeliveryContent } from "./content";
import { visitorMailOptions } from "./customer-email";
import { leadText } from "./lead-document";
import { mailerFromEnv, type Mailer } from "./mailer";
import { leadOf, type DeliverySubject } from "./subject";

/**
 * A configured way to deliver an outbox row's lead or change; `send` throws when it did not get there. `db` is
 * the worker's, for a channel that reads more than the subject (a conversion export).
 */
export type Channel = {
  name: DeliveryChannel;
  send: (subject: DeliverySubject, deliveryId: string, db: Db) => Promise<void>;
};

/** The sales team's copy of a lead, plain text, replies going to the visitor. */
export function emailChannel(mailer: Mailer, to: string): Channel {
  return {
    name: "email",
    async send(subject, deliveryId) {
      const doc = leadOf(subject, "email");
      await mailer.send(
        {
          // The sales team reads it as the website's; the visitor gets the brand's name.
          from: `${siteConfig.name} website <${siteConfig.emails.noReply}>`,
          to,
          replyTo: doc.email,
          // The lead number only: a visitor's words in a header are read (and decoded) by every mail program.
          subject: `New quote request ${doc.lead_number}`,
          text: leadText(doc),
          messageId: `<${deliveryId}@shiplux.lead>`,
        },
        `${doc.lead_number}-sales`,
      );
    },
  };
}

/**
 * The visitor's e-mail, as its owner wrote it (`content`): the confirmation of a lead or a confirmed booking,
 * or a booking's shipment update. `siteUrl` makes the booking page's link absolute.
 */
export function customerEmailChannel(mailer: Mailer, siteUrl: string, content: DeliveryContent): Channel {
  return {
    name: "customer-email",
    async send(subject, deliveryId) {
      const { lead } = subject;
      const change = subject.kind === "shipment" ? subject.change : undefined;
      const rendered = change ? content.shipmentEmail(lead, change, siteUrl) : content.confirmation(lead);
      const name = change ? `${lead.lead_number}-shipment-${change.event.id}` : lead.lead_number;
      const from = `${siteConfig.name} <${siteConfig.emails.noReply}>`;
      await mailer.send(visitorMailOptions(rendered, lead.email, deliveryId, from), `${name}-customer`);
    },
  };
}

/** The old signature (X-Signature: sha256=<hex>), kept for one release for receivers that already check it. */
export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/** The JSON a delivery posts: a new lead, or a booking's shipment status change as lib/shipments writes it. */
function webhookBody(subject: DeliverySubject, deliveryId: string, content: DeliveryContent): string {
  if (subject.kind === "shipment")
    return JSON.stringify(content.shipmentWebhook(subject.lead, subject.change, deliveryId));
  return JSON.stringify({ event: "lead.created", delivery_id: deliveryId, lead: leadOf(subject, "webhook") });
}

/**
 * POSTs the lead (or a booking's status change) as JSON. With a secret, the body is signed as Standard
 * Webhooks says, the outbox row's id as webhook-id, so the CRM can trust it and refuse a replay; the delivery
 * id also goes as Idempotency-Key so a resend after a crash is recognisable.
 */
export function webhookChannel(url: string, secret: string | undefined, content: DeliveryContent): Channel {
  return {
    name: "webhook",
    async send(subject, deliveryId) {
      const body = webhookBody(subject, deliveryId, content);
      const headers: Record<string, string> = {
        "Content-Type": "application/json",
        "Idempotency-Key": deliveryId,
        "X-Lead-Number": subject.lead.lead_number,
      };
      if (secret) {
        Object.assign(headers, webhookHeaders([secret], deliveryId, body));
        headers[SIGNATURE_HEADER] = signBody(body, secret);
      }
      const response = await fetch(url, {
        method: "POST",
        headers,
        body,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`Webhook answered ${response.status}`);
    },
  };
}

/** A conversion destination as an outbox channel: the row's lead reported back to one ad platform. */
export function conversionChannel(exporter: ConversionExporter): Channel {
  return {
    name: exporter.destination,
    async send(_subject, deliveryId, db) {
      await exporter.send(db, deliveryId);
    },
  };
}

/**
 * The channels this environment delivers on. E-mail always: through SMTP_URL, or without it as .eml files
 * under DATA_DIR/mail. The webhook only when LEAD_WEBHOOK_URL is set; until then its rows wait.
 */
export function channelsFromEnv(env: Env, content: DeliveryContent, mailer: Mailer = mailerFromEnv(env)): Channel[] {
  const channels = [emailChannel(mailer, env.SALES_EMAIL), customerEmailChannel(mailer, env.SITE_URL, content)];
  if (env.LEAD_WEBHOOK_URL) channels.push(webhookChannel(env.LEAD_WEBHOOK_URL, env.LEAD_WEBHOOK_SECRET, content));
  // The conversion destinations always: real requests with credentials, JSON files in DATA_DIR/conversions without.
  channels.push(...conversionExportersFromEnv(env).map(conversionChannel));
  channels.push(...(content.channels?.(env, mailer) ?? []));
  return channels;
}
