import { createHash } from "node:crypto";
import type { OrderTermsFact } from "@/lib/facts";
import { ORDER_CURRENCY, TERMS_VERSION } from "./constants";

/**
 * The order a visitor signs, as data: what is shipped, where and when, the locked price, and the money terms
 * resolved to cents from the broker's facts at the moment of signing. Its canonical JSON is what is hashed and
 * stored, so what lib/payments charges is read from exactly what was signed.
 */
export type Order = {
  termsVersion: string;
  leadNumber: string;
  customer: { firstName: string; email: string };
  route: { from: string; to: string };
  vehicles: string[];
  /** The confirmed pickup window: its kind and first and last day (YYYY-MM-DD). */
  window: { kind: string; from: string; to: string };
  currency: typeof ORDER_CURRENCY;
  /** The window's price, locked: the top of the range the visitor was shown, so it can only be what they saw or less. */
  priceCents: number;
  /** deposit: the broker fee online, the rest to the driver; online: the whole price online (content/broker.yaml). */
  payment: OrderTermsFact["payment"];
  /** card: charged to the card saved online; phone: online payment is not set up, the broker takes it by phone. */
  collection: "card" | "phone";
  /** The broker's fee: what cancelling costs once a carrier is assigned. */
  brokerFeeCents: number;
  /** Charged when a carrier is assigned: the broker fee, or the whole price when paid all online. */
  depositCents: number;
  /** Paid to the driver at delivery. */
  dueAtDeliveryCents: number;
  /** Credited per day of late pickup, up to the cap (never above the price); null when none is offered. */
  latePickup: { perDayCents: number; maxCents: number } | null;
};

/** What a confirmed booking gives the order. */
export type OrderInput = {
  leadNumber: string;
  customer: { firstName: string; email: string };
  route: { from: string; to: string };
  vehicles: string[];
  window: { kind: string; from: string; to: string };
  /** The window's price range in whole dollars. */
  price: { low: number; high: number };
};

/** The broker fee: a percent of the price, at least the minimum, never more than the price. */
function brokerFeeOf(priceCents: number, terms: OrderTermsFact): number {
  const percent = Math.round((priceCents * terms.brokerFee.percent) / 100);
  return Math.min(priceCents, Math.max(percent, terms.brokerFee.minimumDollars * 100));
}

/** The order for a confirmed booking under the broker's terms, priced at the top of its window's range. */
export function buildOrder(input: OrderInput, terms: OrderTermsFact, collection: Order["collection"]): Order {
  const priceCents = Math.round(input.price.high * 100);
  const brokerFeeCents = brokerFeeOf(priceCents, terms);
  const depositCents = terms.payment === "online" ? priceCents : brokerFeeCents;
  const late = terms.latePickup;
  return {
    termsVersion: TERMS_VERSION,
    leadNumber: input.leadNumber,
    customer: input.customer,
    route: input.route,
    vehicles: input.vehicles,
    window: input.window,
    currency: ORDER_CURRENCY,
    priceCents,
    payment: terms.payment,
    collection,
    brokerFeeCents,
    depositCents,
    dueAtDeliveryCents: priceCents - depositCents,
    latePickup: late
      ? { perDayCents: late.perDayDollars * 100, maxCents: Math.min(late.maxDollars * 100, priceCents) }
      : null,
  };
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * JSON with object keys sorted and no spaces (RFC 8785's shape for strings, integers, booleans and null, which is
 * all an order holds): the same order always gives the same bytes, so its hash can be recomputed by anyone.
 */
export function canonicalJson(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k] as Json)}`).join(",")}}`;
  }
  if (typeof value === "number" && !Number.isSafeInteger(value)) {
    throw new Error("An order holds whole numbers only (cents)", { cause: { value } });
  }
  return JSON.stringify(value);
}

/** The SHA-256 (hex) of the order's canonical JSON: what the visitor signs and the stored record keeps. */
export function orderSha256(order: Order): string {
  return createHash("sha256")
    .update(canonicalJson(order as unknown as Json), "utf8")
    .digest("hex");
}
