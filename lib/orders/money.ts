import { ORDER_STAGES, type OrderStage } from "./constants";
import type { Order } from "./order";

/**
 * The money rules of a signed order, read from the order itself (what was signed), never from today's facts:
 * what is charged online at each stage, what cancelling costs, what is refunded, what a late pickup credits.
 * lib/payments charges and refunds by these; the terms' text (terms.ts) states the same figures, and
 * tests/unit/lib/orders/terms-agree.test.ts checks the two agree for every term.
 */

/** What is charged online at a stage: nothing at signing; the deposit (or the whole price) once a carrier is assigned. */
export function chargeDueAt(order: Order, stage: OrderStage): number {
  return stage === "carrier_assigned" ? order.depositCents : 0;
}

/** Everything charged online up to and including a stage. */
export function chargedThrough(order: Order, stage: OrderStage): number {
  return ORDER_STAGES.slice(0, ORDER_STAGES.indexOf(stage) + 1).reduce((sum, s) => sum + chargeDueAt(order, s), 0);
}

/**
 * What cancelling costs once the order has reached a stage: nothing before a carrier is assigned, the broker fee
 * after, the whole price once the vehicle is picked up (it can no longer be cancelled).
 */
export function cancellationCostCents(order: Order, stage: OrderStage): number {
  switch (stage) {
    case "signed":
      return 0;
    case "carrier_assigned":
      return order.brokerFeeCents;
    case "picked_up":
    case "delivered":
      return order.priceCents;
  }
}

/** What a cancellation at a stage refunds of what was charged online: everything above its cost. */
export function refundOnCancellation(order: Order, stage: OrderStage, chargedCents: number): number {
  return Math.max(0, chargedCents - cancellationCostCents(order, stage));
}

/**
 * The credit for a pickup `daysLate` calendar days after the window's last day: so much a day, up to the cap
 * (never more than the price, built into the order); nothing when the broker offers none.
 */
export function latePickupCreditCents(order: Order, daysLate: number): number {
  if (!order.latePickup || daysLate <= 0) return 0;
  return Math.min(Math.floor(daysLate) * order.latePickup.perDayCents, order.latePickup.maxCents);
}

/** An order that no carrier took at its price before the window ended releases the visitor: nothing is owed. */
export const RELEASE_COST_CENTS = 0;
