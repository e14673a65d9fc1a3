import type { ShipmentStatus } from "@/lib/db";
import { ORDER_STAGES, type OrderStage } from "./constants";
import { chargeDueAt } from "./money";
import type { Order } from "./order";

/** The money stage each shipment status proves was reached; the others (booked, rescheduled, cancelled) prove none. */
const STAGE_PROVEN_BY: Partial<Record<ShipmentStatus, OrderStage>> = {
  carrier_assigned: "carrier_assigned",
  picked_up: "picked_up",
  in_transit: "picked_up",
  delivered: "delivered",
};
const rank = (stage: OrderStage) => ORDER_STAGES.indexOf(stage);

/**
 * The furthest money stage a shipment's applied statuses reached, in any order. A rescheduled pickup may come
 * before or after a carrier is assigned, so a stage is read from the whole history, not the last status: a
 * cancellation is refunded by the stage reached before it (refundOnCancellation).
 */
export function orderStageOf(statuses: readonly ShipmentStatus[]): OrderStage {
  return statuses.reduce<OrderStage>((reached, status) => {
    const stage = STAGE_PROVEN_BY[status];
    return stage && rank(stage) > rank(reached) ? stage : reached;
  }, "signed");
}

/**
 * What is charged online when a shipment moves into `status` from a history that had not yet reached that
 * status's stage: only the first move into carrier_assigned charges (a carrier re-assigned charges nothing more).
 */
export function chargeDueOnMove(order: Order, history: readonly ShipmentStatus[], status: ShipmentStatus): number {
  const before = orderStageOf(history);
  const after = orderStageOf([...history, status]);
  return before === after ? 0 : chargeDueAt(order, after);
}
