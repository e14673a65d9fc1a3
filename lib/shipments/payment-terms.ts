import { refundOnCancellation, signedOrderFor } from "@/lib/orders";
import type { OrderLookup, RefundRule } from "@/lib/payments";

/** Where a shipment's money rules come from: the booking's signed order, and what its terms refund. */
export type PaymentTerms = { findSignedOrder: OrderLookup; refundRule: RefundRule };

/**
 * The booking's signed order as payments reads it. A shipment is cancelled only before pickup
 * (lib/shipments/constants.ts), and the deposit is charged only once a carrier is assigned, so a cancellation
 * that has anything to refund is always one at the carrier_assigned stage of the signed terms.
 */
const findSignedOrder: OrderLookup = async (db, leadId) => {
  const signed = await signedOrderFor(db, leadId);
  if (!signed) return undefined;
  const refund = (chargedCents: number) => refundOnCancellation(signed.order, "carrier_assigned", chargedCents);
  return { ...signed, refundOnCancellation: refund };
};

/** What the signed terms refund: their own rule, nothing when the order carries none. */
const refundRule: RefundRule = (order, chargedCents) => order.refundOnCancellation?.(chargedCents) ?? 0;

/** The one place the signed order is wired into payments: the card link, the charge on carrier_assigned, the refund. */
export const PAYMENT_TERMS: PaymentTerms = { findSignedOrder, refundRule };
