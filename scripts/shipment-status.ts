/**
 * npm run shipment:status -- <lead-number> <status> [--carrier … --usdot … --pickup-date … --date … --at …]
 * Records a shipment status event for a confirmed booking from a terminal, with the webhook's rules and
 * storage (lib/shipments/cli.ts); `--help` lists each status's options. Exit codes: 0 stored or already
 * stored, 2 bad usage or fields, 3 no such booking, 4 refused by the rules (e.g. already delivered).
 */
import { closeDb } from "@/lib/db";
import { runShipmentStatus } from "@/lib/shipments/server";

runShipmentStatus(process.argv.slice(2), { out: (l) => console.log(l), err: (l) => console.error(l) })
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
