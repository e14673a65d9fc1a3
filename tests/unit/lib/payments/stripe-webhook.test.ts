import Stripe from "stripe";
import { getEnv } from "@/lib/config/env";
import { CLIENT_IP_HEADER } from "@/lib/http";
import { handleStripeWebhook } from "@/lib/payments";

const secret = "whsec_0123456789abcdef0123";
const env = getEnv({ STRIPE_SECRET_KEY: "sk_test_0123456789abcdef", STRIPE_WEBHOOK_SECRET: secret });
const signer = new Stripe("sk_test_signer");
let clients = 0;

/** A body signed with the webhook secret, as Stripe (or anyone holding the secret) would send it. */
function signedPost(payload: string): Request {
  clients += 1;
  return new Request("https://www.shiplux.example/api/payments/stripe", {
    method: "POST",
    body: payload,
    headers: {
      "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret }),
      [CLIENT_IP_HEADER]: `198.51.100.${clients}`,
    },
  });
}

describe("Stripe's webhook, signed but not shaped as Stripe's events", () => {
  it("answers a signed body that is not JSON 400, saying so", async () => {
    const answer = await handleStripeWebhook(signedPost("not json"), env);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ description: "The event is not valid JSON." });
  });

  it.each([
    ["null", "_"],
    ['{"id":1,"type":"payment_intent.succeeded","data":{"object":{}}}', "id"],
    ['{"id":"evt_1","type":"payment_intent.succeeded"}', "data"],
    [
      '{"id":"evt_1","type":"payment_intent.succeeded","data":{"object":{"id":"pi_1","amount":"25000"}}}',
      "data.object.amount",
    ],
    [
      '{"id":"evt_1","type":"checkout.session.completed","data":{"object":{"id":null,"mode":"setup"}}}',
      "data.object.id",
    ],
  ])("answers %s 400 naming %s", async (payload, field) => {
    const answer = await handleStripeWebhook(signedPost(payload), env);
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { errors: Record<string, string> };
    expect(Object.keys(body.errors)).toContain(field);
  });

  it.each(["__proto__", "constructor", "toString"])(
    "takes an event whose type is %s as any type it does not act on: stored, answered 200 (the fuzz suite found a 500)",
    async (type) => {
      const payload = JSON.stringify({ id: `evt_${type}`, type, data: { object: { id: "cs_1", mode: "setup" } } });
      const answer = await handleStripeWebhook(signedPost(payload), env);
      expect(answer.status).toBe(200);
    },
  );
});
