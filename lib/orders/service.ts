import { createHash } from "node:crypto";
import type { ConversionValue, SignedPrices } from "@/lib/conversions";
import type { Db, SignedOrderRow } from "@/lib/db";
import { isoDate } from "@/lib/dates";
import type { ClientInfo } from "@/lib/leads";
import { signingFieldMessages, signingMessages, type SigningField } from "./constants";
import { orderOfLead } from "./current-order";
import { DISCLOSURE_VERSION, disclosureCode, disclosureCodeMatches } from "./disclosure";
import { canonicalJson, orderSha256, type Order } from "./order";
import { disclosurePdf, signedOrderPdf } from "./pdf/documents";
import * as repo from "./repository";
import { orderSeal } from "./seal-identity";

/** A signed order as lib/payments and the booking page read it: the stored record, with what was signed. */
export type SignedOrder = {
  id: string;
  leadId: string;
  leadNumber: string;
  termsVersion: string;
  orderSha256: string;
  currency: Order["currency"];
  priceCents: number;
  /** Charged online when a carrier is assigned (chargeDueAt(order, "carrier_assigned")). */
  depositCents: number;
  dueAtDeliveryCents: number;
  signedAt: Date;
  signerName: string;
  /** Free until a carrier is assigned; then the broker fee; after pickup, the price (money.ts has the rule). */
  cancellation: { freeUntil: "carrier_assigned"; afterCarrierAssignedCents: number; afterPickupCents: number };
  /** The whole order as signed, for the money rules (money.ts) and the words (terms.ts). */
  order: Order;
};

/** Reads a stored signing; throws when its JSON no longer hashes to its recorded hash (a tampered row). */
export function signedOrderOfRow(row: SignedOrderRow): SignedOrder {
  const hash = createHash("sha256").update(row.order_json, "utf8").digest("hex");
  if (hash !== row.order_sha256) throw new Error("A signed order's JSON does not match its hash", { cause: row.id });
  const order = JSON.parse(row.order_json) as Order;
  return {
    id: row.id,
    leadId: row.lead_id,
    leadNumber: order.leadNumber,
    termsVersion: row.terms_version,
    orderSha256: row.order_sha256,
    currency: order.currency,
    priceCents: order.priceCents,
    depositCents: order.depositCents,
    dueAtDeliveryCents: order.dueAtDeliveryCents,
    signedAt: new Date(row.signed_at),
    signerName: row.signer_name,
    cancellation: {
      freeUntil: "carrier_assigned",
      afterCarrierAssignedCents: order.brokerFeeCents,
      afterPickupCents: order.priceCents,
    },
    order,
  };
}

/**
 * The price and currency each of these bookings' visitors signed, for those signed: what their booking
 * conversions are worth to the ad platforms (lib/conversions SignedPrices).
 */
export const signedPrices: SignedPrices = async (db, leadIds) => {
  const prices = new Map<string, ConversionValue>();
  if (leadIds.length === 0) return prices;
  const rows = await repo.findSignedOrdersOfLeads(db, leadIds);
  for (const row of rows) {
    const order = signedOrderOfRow(row);
    prices.set(order.leadId, { amount: order.priceCents / 100, currency: order.currency });
  }
  return prices;
};

/** The booking lead's signed order, or undefined while it is not signed: what lib/payments charges from. */
export async function signedOrderFor(db: Db, leadId: string): Promise<SignedOrder | undefined> {
  const row = await repo.findSignedOrderOfLead(db, leadId);
  return row && signedOrderOfRow(row);
}

export type SignInput = {
  token: string;
  signerName: string;
  disclosureCode: string;
  /** The hash of the order the visitor read, sent back with the form. */
  orderSha256: string;
  client: ClientInfo;
  now?: Date;
};

type SigningConflict = Exclude<keyof typeof signingMessages, "signed" | "notFound" | "crossSite">;
export type SignOutcome =
  | { kind: "signed"; order: SignedOrder }
  | { kind: "not-found" }
  | { kind: "conflict"; reason: SigningConflict }
  | { kind: "invalid"; errors: Partial<Record<SigningField, string>> };

