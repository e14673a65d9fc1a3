import { getEnv } from "@/lib/config/env";
import type { Db } from "@/lib/db";
import type { EstimateResult } from "@/lib/estimate";
import { estimateQuickRequest } from "@/lib/leads";
import { locateRoute } from "@/lib/lookups/server";
import { orderViewOf, type OrderView } from "@/lib/orders";
import type { QuickQuoteQuery } from "@/lib/quote";
import { shipmentTimeline, type Timeline } from "@/lib/shipments";
import { moneySteps, stripeConfigured } from "@/lib/payments";
import { PAYMENT_TERMS, shipmentEventsOf } from "@/lib/shipments/server";
import { getConfirmation, type Confirmation } from "./confirm";
import { missingContactFields, type ContactField } from "./confirm-schema";
import { withOrderStep } from "./order-step";
import { withMoneySteps } from "./money-timeline";
import { getOpportunityByToken } from "./opportunity";
import { routePoint, type RoutePoint } from "./route-points";
import { pickupWindows, type PickupWindow } from "./windows";

export type Booking = {
  token: string;
  request: QuickQuoteQuery;
  origin: RoutePoint | undefined;
  destination: RoutePoint | undefined;
  estimate: EstimateResult | undefined;
  windows: PickupWindow[];
  missing: ContactField[];
  confirmation: Confirmation | undefined;
  /** Once confirmed: the shipment's steps so far and ahead (lib/shipments), fed by the dispatch system's events. */
  shipment: Timeline | undefined;
  /** Once confirmed: the order to sign, or signed (lib/orders). */
  order: OrderView | undefined;
};

/**
 * Everything the booking page and the confirm route know about a booking link; undefined when the token is
 * malformed, unknown or expired, so callers reveal nothing in that case.
 */
export async function loadBooking(db: Db, token: string, now: Date = new Date()): Promise<Booking | undefined> {
  const opportunity = await getOpportunityByToken(db, token, now);
  if (!opportunity) return undefined;
  const r = opportunity.request;
  // Located and priced as the booking lead it becomes will be (lib/leads); without a route, priced by phone.
  const route = locateRoute(r);
  const estimate = route && estimateQuickRequest(r, route);
  const confirmation = await getConfirmation(db, token);
  const order = confirmation ? await orderViewOf(db, token, now) : undefined;
  return {
    token: opportunity.token,
    request: r,
    origin: route && routePoint(route.origin, r.origin_city, r.origin_state),
    destination: route && routePoint(route.destination, r.destination_city, r.destination_state),
    estimate,
    windows: pickupWindows(r.ship_date, estimate, now),
    missing: missingContactFields({ first_name: r.first_name, email: r.email, phone: r.phone }),
    confirmation,
    shipment: confirmation
      ? withMoneySteps(
          withOrderStep(
            shipmentTimeline({
              confirmedAt: confirmation.confirmedAt,
              window: confirmation.window,
              events: await shipmentEventsOf(db, token),
            }),
            order,
            token,
          ),
          await moneySteps(db, token, {
            findSignedOrder: PAYMENT_TERMS.findSignedOrder,
            stripeOn: stripeConfigured(getEnv()),
          }),
        )
      : undefined,
    order,
  };
}
