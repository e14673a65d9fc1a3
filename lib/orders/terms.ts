import { formatDays, formatLongDate } from "@/lib/dates";
import { cancellationCostCents, chargeDueAt, refundOnCancellation } from "./money";
import type { Order } from "./order";

/**
 * The order's terms in words: one list of clauses, written from the order's own figures and the money rules
 * (money.ts), that the booking page, the PDF and the e-mails all render. Nothing here is free text from a visitor
 * except the first name the order greets; the vehicles and places are the lead's validated fields.
 */

export type ClauseId = "order" | "price" | "payment" | "cancellation" | "release" | "late-pickup";
/** A headed block of sentences: how the terms, the disclosure and the signing record are written everywhere. */
export type Clause = { heading: string; lines: string[] };
export type TermsClause = Clause & { id: ClauseId };

const whole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** "$1,350" for whole dollars, "$247.50" otherwise: every amount an order states. */
export function formatCents(amount: number): string {
  return amount % 100 === 0 ? whole.format(amount / 100) : cents.format(amount / 100);
}

const kindLabel = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1);

function orderClause(o: Order): TermsClause {
  return {
    id: "order",
    heading: "Vehicles, route and window",
    lines: [
      `Order ${o.leadNumber}, terms version ${o.termsVersion}.`,
      `Route: ${o.route.from} to ${o.route.to}.`,
      `Vehicles: ${o.vehicles.join("; ")}.`,
      `Pickup window: ${kindLabel(o.window.kind)}, ${formatDays(o.window.from, o.window.to)}.`,
    ],
  };
}

function paymentClause(o: Order): TermsClause {
  const atCarrier = chargeDueAt(o, "carrier_assigned");
  const how =
    o.collection === "card"
      ? "to the card you save with us"
      : "by phone: an agent calls you to take the payment once the carrier is confirmed";
  // chargeDueAt(o, "signed") is 0 for every order; the property test holds the sentence to it.
  const lines = ["Nothing is charged now, when you sign."];
  if (o.payment === "online") {
    lines.push(
      `When a carrier is assigned to your order, the whole price of ${formatCents(atCarrier)} is charged ${how}.`,
    );
    lines.push("Nothing is paid to the driver at delivery.");
  } else {
    lines.push(
      `When a carrier is assigned to your order, the broker fee of ${formatCents(atCarrier)} is charged ${how}.`,
    );
    lines.push(
      o.dueAtDeliveryCents > 0
        ? `The rest, ${formatCents(o.dueAtDeliveryCents)}, is paid to the driver at delivery.`
        : "Nothing is paid to the driver at delivery.",
    );
  }
  return { id: "payment", heading: "What is charged, and when", lines };
}

function cancellationClause(o: Order): TermsClause {
  const fee = cancellationCostCents(o, "carrier_assigned");
  const refund = refundOnCancellation(o, "carrier_assigned", chargeDueAt(o, "carrier_assigned"));
  return {
    id: "cancellation",
    heading: "Cancelling",
    lines: [
      "You may cancel free of charge until a carrier is assigned.",
      refund > 0
        ? `After a carrier is assigned and before pickup, cancelling costs the broker fee of ${formatCents(fee)}; the other ${formatCents(refund)} charged is refunded to you.`
        : `After a carrier is assigned and before pickup, cancelling costs the broker fee of ${formatCents(fee)}, which is not refunded.`,
      `Once your vehicle is picked up the order cannot be cancelled: the full price of ${formatCents(cancellationCostCents(o, "picked_up"))} is due.`,
    ],
  };
}

function lateClause(o: Order): TermsClause | undefined {
  if (!o.latePickup) return undefined;
  const where = o.payment === "online" ? "refunded to your card" : "taken off what you pay the driver";
  return {
    id: "late-pickup",
    heading: "If the pickup is late",
    lines: [
      `If your vehicle is picked up after ${formatLongDate(o.window.to)}, you are credited ${formatCents(o.latePickup.perDayCents)} for each day late, up to ${formatCents(o.latePickup.maxCents)}, ${where}.`,
    ],
  };
}

/** Every clause of the order, in the order they are read. */
export function orderClauses(o: Order): TermsClause[] {
  const clauses: (TermsClause | undefined)[] = [
    orderClause(o),
    {
      id: "price",
      heading: "Your price",
      lines: [
        `Your price for this window is ${formatCents(o.priceCents)} (${o.currency}), locked: it will not go up, whatever the carrier costs.`,
      ],
    },
    paymentClause(o),
    cancellationClause(o),
    {
      id: "release",
      heading: "If no carrier takes your order",
      lines: [
        `If no carrier takes your order at this price by ${formatLongDate(o.window.to)}, you are released from it and pay nothing.`,
      ],
    },
    lateClause(o),
  ];
  return clauses.filter((c): c is TermsClause => c !== undefined);
}
