import { z } from "zod";
import { getEnv, type Env } from "@/lib/config/env";
import type { LeadRow } from "@/lib/db";
import { getBrokerFacts, type OrderTermsFact } from "@/lib/facts";
import { generatedVehicleName } from "@/lib/quote";
import { buildOrder, type Order } from "./order";

/** What a booking lead's stored JSON must hold to become an order; anything else is not priced online. */
const vehiclesSchema = z.array(z.object({ make: z.string(), model: z.string(), year: z.number(), inop: z.number() }));
const payloadSchema = z.object({
  pickup_window: z.object({
    kind: z.string(),
    from: z.string(),
    to: z.string(),
    low: z.number().positive(),
    high: z.number().positive(),
  }),
});

/** "Doral, FL 33172": one end of the route as the lead stored it. */
function place(city: string | null, state: string | null, postal: string | null): string {
  return [[city, state].filter(Boolean).join(", "), postal].filter(Boolean).join(" ");
}

/**
 * How the online charges are taken: by the card saved online once lib/payments is configured (STRIPE_SECRET_KEY
 * in the server's environment), otherwise by phone once the carrier is confirmed (issue 38, item 4).
 */
function collectionOf(env: Env = getEnv()): Order["collection"] {
  return env.STRIPE_SECRET_KEY ? "card" : "phone";
}

/**
 * The order a booking lead makes under today's terms; undefined when the booking has no price to lock (its route
 * could not be estimated, so an agent prices it by phone) or its stored JSON is not a booking's.
 */
export function orderOfLead(
  lead: LeadRow,
  terms: OrderTermsFact = getBrokerFacts().orderTerms,
  collection: Order["collection"] = collectionOf(),
): Order | undefined {
  if (lead.kind !== "booking") return undefined;
  const payload = payloadSchema.safeParse(JSON.parse(lead.payload_json));
  const vehicles = vehiclesSchema.safeParse(JSON.parse(lead.vehicles_json));
  if (!payload.success || !vehicles.success) return undefined;
  const w = payload.data.pickup_window;
  return buildOrder(
    {
      leadNumber: lead.lead_number,
      customer: { firstName: lead.first_name, email: lead.email },
      route: {
        from: place(lead.origin_city, lead.origin_state, lead.origin_postal_code),
        to: place(lead.destination_city, lead.destination_state, lead.destination_postal_code),
      },
      vehicles: vehicles.data.map((v) => `${generatedVehicleName(v)}${v.inop ? " (does not run)" : ""}`),
      window: { kind: w.kind, from: w.from, to: w.to },
      price: { low: w.low, high: w.high },
    },
    terms,
    collection,
  );
}
