import type { Db } from "@/lib/db";
import { SALES_FROM, type Mailer } from "@/lib/email";
import { OUTBOX_STATUS } from "../constants";
import { DEAD_ALERT_INTERVAL_MS, DEAD_ALERT_MAX_ROWS } from "./constants";

type DeadRow = { id: string; channel: string; last_error: string | null; lead_number: string | null };

async function untoldDeadRows(db: Db): Promise<DeadRow[]> {
  return db
    .selectFrom("outbox")
    .leftJoin("leads", "leads.id", "outbox.lead_id")
    .select(["outbox.id", "outbox.channel", "outbox.last_error", "leads.lead_number"])
    .where("outbox.status", "=", OUTBOX_STATUS.dead)
    .where("outbox.alerted_at", "is", null)
    .orderBy("outbox.created_at")
    .limit(DEAD_ALERT_MAX_ROWS)
    .execute();
}

/** Whether sales were told about a dead row within the interval. */
async function toldRecently(db: Db, now: number): Promise<boolean> {
  const recent = await db
    .selectFrom("outbox")
    .select("id")
    .where("alerted_at", ">", now - DEAD_ALERT_INTERVAL_MS)
    .limit(1)
    .executeTakeFirst();
  return recent !== undefined;
}

function alertText(rows: DeadRow[]): string {
  const lines = rows.map(
    (r) => `- ${r.lead_number ?? "(no lead)"} on ${r.channel}: ${r.last_error ?? "no reason kept"}`,
  );
  return [
    `These deliveries were given up and will not be retried. Each lead is still in the database:`,
    `\`npm run leads:report\` lists every failed delivery, and the lead can be re-sent or followed up by hand.`,
    "",
    ...lines,
    "",
  ].join("\n");
}

/**
 * Tells sales, in one e-mail, about outbox rows that died (past their horizon, or refused for good) and were not
 * told yet, at most once per DEAD_ALERT_INTERVAL_MS however many die; each dead row is in exactly one alert.
 * The rows are marked told only after the e-mail went, so a failed alert is tried again on a later pass. Two
 * workers running at the same moment may both send one: an extra e-mail, never a missing one.
 */
export async function alertDeadRows(db: Db, mailer: Mailer, to: string, now: number = Date.now()): Promise<number> {
  if (await toldRecently(db, now)) return 0;
  const rows = await untoldDeadRows(db);
  if (rows.length === 0) return 0;
  await mailer.send(
    {
      from: SALES_FROM,
      to,
      subject: `${rows.length} lead ${rows.length === 1 ? "delivery" : "deliveries"} failed for good`,
      text: alertText(rows),
      messageId: `<dead-${rows[0]?.id}@shiplux.alert>`,
    },
    `dead-deliveries-${now}`,
  );
  await db
    .updateTable("outbox")
    .set({ alerted_at: now })
    .where(
      "id",
      "in",
      rows.map((r) => r.id),
    )
    .execute();
  return rows.length;
}
