import { getEnv } from "@/lib/config/env";
import { CONTENT_DIR, loadBrokerFacts } from "@/lib/facts";
import { paymentLaunchProblem } from "@/lib/payments";

const facts = loadBrokerFacts(CONTENT_DIR);
const claiming = (onlinePayment: boolean) => ({ ...facts, claims: { ...facts.claims, onlinePayment } });
const stripe = { STRIPE_SECRET_KEY: "sk_test_0123456789abcdef", STRIPE_WEBHOOK_SECRET: "whsec_0123456789abcdef0123" };

describe("launch check for online payment", () => {
  it("fails while online payment is claimed and Stripe is not configured", () => {
    expect(paymentLaunchProblem(claiming(true), getEnv({}))).toMatch(
      /claims online payment .* Stripe is not configured/,
    );
  });

  it("passes once Stripe is configured, or while the claim is off", () => {
    expect(paymentLaunchProblem(claiming(true), getEnv(stripe))).toBeUndefined();
    expect(paymentLaunchProblem(claiming(false), getEnv({}))).toBeUndefined();
  });
});

describe("Stripe's environment", () => {
  it("takes the key and the webhook secret together, or neither", () => {
    expect(() => getEnv({ STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => getEnv({ STRIPE_WEBHOOK_SECRET: stripe.STRIPE_WEBHOOK_SECRET })).toThrow(/STRIPE_SECRET_KEY/);
    expect(getEnv({}).STRIPE_SECRET_KEY).toBeUndefined();
  });

  it("refuses a key that is not a Stripe secret key, and reads the stand-in's host, port and protocol", () => {
    expect(() => getEnv({ ...stripe, STRIPE_SECRET_KEY: "pk_test_0123456789abcdef" })).toThrow(
      /STRIPE_SECRET_KEY looks like/,
    );
    expect(() => getEnv({ ...stripe, STRIPE_API_PORT: "70000" })).toThrow(/STRIPE_API_PORT/);
    const env = getEnv({
      ...stripe,
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: "12111",
      STRIPE_API_PROTOCOL: "http",
    });
    expect([env.STRIPE_API_HOST, env.STRIPE_API_PORT, env.STRIPE_API_PROTOCOL]).toEqual(["127.0.0.1", 12111, "http"]);
  });
});
