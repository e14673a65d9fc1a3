import { createHmac } from "node:crypto";
import type { Env } from "@/lib/config/env";
import {
  PermanentSendError,
  conversionExportersFromEnv,
  type ConversionExporter,
  type SendOutcome,
} from "@/lib/conversions";
import { formatDays } from "@/lib/dates";
import type { Db } from "@/lib/db";
import { VISITOR_EMAIL_CEILING_ALERT } from "../constants";
import { leadShapeOf } from "../lead-kinds";
import { reachedVisitorEmailCeiling } from "../repository";
import { webhookHeaders } from "@/lib/webhooks";
import type { DeliveryChannel } from "../constants";
import { consumerOptedOut, skipOptedOutExport } from "../consumer-opt-outs";
import { DELIVERY_HORIZON_MS, SIGNATURE_HEADER, WEBHOOK_TIMEOUT_MS } from "./constants";
import {
  SALES_FROM,
  mailerFromEnv,
  visitorMailOptions,
  type EmailAttachment,
  type Mailer,
  type RenderedEmail,
} from "@/lib/email";
import type { DeliveryContent } from "./content";
import { leadText, type LeadDocument } from "./lead-document";
import { leadOf, type DeliverySubject, type SubjectRow } from "./subject";

/**
 * A configured way to deliver an outbox row's lead or change; `send` throws when it did not get there, and
 * otherwise says what came of it (nothing said: the receiver accepted it). `db` is the worker's, for a channel
 * that reads more than the subject (a conversion export). `testMode`: the channel sends where nothing counts,
 * so its tested rows wait for a run without it. `horizon`: until when a failing row is retried (default: its
 * row's creation plus DELIVERY_HORIZON_MS).
 */
export type Channel = {
  name: DeliveryChannel;
  send: (subject: DeliverySubject, deliveryId: string, db: Db) => Promise<SendOutcome | void>;
  testMode?: boolean;
  horizon?: (subject: SubjectRow, createdAt: number) => number;
};

/** Until when a row of this channel is retried. */
export const horizonOf = (channel: Channel, subject: SubjectRow, createdAt: number): number =>
  channel.horizon ? channel.horizon(subject, createdAt) : createdAt + DELIVERY_HORIZON_MS;

type SalesAlert = { subject: string; text: string } | null;

/**
 * The sales e-mail's subject: a message says it is one; a booking says it is one, with the pickup window the
 * visitor confirmed; any other lead is a quote request. The lead number and our own day names only: a visitor's
 * words in a header are read (and decoded) by every mail program.
 */
export function salesHeading(doc: LeadDocument): string {
  if (leadShapeOf(doc.kind) === "message") return `New message ${doc.lead_number}`;
  if (doc.kind !== "booking") return `New quote request ${doc.lead_number}`;
  const window = doc.pickup_window;
  return window
    ? `New booking ${doc.lead_number}: pickup window ${formatDays(window.from, window.to)} confirmed`
    : `New booking ${doc.lead_number}`;
}

/**
 * What sales reads: a new lead, or the notice that a booking's order was signed (lib/orders writes it). The
 * copy of the lead that reached the site's hourly ceiling of visitor e-mails opens with `alert`.
 */
function salesMessage(subject: DeliverySubject, content: DeliveryContent, alert: SalesAlert) {
  if (subject.kind === "order") return content.orderSalesEmail(subject.lead, subject.notice);
  const doc = leadOf(subject, "email");
  const heading = salesHeading(doc);
  if (!alert) return { subject: heading, text: leadText(doc) };
  return { subject: `${alert.subject}: ${heading}`, text: `${alert.text}\n\n${leadText(doc)}` };
}

/**
 * The sales team's copy of a lead (or of a signed order's notice), plain text, replies going to the visitor; the
 * alert of the hourly visitor e-mail ceiling rides on the lead that reached it (once an hour, durable as the lead).
 */
export function emailChannel(mailer: Mailer, to: string, content: DeliveryContent): Channel {
  return {
    name: "email",
    async send(subject, deliveryId, db) {
      const { lead } = subject;
      const reached = subject.kind !== "order" && (await reachedVisitorEmailCeiling(db, lead.lead_number));
      const message = salesMessage(subject, content, reached ? VISITOR_EMAIL_CEILING_ALERT : null);
      const name = subject.kind === "order" ? `${lead.lead_number}-signed-order` : lead.lead_number;
      await mailer.send(
        {
          from: SALES_FROM,
          to,
          replyTo: lead.email,
          subject: message.subject,
          text: message.text,
          messageId: `<${deliveryId}@shiplux.lead>`,
        },
        `${name}-sales`,
      );
    },
  };
}

