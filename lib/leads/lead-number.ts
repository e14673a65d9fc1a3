import { sql } from "kysely";
import type { Db } from "@/lib/db";

/** YYMM of the month the lead arrived in (UTC, so every server agrees). */
function leadPeriod(now: Date): string {
  const yy = String(now.getUTCFullYear() % 100).padStart(2, "0");
  const mm = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `${yy}${mm}`;
}

function formatLeadNumber(period: string, sequence: number): string {
  return `Q-${period}-${String(sequence).padStart(4, "0")}`;
}

/** Takes the next number of the month inside the caller's transaction (the row lock orders writers). */
export async function nextLeadNumber(trx: Db, now: Date): Promise<string> {
  const period = leadPeriod(now);
  const row = await trx
    .insertInto("lead_sequences")
    .values({ period, value: 1 })
    .onConflict((oc) => oc.column("period").doUpdateSet({ value: sql<number>`lead_sequences.value + 1` }))
    .returning("value")
    .executeTakeFirstOrThrow();
  return formatLeadNumber(period, Number(row.value));
}

/** A believable number for a discarded bot submission; never stored. */
export function decoyLeadNumber(now: Date): string {
  return formatLeadNumber(leadPeriod(now), 1000 + Math.floor(Math.random() * 8000));
}
