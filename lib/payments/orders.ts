import type { Db } from "@/lib/db";

/**
 * What payments needs of a signed order, as plain data: lib/orders owns the order, its signing and its money
 * rules; payments takes them as parameters so it never reads the terms itself (lib/shipments/payment-terms.ts
 * passes lib/orders' signedOrderFor and its refund rule).
 */
export type SignedOrderTerms = {
  leadId: string;
  leadNumber: string;
  orderSha256: string;
  currency: "USD";
  /** The signed total: all charges together never exceed it. */
  priceCents: number;
  /** What the terms charge when a carrier is assigned. */
  depositCents: number;
  /** What these terms refund of `chargedCents` when the booking is cancelled (lib/orders' rule); none: nothing. */
  refundOnCancellation?: (chargedCents: number) => number;
};

/** Finds a booking's signed order by its lead id; undefined when nothing was signed. */
export type OrderLookup = (db: Db, leadId: string) => Promise<SignedOrderTerms | undefined>;

/** What the signed terms refund when a charged booking is cancelled, in cents (0: nothing). */
export type RefundRule = (order: SignedOrderTerms, chargedCents: number) => number;

/** One charge or refund as the outbox sends it; everything Stripe is asked is fixed here, at queue time. */
export type ChargeRequest = {
  leadId: string;
  leadNumber: string;
  stage: "deposit" | "cancellation";
  amountCents: number;
  currency: "USD";
  orderSha256: string;
};
