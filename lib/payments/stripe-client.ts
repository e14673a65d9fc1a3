import Stripe from "stripe";
import type { Env } from "@/lib/config/env";
import { STRIPE_TIMEOUT_MS } from "./constants";

export type StripeSetup = { stripe: Stripe; webhookSecret: string };

const clients = new Map<string, Stripe>();

/**
 * The Stripe client for this environment, or undefined when Stripe is not configured (payment by phone). The
 * host, port and protocol options exist for the tests' stand-in; unset, the library talks to api.stripe.com.
 * The library's own network retries stay off: the outbox retries, with the same idempotency key.
 */
export function stripeFromEnv(env: Env): StripeSetup | undefined {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return undefined;
  const id = [env.STRIPE_SECRET_KEY, env.STRIPE_API_HOST, env.STRIPE_API_PORT, env.STRIPE_API_PROTOCOL].join("|");
  let stripe = clients.get(id);
  if (!stripe) {
    stripe = new Stripe(env.STRIPE_SECRET_KEY, {
      maxNetworkRetries: 0,
      timeout: STRIPE_TIMEOUT_MS,
      telemetry: false,
      ...(env.STRIPE_API_HOST ? { host: env.STRIPE_API_HOST } : {}),
      ...(env.STRIPE_API_PORT ? { port: env.STRIPE_API_PORT } : {}),
      ...(env.STRIPE_API_PROTOCOL ? { protocol: env.STRIPE_API_PROTOCOL } : {}),
    });
    clients.set(id, stripe);
  }
  return { stripe, webhookSecret: env.STRIPE_WEBHOOK_SECRET };
}

/** Whether online payment can work here: both Stripe secrets set. */
export function stripeConfigured(env: Env): boolean {
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
}
