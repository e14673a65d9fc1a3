import { siteConfig } from "@/lib/config/site";
import { BROKER_TIME_ZONE } from "@/lib/dates";
import type { OrderSealPem } from "@/lib/config/env";
import { DISCLOSURE_VERSION, disclosureClauses } from "../disclosure";
import type { Order } from "../order";
import { orderClauses, type Clause } from "../terms";
import { layoutPdf } from "./layout";
import { sealPdf } from "./seal";

/** What the signing record says on the PDF, below the terms. */
export type SigningRecord = {
  signerName: string;
  signedAt: Date;
  orderSha256: string;
  disclosureConsentedAt: Date;
};

function signingClause(order: Order, record: SigningRecord): Clause {
  const at = (d: Date) =>
    `${d.toISOString()} (${d.toLocaleString("en-US", { timeZone: BROKER_TIME_ZONE, dateStyle: "long", timeStyle: "long" })})`;
  return {
    heading: "Signed electronically",
    lines: [
      `Signed by typing the full name: ${record.signerName}`,
      `Signed at: ${at(record.signedAt)}`,
      `Consent to electronic records (E-SIGN Act, 15 U.S.C. 7001(c)), disclosure ${DISCLOSURE_VERSION}, given at: ${at(record.disclosureConsentedAt)}`,
      `SHA-256 of the order as signed (its canonical JSON): ${record.orderSha256}`,
      `This PDF is sealed by ${siteConfig.name}: a PDF reader's signature panel shows whether it was changed after signing.`,
    ],
  };
}

/** The signed order as a sealed PDF: the terms the visitor read, then the record of their signing. */
export async function signedOrderPdf(order: Order, record: SigningRecord, seal: OrderSealPem): Promise<Buffer> {
  const doc = await layoutPdf(
    {
      title: `${siteConfig.name} shipping order ${order.leadNumber}`,
      intro: [`For ${order.customer.firstName} (${order.customer.email}).`],
      clauses: [...orderClauses(order), signingClause(order, record)],
      meta: { subject: `Signed order ${order.leadNumber}, terms ${order.termsVersion}`, date: record.signedAt },
    },
    siteConfig.name,
  );
  return sealPdf(doc, seal, {
    reason: `Order ${order.leadNumber} signed by ${record.signerName}`,
    name: siteConfig.name,
    contactInfo: siteConfig.emails.sales,
    location: `${siteConfig.address.city}, ${siteConfig.address.region}`,
    signingTime: record.signedAt,
  });
}

/** The E-SIGN consumer disclosure as a PDF, with the booking's code printed in it (disclosure.ts says why). */
export async function disclosurePdf(code: string, now: Date): Promise<Buffer> {
  const doc = await layoutPdf(
    {
      title: `${siteConfig.name}: agreeing to your order electronically`,
      intro: [
        `Your code: ${code}`,
        "Type this code on your booking page to show that you can open PDF documents like this one and to consent to the terms below. Your signed order will be a PDF like this.",
      ],
      clauses: disclosureClauses(),
      meta: { subject: `E-SIGN consumer disclosure ${DISCLOSURE_VERSION}`, date: now },
    },
    siteConfig.name,
  );
  return Buffer.from(await doc.save());
}
