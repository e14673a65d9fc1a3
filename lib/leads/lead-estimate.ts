import type { EstimateResult } from "@/lib/estimate";
import type { LocatedRoute } from "@/lib/lookups/server";
import { quoteEstimate, type QuickQuoteQuery } from "@/lib/quote";
import { snakeCaseFacts } from "./kinds/snake-case";
import { leadFactsOf, type LeadPayload } from "./lead-kinds";

/**
 * The estimate stored with a lead, made on the server from the lead's own fields: its places are found in
 * the lookups' data (as the form's suggestions were) and priced by the same mapping the form uses
 * (lib/quote/quote-estimate.ts). Whatever figure the client sent is never used. Undefined when a place is not
 * in the lookups (a typo, a port the data lacks) or the estimator does not price the route (Hawaii by road):
 * the agent then prices it by phone, as the booking page does.
 */
export function estimateForLead(lead: LeadPayload): EstimateResult | undefined {
  try {
    const facts = leadFactsOf(lead);
    return facts && quoteEstimate(facts);
  } catch (error) {
    // A lead matters more than its estimate: one that cannot be priced is stored without a figure.
    console.error(
      new Error(`Could not estimate a ${lead.kind} lead; it is stored without an estimate`, { cause: error }),
    );
    return undefined;
  }
}

/**
 * A quick-calculator request's estimate once its route is located (lib/lookups locateRoute): the booking
 * page's figure, priced by the facts of the booking lead it becomes, so the page and the lead agree.
 */
export function estimateQuickRequest(request: QuickQuoteQuery, route: LocatedRoute): EstimateResult | undefined {
  return quoteEstimate(snakeCaseFacts(request, route));
}
