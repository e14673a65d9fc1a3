import type { Env } from "@/lib/config/env";
import { clientKey, clientOf, json } from "@/lib/http";
import { budgetLimiter } from "@/lib/rate-limit";
import { PAYMENT_LINKS_WINDOW_MS, STRIPE_WEBHOOKS_WINDOW_MS, paymentMessages as m } from "./constants";

/**
 * The per-client budgets of payments' endpoints, counted in this process's memory as the shipment events' are:
 * a refused request costs no database read, no signature check and no call to Stripe.
 */
export type PaymentBudget = "stripe-webhooks" | "payment-links";

function limitOf(budget: PaymentBudget, env: Env): [number, number] {
  return budget === "stripe-webhooks"
    ? [env.RATE_LIMIT_STRIPE_WEBHOOKS, STRIPE_WEBHOOKS_WINDOW_MS]
    : [env.RATE_LIMIT_PAYMENT_LINKS, PAYMENT_LINKS_WINDOW_MS];
}

/**
 * Counts the request against its client's budget: undefined when it may go on, else the 429 with Retry-After.
 * Stripe retries a webhook answered with anything but 2xx, so a refused genuine event is delivered again later.
 */
export function overBudget(request: Request, budget: PaymentBudget, env: Env, now = Date.now()): Response | undefined {
  const [limit, windowMs] = limitOf(budget, env);
  const limited = budgetLimiter(budget, limit, windowMs).consume(clientKey(clientOf(request).ip), now);
  if (limited.ok) return undefined;
  return json({ status_code: 429, description: m.tooMany(limited.retryAfterSeconds) }, 429, {
    "Retry-After": String(limited.retryAfterSeconds),
  });
}
