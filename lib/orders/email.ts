import { siteConfig } from "@/lib/config/site";
import { QUESTIONS, emailFooter, renderEmail, type EmailContent } from "@/lib/email";
import {
  customerMessage,
  greetingOf,
  type DeliveryContent,
  type LeadDocument,
  type SignedOrderNotice,
} from "@/lib/leads";
import { BOOKING_PATH } from "@/lib/seo";
import { signedOrderOfRow } from "./service";
import { formatCents, orderClauses } from "./terms";

/**
 * What a signed order says through the lead outbox: the visitor's copy (the terms in the words the page and the
 * PDF use, the sealed PDF attached, the way back to the booking page) and sales' notice, which says how the
 * money is taken: online, or by phone once the carrier is confirmed while online payment is not set up.
 */

function visitorContent(lead: LeadDocument, notice: SignedOrderNotice, siteUrl: string): EmailContent {
  const signed = signedOrderOfRow(notice.order);
  const order = signed.order;
  const sections = orderClauses(order).map((c) => ({
    heading: c.heading,
    blocks: c.lines.map((text) => ({ kind: "paragraph" as const, text })),
  }));
  const copy = {
    heading: "Your signed copy",
    blocks: [
      {
        kind: "paragraph" as const,
        text: `The signed order is attached as a PDF, sealed by ${siteConfig.name}: your PDF reader shows it has not been changed since you signed. You may ask for a paper copy at no charge: e-mail ${siteConfig.emails.sales} or call ${siteConfig.phones.main.display}.`,
      },
      ...(notice.token
        ? [
            {
              kind: "link" as const,
              text: "Open your booking page",
              href: new URL(`${BOOKING_PATH}/${notice.token}`, siteUrl).toString(),
            },
          ]
        : []),
    ],
  };
  return {
    subject: `Your signed order ${order.leadNumber} at ${siteConfig.name}`,
    title: `Your signed order ${order.leadNumber}`,
    greeting: greetingOf(lead.first_name),
    intro: `You signed your shipping order on ${signed.signedAt.toUTCString()}, as "${signed.signerName}". Nothing has been charged.`,
    sections: [...sections, copy, QUESTIONS],
    footer: emailFooter(customerMessage(lead)),
  };
}

function salesText(notice: SignedOrderNotice): { subject: string; text: string } {
  const signed = signedOrderOfRow(notice.order);
  const o = signed.order;
  const money =
    o.collection === "phone"
      ? `Online payment is not set up: take the payment by phone once the carrier is confirmed (${formatCents(o.depositCents)} when the carrier is assigned${o.dueAtDeliveryCents > 0 ? `, ${formatCents(o.dueAtDeliveryCents)} to the driver at delivery` : ""}).`
      : `The card saved online is charged ${formatCents(o.depositCents)} when the carrier is assigned${o.dueAtDeliveryCents > 0 ? `; ${formatCents(o.dueAtDeliveryCents)} is paid to the driver at delivery` : ""}.`;
  return {
    subject: `Order signed ${o.leadNumber}`,
    text: [
      `Order ${o.leadNumber} was signed by "${signed.signerName}" at ${signed.signedAt.toISOString()} (terms ${o.termsVersion}).`,
      `Locked price: ${formatCents(o.priceCents)} for the ${o.window.kind} window ${o.window.from} to ${o.window.to}.`,
      money,
      `Order SHA-256: ${signed.orderSha256}`,
    ].join("\n"),
  };
}

/** The signed order's e-mails, as DeliveryContent takes them (lib/delivery-content's DELIVERY_CONTENT puts them in). */
export const ORDER_DELIVERY = {
  orderEmail: (lead, notice, siteUrl) => ({
    ...renderEmail(visitorContent(lead, notice, siteUrl)),
    attachments: [
      {
        filename: `order-${lead.lead_number}-signed.pdf`,
        contentType: "application/pdf",
        content: Buffer.from(notice.order.pdf_base64, "base64"),
      },
    ],
  }),
  orderSalesEmail: (_lead, notice) => salesText(notice),
} satisfies Pick<DeliveryContent, "orderEmail" | "orderSalesEmail">;