/** What stands between this booking and its signing today, if anything; otherwise the order to sign. */
async function orderToSign(
  db: Db,
  input: SignInput,
  now: Date,
): Promise<SignOutcome | { kind: "ok"; order: Order; opportunityId: string; leadId: string }> {
  const found = await repo.findBookingByToken(db, input.token, now);
  if (!found) return { kind: "not-found" };
  if (!found.opportunity.confirmed_at || !found.lead) return { kind: "conflict", reason: "notConfirmed" };
  if (await repo.findSignedOrderOfLead(db, found.lead.id)) return { kind: "conflict", reason: "alreadySigned" };
  const order = orderOfLead(found.lead);
  if (!order) return { kind: "conflict", reason: "noPrice" };
  if (isoDate(now) > order.window.to) return { kind: "conflict", reason: "windowPassed" };
  if (orderSha256(order) !== input.orderSha256) return { kind: "conflict", reason: "changed" };
  if (!disclosureCodeMatches(input.token, input.disclosureCode)) {
    return { kind: "invalid", errors: { disclosure_code: signingFieldMessages.disclosure_code_wrong } };
  }
  return { kind: "ok", order, opportunityId: found.opportunity.id, leadId: found.lead.id };
}

/**
 * Signs a confirmed booking's order once: checks it is the order the visitor read (its hash), still open (the
 * window not passed) and not signed yet, seals the PDF, then stores the record and its e-mails in one
 * transaction. Of two signings racing, the second stores nothing and is told the order is already signed.
 */
export async function signOrder(db: Db, input: SignInput): Promise<SignOutcome> {
  const now = input.now ?? new Date();
  const ready = await orderToSign(db, input, now);
  if (ready.kind !== "ok") return ready;
  const { order } = ready;
  const hash = orderSha256(order);
  // The seal's time is whole seconds, as a PDF date writes it; the record keeps the same instant.
  const signedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const record = { signerName: input.signerName, signedAt, orderSha256: hash, disclosureConsentedAt: signedAt };
  const pdf = await signedOrderPdf(order, record, await orderSeal());
  const row: Omit<SignedOrderRow, "id"> = {
    lead_id: ready.leadId,
    opportunity_id: ready.opportunityId,
    terms_version: order.termsVersion,
    order_json: canonicalJson(order as never),
    order_sha256: hash,
    signer_name: input.signerName,
    signed_at: signedAt.toISOString(),
    ip_hash: input.client.ipHash,
    user_agent: input.client.userAgent,
    disclosure_version: DISCLOSURE_VERSION,
    disclosure_consented_at: signedAt.toISOString(),
    pdf_base64: pdf.toString("base64"),
    pdf_sha256: createHash("sha256").update(pdf).digest("hex"),
  };
  const id = await db.transaction().execute((trx) => repo.insertSignedOrder(trx, row, now));
  if (!id) return { kind: "conflict", reason: "alreadySigned" };
  return { kind: "signed", order: signedOrderOfRow({ id, ...row }) };
}

/** The sealed PDF of a booking's signed order, by its token; undefined while unsigned or once the link expired. */
export async function signedPdfOfToken(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<{ pdf: Buffer; leadNumber: string } | undefined> {
  const row = await repo.findSignedOrderOfToken(db, token, now);
  if (!row) return undefined;
  return { pdf: Buffer.from(row.pdf_base64, "base64"), leadNumber: signedOrderOfRow(row).leadNumber };
}

/** The disclosure PDF with this booking's code; undefined unless the booking is confirmed (there is an order). */
export async function disclosurePdfOfToken(db: Db, token: string, now: Date = new Date()): Promise<Buffer | undefined> {
  const found = await repo.findBookingByToken(db, token, now);
  if (!found?.lead) return undefined;
  return disclosurePdf(disclosureCode(token), now);
}

/** What the booking page shows of the order: to sign (the order, its hash), signed, or nothing to sign online. */
export type OrderView =
  | { kind: "to-sign"; order: Order; orderSha256: string; windowPassed: boolean }
  | { kind: "signed"; signed: SignedOrder }
  | { kind: "by-phone" };

export async function orderViewOf(db: Db, token: string, now: Date = new Date()): Promise<OrderView | undefined> {
  const found = await repo.findBookingByToken(db, token, now);
  if (!found?.lead) return undefined;
  const row = await repo.findSignedOrderOfLead(db, found.lead.id);
  if (row) return { kind: "signed", signed: signedOrderOfRow(row) };
  const order = orderOfLead(found.lead);
  if (!order) return { kind: "by-phone" };
  return { kind: "to-sign", order, orderSha256: orderSha256(order), windowPassed: isoDate(now) > order.window.to };
}
