import { noRefunds, noSignedOrders, type OrderLookup, type RefundRule } from "@/lib/payments";

/** Where a shipment's money rules come from: the booking's signed order, and what its terms refund. */
export type PaymentTerms = { findSignedOrder: OrderLookup; refundRule: RefundRule };

/**
 * The one place the signed order is wired into payments (the card link, the charge on carrier_assigned, the
 * refund on cancellation). Until lib/orders lands no booking has a signed order, so payment is taken by phone;
 * at merge: `{ findSignedOrder: signedOrderFor, refundRule: <lib/orders' cancellation refund> }`.
 */
export const PAYMENT_TERMS: PaymentTerms = { findSignedOrder: noSignedOrders, refundRule: noRefunds };
