import type { ShipmentEventRow, SignedOrderRow } from "@/lib/db";
import { siteConfig } from "@/lib/config/site";
import { bookingConfirmation } from "@/lib/booking/server";
import { DELIVERY_CONTENT } from "@/lib/delivery-content";
import { escapeHtml } from "@/lib/email/html";
import type { LeadDocument } from "@/lib/leads";
import { leadDocument } from "@/lib/leads/delivery/lead-document";
import { canonicalJson, orderSha256 } from "@/lib/orders";
import { BOOKING_PATH } from "@/lib/seo";
import { leadRow } from "../../../support/lead-rows";
import { testOrder } from "../../../support/orders";

/** What a stranger may type into a field the e-mails show: it must reach the HTML part as text, never as markup. */
const HOSTILE = "<img src=x onerror=alert(1)>";
const SITE = "https://shiplux.com";
const TOKEN = "tok-1";
const BOOKING_LINK = `${SITE}${BOOKING_PATH}/${TOKEN}`;

/** A confirmed booking whose visitor typed the hostile text as their first name and as a vehicle's make. */
function bookingLead(over: Partial<LeadDocument> = {}): LeadDocument {
  const pickup_window = { kind: "flexible", from: "2026-12-02", to: "2026-12-08", low: 1100, high: 1300 };
  const row = leadRow({
    kind: "booking",
    first_name: HOSTILE,
    vehicles_json: JSON.stringify([{ make: HOSTILE, model: "Camry", year: 2018, inop: 0, type: "Car" }]),
    estimate_json: JSON.stringify({ low: 1100, high: 1300 }),
    payload_json: JSON.stringify({ pickup_window }),
  });
  return { ...leadDocument(row), ...over };
}

function carrierAssigned(): ShipmentEventRow {
  return {
    id: "ev-1",
    shipment_id: "sh-1",
    webhook_id: "msg-1",
    status: "carrier_assigned",
    details_json: JSON.stringify({ carrier: { name: `Haul ${HOSTILE}`, usdot: "1234567" }, pickup_date: "2026-12-03" }),
    occurred_at: "2026-12-01T10:00:00.000Z",
    received_at: "2026-12-01T10:00:01.000Z",
    source: "webhook",
    effect: "applied",
  };
}

/** A signed order as lib/orders stores it, signed under the hostile text as the signer's name. */
function signedOrder(): SignedOrderRow {
  const order = testOrder();
  return {
    id: "so-1",
    lead_id: "1",
    opportunity_id: "op-1",
    terms_version: "2026-11",
    order_json: canonicalJson(order),
    order_sha256: orderSha256(order),
    signer_name: `Ana ${HOSTILE}`,
    signed_at: "2026-12-01T09:00:00.000Z",
    ip_hash: "hash",
    user_agent: null,
    disclosure_version: "2026-11",
    disclosure_consented_at: "2026-12-01T08:59:00.000Z",
    pdf_base64: Buffer.from("%PDF-1.7").toString("base64"),
    pdf_sha256: "not-checked-here",
  };
}

const lead = bookingLead();
const notice = { order: signedOrder(), token: TOKEN };

/** Each visitor e-mail the outbox sends, the subject it must carry, and whether it echoes the hostile text. */
const KINDS = [
  {
    kind: "a quote's confirmation",
    email: DELIVERY_CONTENT.confirmation(bookingLead({ kind: "sdk", pickup_window: null })),
    subject: `Your quote request Q-2611-0042 at ${siteConfig.name}`,
    link: null,
    echoes: false,
  },
  {
    kind: "a booking's confirmation",
    email: DELIVERY_CONTENT.confirmation(lead),
    subject: `Your booking Q-2611-0042 at ${siteConfig.name}`,
    link: null,
    echoes: false,
  },
  {
    kind: "a shipment update",
    email: DELIVERY_CONTENT.shipmentEmail(lead, { event: carrierAssigned(), token: TOKEN }, SITE),
    subject: `Carrier assigned: booking Q-2611-0042 at ${siteConfig.name}`,
    link: BOOKING_LINK,
    echoes: true,
  },
  {
    kind: "a signed order",
    email: DELIVERY_CONTENT.orderEmail(lead, notice, SITE),
    subject: `Your signed order Q-2611-0042 at ${siteConfig.name}`,
    link: BOOKING_LINK,
    echoes: true,
  },
];

describe("the visitor e-mails the outbox sends", () => {
  it.each(KINDS)("gives $kind its subject, greets a hostile name as nobody and draws no markup from it", (k) => {
    expect(k.email.subject).toBe(k.subject);
    expect(k.email.text).toContain("\nHello,\n");
    expect(k.email.html).toContain("<p>Hello,</p>");
    expect(k.email.html).not.toMatch(/<img/i);
    expect(k.email.html.includes(escapeHtml(HOSTILE))).toBe(k.echoes);
    expect(k.email.text.includes(HOSTILE)).toBe(k.echoes);
  });

  it.each(KINDS.filter((k) => k.link))("links $kind to the booking page in both parts", (k) => {
    expect(k.email.html).toContain(`<a href="${BOOKING_LINK}">Open your booking page</a>`);
    expect(k.email.text).toContain(`Open your booking page: ${BOOKING_LINK}`);
  });

  it("attaches the signed order's sealed PDF to its e-mail, and tells sales who signed it", () => {
    const { attachments } = DELIVERY_CONTENT.orderEmail(lead, notice, SITE);
    expect(attachments.map((a) => [a.filename, a.contentType, a.content.toString()])).toEqual([
      ["order-Q-2611-0042-signed.pdf", "application/pdf", "%PDF-1.7"],
    ]);
    const sales = DELIVERY_CONTENT.orderSalesEmail(lead, notice);
    expect(sales.subject).toBe("Order signed Q-2611-0042");
    expect(sales.text).toContain(`was signed by "Ana ${HOSTILE}" at 2026-12-01T09:00:00.000Z`);
  });

  it("confirms a booking lead in booking's words and the forms' leads as quotes", () => {
    expect(DELIVERY_CONTENT.confirmation(lead)).toEqual(bookingConfirmation(lead));
    const quote = DELIVERY_CONTENT.confirmation(bookingLead({ kind: "sdk", pickup_window: null }));
    expect(quote.subject).toContain("Your quote request Q-2611-0042");
    expect(quote.text).not.toContain("Pickup window");
  });
});
