import type { Db, LeadRow } from "@/lib/db";
import type { ConversionKind } from "./constants";

/** What a conversion is worth, as all three platforms take it: an amount in a currency (ISO 4217). */
export type ConversionValue = { amount: number; currency: string };

/**
 * The price and currency of each of these bookings' signed orders, for the bookings that have one. lib/orders
 * owns signed orders and sits above this domain, so it is passed in (booking's DELIVERY_CONTENT, the report CLI).
 */
export type SignedPrices = (db: Db, leadIds: readonly string[]) => Promise<Map<string, ConversionValue>>;

/** A price as the lead stores it: a range (low to high) in a currency, USD when it does not say. */
type StoredPrice = { low?: unknown; high?: unknown; currency?: unknown };

/** The middle of a price range, in whole cents; the low end alone when there is no high. */
function valueOfPrice(price: StoredPrice | null): ConversionValue | undefined {
  const low = typeof price?.low === "number" && Number.isFinite(price.low) ? price.low : undefined;
  if (low === undefined || low < 0) return undefined;
  const high = typeof price?.high === "number" && Number.isFinite(price.high) && price.high >= low ? price.high : low;
  const currency = typeof price?.currency === "string" && /^[A-Z]{3}$/.test(price.currency) ? price.currency : "USD";
  return { amount: Math.round(((low + high) / 2) * 100) / 100, currency };
}

function parsed(json: string | null): StoredPrice | null {
  try {
    const value: unknown = json ? JSON.parse(json) : null;
    return typeof value === "object" && value !== null ? (value as StoredPrice) : null;
  } catch {
    return null;
  }
}

/**
 * The one input every destination reads for a conversion's value. A lead is worth its estimate (the server's,
 * estimate_json); a confirmed booking the price of the order its visitor signed, when it was signed by the time
 * the conversion is sent (`signed`, from SignedPrices), else its chosen window's price, which its lead stores as
 * its estimate (lib/booking/confirm.ts). Undefined when the lead could not be priced: the platforms then get no
 * value rather than zero.
 */
export function conversionValueOf(
  lead: Pick<LeadRow, "estimate_json" | "payload_json">,
  conversion: ConversionKind,
  signed?: ConversionValue,
): ConversionValue | undefined {
  if (conversion === "booking" && signed) return signed;
  const sources: (StoredPrice | null)[] =
    conversion === "booking"
      ? [(parsed(lead.payload_json) as { pickup_window?: StoredPrice } | null)?.pickup_window ?? null]
      : [];
  sources.push(parsed(lead.estimate_json));
  for (const source of sources) {
    const value = valueOfPrice(source);
    if (value) return value;
  }
  return undefined;
}
