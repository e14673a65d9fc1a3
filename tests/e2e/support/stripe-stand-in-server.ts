/**
 * The Stripe stand-in (tests/support/stripe-stand-in.ts) as a process of its own, for the end-to-end suite:
 * Playwright starts it before the site (playwright.config.ts), on E2E_STRIPE_PORT, delivering its signed
 * events to E2E_STRIPE_WEBHOOK_URL, and stops it after. The site's Stripe client is pointed at it, so a
 * visitor saves a card on its hosted page and comes back to the booking page, as with Stripe Checkout.
 */
import { startStripeStandIn } from "../../support/stripe-stand-in";

async function main() {
  const port = Number(process.env.E2E_STRIPE_PORT);
  const webhookUrl = process.env.E2E_STRIPE_WEBHOOK_URL;
  if (!Number.isInteger(port) || port < 1 || !webhookUrl) {
    console.error("E2E_STRIPE_PORT and E2E_STRIPE_WEBHOOK_URL must be set (playwright.config.ts sets them)");
    process.exit(1);
  }
  const standIn = await startStripeStandIn({ port, webhookUrl });
  console.log(`Stripe stand-in on ${standIn.base}, events to ${webhookUrl}`);
  const stop = () => void standIn.stop().finally(() => process.exit(0));
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

void main();