/** The visitor's e-mail as its owner wrote it, and the name its .eml file is written under. */
function visitorMessage(
  subject: DeliverySubject,
  content: DeliveryContent,
  siteUrl: string,
): { rendered: RenderedEmail & { attachments?: EmailAttachment[] }; name: string } {
  const { lead } = subject;
  switch (subject.kind) {
    case "order":
      return { rendered: content.orderEmail(lead, subject.notice, siteUrl), name: `${lead.lead_number}-signed-order` };
    case "shipment":
      return {
        rendered: content.shipmentEmail(lead, subject.change, siteUrl),
        name: `${lead.lead_number}-shipment-${subject.change.event.id}`,
      };
    case "lead":
      return { rendered: content.confirmation(lead), name: lead.lead_number };
  }
}

/**
 * The visitor's e-mail, as its owner wrote it (`content`): the confirmation of a lead or a confirmed booking,
 * a booking's shipment update, or a signed order with its PDF. `siteUrl` makes the booking page's link absolute.
 */
export function customerEmailChannel(mailer: Mailer, siteUrl: string, content: DeliveryContent): Channel {
  return {
    name: "customer-email",
    async send(subject, deliveryId) {
      const { rendered, name } = visitorMessage(subject, content, siteUrl);
      const options = visitorMailOptions(rendered, subject.lead.email, deliveryId);
      const attachments = rendered.attachments ?? [];
      await mailer.send(attachments.length ? { ...options, attachments } : options, `${name}-customer`);
    },
  };
}

/** The old signature (X-Signature: sha256=<hex>), kept for receivers that check it; dropped after 2027-01-31 (docs/leads.md). */
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
 * Only a 2xx is a delivery. A redirect is not followed (fetch would follow a 301 or 303 with a GET and no
 * body, and the 200 of that page would pass for the CRM's): it fails, naming where it points, and is retried
 * until someone sets LEAD_WEBHOOK_URL to that address. A 410 says the endpoint is gone for good: the row dies at
 * once, which tells sales.
 */
async function checkWebhookAnswer(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
  if (response.ok) return;
  if (response.status === 410) {
    throw new PermanentSendError("Webhook answered 410 Gone: the CRM says this address no longer takes leads");
  }
  if (response.status >= 300 && response.status < 400) {
    const location = (response.headers.get("location") ?? "nowhere").slice(0, 300);
    throw new Error(
      `Webhook answered ${response.status}, a redirect to ${location}: not delivered; set LEAD_WEBHOOK_URL to the address the CRM names`,
    );
  }
  throw new Error(`Webhook answered ${response.status}`);
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
        redirect: "manual",
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      await checkWebhookAnswer(response);
    },
  };
}

/**
 * A conversion destination as an outbox channel: the row's lead reported back to one ad platform, retried until
 * the platform's window closes. The consumer's opt-out is checked again as it is sent: one who opted out since
 * the lead came is not reported.
 */
export function conversionChannel(exporter: ConversionExporter): Channel {
  return {
    name: exporter.destination,
    testMode: exporter.testMode,
    horizon: (subject) => exporter.windowEnd(subject.row),
    async send(subject, deliveryId, db) {
      if (await consumerOptedOut(db, subject.lead)) return skipOptedOutExport(db, deliveryId);
      return exporter.send(db, deliveryId);
    },
  };
}

/**
 * The channels this environment delivers on. E-mail always: through SMTP_URL, or without it as .eml files
 * under DATA_DIR/mail. The webhook only when LEAD_WEBHOOK_URL is set; until then its rows wait.
 */
export function channelsFromEnv(env: Env, content: DeliveryContent, mailer: Mailer = mailerFromEnv(env)): Channel[] {
  const channels = [
    emailChannel(mailer, env.SALES_EMAIL, content),
    customerEmailChannel(mailer, env.SITE_URL, content),
  ];
  if (env.LEAD_WEBHOOK_URL) channels.push(webhookChannel(env.LEAD_WEBHOOK_URL, env.LEAD_WEBHOOK_SECRET, content));
  // The conversion destinations always: real requests with credentials, JSON files in DATA_DIR/conversions without.
  channels.push(...conversionExportersFromEnv(env, content.signedPrices).map(conversionChannel));
  channels.push(...(content.channels?.(env, mailer) ?? []));
  return channels;
}
