import type { EstimateResult } from "@/lib/estimate";
import { locatePlace } from "@/lib/lookups/locate";
import { DEFAULT_VEHICLE_TYPE, type QuickQuoteQuery, type SimpleCreateSdkPayload, quoteEstimate, type QuoteFacts } from "@/lib/quote";
import type { LeadPayload } from "./lead-record";

/**
 * The estimate stored with a lead, made on the server from the lead's own fields: its places are found in
 * the lookups' data (as the form's suggestions were) and priced by the same mapping the form uses
 * (lib/quote/quote-estimate.ts). Whatever figure the client sent is never used. Undefined when a place is not
 * in the lookups (a typo, a port the data lacks) or the estimator does not price the route (Hawaii by road):
 * the agent then prices it by phone, as the booking page does.
 */
export function estimateForLead(lead: LeadPayload): EstimateResult | undefined {
  try {
    const facts = factsOf(lead);
    return facts && quoteEstimate(facts);
  } catch (error) {
    // A lead matters more than its estimate: one that cannot be priced is stored without a figure.
    console.error(new Error(`Could not estimate a ${lead.kind} lead; it is stored without an estimate`, { cause: error }));
    return undefined;
  }
}

/** The estimate of a quick-calculator request (its confirmation e-mail's figure), made the same way. */
export function estimateForQuickRequest(request: QuickQuoteQuery): EstimateResult | undefined {
  try {
    const facts = snakeCaseFacts(request);
    return facts && quoteEstimate(facts);
  } catch (error) {
    console.error(new Error("Could not estimate a quick-calculator request", { cause: error }));
    return undefined;
  }
}

function factsOf(lead: LeadPayload): QuoteFacts | undefined {
  switch (lead.kind) {
    case "sdk":
      return snakeCaseFacts(lead.payload);
    case "booking":
      return snakeCaseFacts(lead.payload.request);
    case "international": {
      const p = lead.payload;
      const origin = locatePlace({ postalCode: p.originPostalCode, city: p.originCity, state: p.originState, country: p.originCountry });
      const destination = locatePlace({
        postalCode: p.destinationPostalCode,
        city: p.destinationCity,
        state: p.destinationState,
        country: p.destinationCountry,
      });
      if (!origin || !destination) return undefined;
      return {
        mode: "international",
        origin,
        destination,
        vehicles: p.vehicles.map((v) => ({ type: v.type, inop: v.inop === 1 })),
        transportType: p.transportType,
        shipDate: p.shipDate,
        shippingMethod: p.shippingMethod,
      };
    }
    case "simple": {
      const p = lead.payload;
      const origin = locatePlace({ postalCode: p.origin_postal_code, country: "US" });
      const destination = locatePlace({ postalCode: p.destination_postal_code, country: "US" });
      if (!origin || !destination) return undefined;
      // The simple form asks neither the vehicle's type nor the trailer: priced as a running car on an open
      // carrier, the defaults the full form starts from.
      return {
        mode: "domestic",
        origin,
        destination,
        vehicles: [{ type: DEFAULT_VEHICLE_TYPE, inop: false }],
        transportType: undefined,
        shipDate: p.ship_date,
      };
    }
  }
}

/** The domestic form and the quick calculator name their fields alike. */
function snakeCaseFacts(p: SimpleCreateSdkPayload | QuickQuoteQuery): QuoteFacts | undefined {
  const origin = locatePlace({ postalCode: p.origin_postal_code, city: p.origin_city, state: p.origin_state, country: p.origin_country });
  const destination = locatePlace({
    postalCode: p.destination_postal_code,
    city: p.destination_city,
    state: p.destination_state,
    country: p.destination_country,
  });
  if (!origin || !destination) return undefined;
  return {
    mode: "domestic",
    origin,
    destination,
    vehicles: p.Vehicles.map((v) => ({ type: v.vehicle_type, inop: v.vehicle_inop === 1 })),
    transportType: p.transport_type,
    shipDate: p.ship_date,
  };
}
