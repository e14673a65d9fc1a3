/**
 * npm run privacy:opt-out -- --email someone@example.com [--phone "(305) 871-2345"] [--country US]
 * Records a consumer's opt-out received by e-mail or phone: their e-mail and phone join the opt-out list (as
 * keyed hashes), so none of their leads is exported from now on, pending ones included (docs/conversions.md).
 * --country reads a phone written without its country code (default US).
 */
import { parseArgs } from "node:util";
import { closeDb, getDb } from "@/lib/db";
import { rememberConsumerOptOut } from "@/lib/leads";

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: "string" }, phone: { type: "string" }, country: { type: "string" } },
  });
  const contact = { email: values.email ?? "", phone: values.phone ?? "", origin_country: values.country ?? "US" };
  const kept = await rememberConsumerOptOut(await getDb(), contact, new Date());
  if (kept === 0) {
    console.error("Give --email (an address with @) and/or --phone (a valid number): nothing was recorded");
    process.exitCode = 1;
    return;
  }
  console.error(`Recorded ${kept} identit${kept === 1 ? "y" : "ies"}: none of this consumer's leads is exported now`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
