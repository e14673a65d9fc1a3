import type Stripe from "stripe";
import { z } from "zod";

/**
 * The parts of a verified Stripe event this site reads, checked before it acts: a body signed with the secret
 * but not shaped as Stripe shapes it (a test tool, a key that leaked) is answered 400 with the fields at fault,
 * never a crash halfway through. Stripe's own events always pass; the shapes are a subset of its API's.
 */
const stripeId = z.string().min(1).max(255);

const envelope = z.object({
  id: stripeId,
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const checkoutSession = z.object({ id: stripeId, mode: z.string().max(40) });

const paymentIntent = z.object({
  id: stripeId,
  amount: z.number().int().nonnegative(),
  metadata: z.record(z.string(), z.string()).nullish(),
  last_payment_error: z
    .object({ decline_code: z.string().max(255).nullish(), code: z.string().max(255).nullish() })
    .nullish(),
});

/**
 * The event types acted on, each with the shape of its object; any other type is only stored. A Map, not an
 * object: a type is the sender's text, and "__proto__" or "constructor" must find nothing.
 */
const OBJECT_SCHEMAS = new Map<string, z.ZodType>([
  ["checkout.session.completed", checkoutSession],
  ["payment_intent.succeeded", paymentIntent],
  ["payment_intent.payment_failed", paymentIntent],
]);

export type CheckedEvent = { ok: true; event: Stripe.Event } | { ok: false; error: z.ZodError };

export function checkStripeEvent(value: unknown): CheckedEvent {
  const outer = envelope.safeParse(value);
  if (!outer.success) return { ok: false, error: outer.error };
  const schema = OBJECT_SCHEMAS.get(outer.data.type);
  const inner = schema?.safeParse(outer.data.data.object);
  if (inner && !inner.success) {
    return {
      ok: false,
      error: new z.ZodError(inner.error.issues.map((i) => ({ ...i, path: ["data", "object", ...i.path] }))),
    };
  }
  // The fields read were checked above; the rest of the event is as Stripe sent it.
  return { ok: true, event: value as Stripe.Event };
}
