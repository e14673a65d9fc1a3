import type { Env } from "@/lib/config/env";
import type { BrokerFacts } from "@/lib/facts";
import { stripeConfigured } from "./stripe-client";

/**
 * Why the site may not go live as configured, for payments: the broker's facts claim online payment
 * (claims.onlinePayment) while Stripe is not configured, so the page would promise what it cannot take.
 * Undefined when the claim and the configuration agree.
 */
export function paymentLaunchProblem(facts: BrokerFacts, env: Env): string | undefined {
  if (!facts.claims.onlinePayment || stripeConfigured(env)) return undefined;
  return (
    "content/broker.yaml claims online payment (claims.onlinePayment: true) but Stripe is not configured: set " +
    "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or switch the claim off (payment is then taken by phone)."
  );
}
