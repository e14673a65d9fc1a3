import type { Env } from "@/lib/config/env";
import type { SignedPrices } from "@/lib/conversions";
import type { Db, OutboxChannel, ShipmentEventRow, SignedOrderRow } from "@/lib/db";
import type { EmailAttachment, Mailer, RenderedEmail } from "@/lib/email";
import type { LeadDocument } from "./lead-document";

/** A booking's shipment status change as its outbox row names it, and the booking page's token for the link. */
export type ShipmentChange = { event: ShipmentEventRow; token: string | null };

/** A booking's signed order as its outbox row names it (migration 0013), and the booking page's token. */
export type SignedOrderNotice = { order: SignedOrderRow; token: string | null };

/**
 * What the channels send that delivery does not write itself, each part by the domain that owns it: the
 * visitor's confirmation of a lead (lib/leads for a quote, lib/booking for a confirmed booking), a
 * shipment's change (lib/shipments) and a signed order (lib/orders). Delivery sends what it is handed.
 * lib/delivery-content's DELIVERY_CONTENT puts the parts together, above every domain that writes one
 * (docs/architecture.md, "Layers").
 */
export type DeliveryContent = {
  confirmation: (lead: LeadDocument) => RenderedEmail;
  shipmentEmail: (lead: LeadDocument, change: ShipmentChange, siteUrl: string) => RenderedEmail;
  /** The CRM webhook's JSON body for the change. */
  shipmentWebhook: (lead: LeadDocument, change: ShipmentChange, deliveryId: string) => Record<string, unknown>;
  /** The visitor's copy of their signed order, its sealed PDF attached (lib/orders). */
  orderEmail: (
    lead: LeadDocument,
    notice: SignedOrderNotice,
    siteUrl: string,
  ) => RenderedEmail & { attachments: EmailAttachment[] };
  /** Sales' notice that an order was signed: its subject line and plain text (lib/orders). */
  orderSalesEmail: (lead: LeadDocument, notice: SignedOrderNotice) => { subject: string; text: string };
  /** The signed orders' prices (lib/orders): a booking's conversion carries its signed price once signed. */
  signedPrices?: SignedPrices;
  /** Channels a domain above delivery owns whole (lib/payments: Stripe's charges and refunds, the money e-mails). */
  channels?: (env: Env, mailer: Mailer) => DomainChannel[];
};

/** A channel a domain above delivery owns whole: it reads its own rows by the outbox row's id (`deliveryId`). */
export type DomainChannel = {
  name: OutboxChannel;
  send: (subject: { lead: LeadDocument }, deliveryId: string, db: Db) => Promise<void>;
};
