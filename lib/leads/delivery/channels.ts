import { createHmac } from "node:crypto";
import type { Env } from "@/lib/config/env";
import { conversionExportersFromEnv, type ConversionExporter } from "@/lib/conversions";
import { getDb } from "@/lib/db";
import { siteConfig } from "@/lib/config/site";
import type { DeliveryChannel } from "../constants";
import { NO_REPLY_ADDRESS, SEND_TIMEOUT_MS, SIGNATURE_HEADER, SMTP_FROM } from "./constants";
import { customerMailOptions } from "./customer-email";
import { customerMessage } from "./customer-message";
import { leadText } from "./lead-document";
import { mailerFromEnv, type Mailer } from "./mailer";
import { leadOf, type DeliverySubject } from "./subject";

/** A configured way to deliver an outbox row's lead or request; `send` throws when it did not get there. */
export type Channel = { name: DeliveryChannel; send: (subject: DeliverySubject, deliveryId: string) => Promise<void> };

/** The sales team's copy of a lead, plain text, replies going to the visitor. */
export function emailChannel(mailer: Mailer, to: string): Channel {
  return {
    name: "email",
    async send(subject, deliveryId) {
      const doc = leadOf(subject, "email");
      await mailer.send(
        {
          from: SMTP_FROM,
          to,
          replyTo: doc.email,
          subject: `New quote request ${doc.lead_number}: ${doc.first_name}`,
          text: leadText(doc),
          messageId: `<${deliveryId}@shiplux.lead>`,
        },
        `${doc.lead_number}-sales`,
      );
    },
  };
}

/**
 * The visitor's confirmation (lib/leads/delivery/customer-email.ts) of a lead, a confirmed booking, or a
 * quick-calculator request with its booking link. `siteUrl` makes that link absolute.
 */
export function customerEmailChannel(mailer: Mailer, siteUrl: string): Channel {
  return {
    name: "customer-email",
    async send(subject, deliveryId) {
      const message = customerMessage(subject, siteUrl);
      const name = subject.kind === "lead" ? subject.lead.lead_number : `calculator-${deliveryId}`;
      await mailer.send(
        customerMailOptions(message, deliveryId, `${siteConfig.name} <${NO_REPLY_ADDRESS}>`),
        `${name}-customer`,
      );
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
    async send(subject, deliveryId) {
      const doc = leadOf(subject, "webhook");
      const body = JSON.stringify({ event: "lead.created", delivery_id: deliveryId, lead: doc });
      const headers: Record<string, string> = {
        "Content-Type": "application/json",
        "Idempotency-Key": deliveryId,
        "X-Lead-Number": doc.lead_number,
      };
      if (secret) headers[SIGNATURE_HEADER] = signBody(body, secret);
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
    async send(_subject, deliveryId) {
      await exporter.send(await getDb(), deliveryId);
    },
  };
}

/**
 * The channels this environment delivers on. E-mail always: through SMTP_URL, or without it as .eml files
 * under DATA_DIR/mail. The webhook only when LEAD_WEBHOOK_URL is set; until then its rows wait.
 */
export function channelsFromEnv(env: Env, mailer: Mailer = mailerFromEnv(env)): Channel[] {
  const channels = [emailChannel(mailer, env.SALES_EMAIL), customerEmailChannel(mailer, env.SITE_URL)];
  if (env.LEAD_WEBHOOK_URL) channels.push(webhookChannel(env.LEAD_WEBHOOK_URL, env.LEAD_WEBHOOK_SECRET));
  // The conversion destinations always: real requests with credentials, JSON files in DATA_DIR/conversions without.
  channels.push(...conversionExportersFromEnv(env).map(conversionChannel));
  return channels;
}
