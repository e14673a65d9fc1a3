/**
 * npm run launch:check [-- --dir <content folder>]
 * Lists what the broker has not supplied yet in content/broker.yaml (FMCSA numbers, support hours, the legal texts'
 * approval, reviews, press). The list is information and the exit code 0, unless LAUNCH=1 says the site is going
 * live: then any placeholder exits 1, so a launch pipeline stops. The production server prints the same list.
 * A claim the configuration cannot keep (online payment without Stripe's keys) exits 1 always.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { getEnv } from "@/lib/config/env";
import { CONTENT_DIR, isLaunching, launchPlaceholders, launchReport, loadBrokerFacts } from "@/lib/facts";
import { paymentLaunchProblem } from "@/lib/payments";

function main(): void {
  const { values } = parseArgs({ options: { dir: { type: "string" } } });
  const launching = isLaunching(process.env.LAUNCH);
  const facts = loadBrokerFacts(values.dir ? path.resolve(values.dir) : CONTENT_DIR);
  const placeholders = launchPlaceholders(facts);
  console.log(launchReport(placeholders));
  const payment = paymentLaunchProblem(facts, getEnv());
  if (payment) {
    console.error(payment);
    process.exitCode = 1;
  }
  if (launching && placeholders.length > 0) {
    console.error("LAUNCH=1: the site is going live with placeholders; supply the facts above first.");
    process.exitCode = 1;
  }
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
