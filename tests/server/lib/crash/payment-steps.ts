/**
 * The crash test's hand on the lead store for the payments phase, run as its own process beside the server
 * (`node --import tsx tests/server/lib/crash/payment-steps.ts <step> <lead-number>`), with the server's
 * DATA_DIR / DATABASE_URL and Stripe variables. It stands in for the signing branch: the production server
 * has no signed orders yet (lib/shipments/payment-terms.ts), so the steps that need one pass a fixture order
 * through the same parameter lib/orders will fill. Prints one JSON line.
 *   card <lead-number>    the Checkout session the booking page's "Save a card" link would open
 *   assign <lead-number>  carrier_assigned recorded as the CLI records it, with the fixture's order
 *   assign-over <lead-number>  the same, with an order whose deposit was changed to more than its signed total
 *   queue-early <lead-number>  a deposit charge queued while the shipment is still booked (no carrier yet)
 * test:hardening uses the last two: the server must refuse both and Stripe must hear nothing.
 */
import { getEnv } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { queuePayment, startCardSetup, stripeFromEnv, type OrderLookup } from "@/lib/payments";
import { shipmentEventSchema } from "@/lib/shipments";
import { recordShipmentEvent } from "@/lib/shipments/service";

const CRASH_DEPOSIT_CENTS = 25_000;

async function main(step: string | undefined, leadNumber: string): Promise<unknown> {
  const db = await getDb();
  const lead = await db
    .selectFrom("leads")
    .select(["id", "payload_json"])
    .where("lead_number", "=", leadNumber)
    .executeTakeFirstOrThrow();
  const deposit = step === "assign-over" ? 150_000 : CRASH_DEPOSIT_CENTS;
  const order: OrderLookup = async (_db, leadId) =>
    leadId === lead.id
      ? {
          leadId,
          leadNumber,
          orderSha256: "c".repeat(64),
          currency: "USD",
          priceCents: 120_000,
          depositCents: deposit,
        }
      : undefined;
  if (step === "card") {
    const { opportunity_id: id } = JSON.parse(lead.payload_json) as { opportunity_id: string };
    const { token } = await db
      .selectFrom("opportunities")
      .select("token")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const stripe = stripeFromEnv(getEnv());
    if (!stripe) throw new Error("Stripe is not configured for the crash test");
    return startCardSetup(db, stripe.stripe, { token, siteUrl: getEnv().SITE_URL, now: new Date() }, order);
  }
  if (step === "queue-early") {
    const request = {
      leadId: lead.id,
      leadNumber,
      stage: "deposit" as const,
      amountCents: deposit,
      currency: "USD" as const,
    };
    const charge = { ...request, orderSha256: "c".repeat(64), kind: "charge" as const, signedCents: 120_000 };
    return db.transaction().execute((trx) => queuePayment(trx, charge, new Date()));
  }
  if (step !== "assign" && step !== "assign-over") throw new Error(`unknown step ${step}`);
  const event = shipmentEventSchema.parse({
    lead_number: leadNumber,
    status: "carrier_assigned",
    occurred_at: new Date(Date.now() - 30_000).toISOString(),
    carrier: { name: "Crash Test Haulers LLC", usdot: "7654321" },
    pickup_date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
  });
  const terms = { findSignedOrder: order, refundRule: () => 0 };
  return recordShipmentEvent(db, { event, webhookId: `crash_pay_${leadNumber}`, source: "cli", terms });
}

const [step, leadNumber] = process.argv.slice(2);
main(step, String(leadNumber))
  .then((outcome) => {
    console.log(JSON.stringify(outcome));
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
