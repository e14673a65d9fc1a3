import { getEnv, type Env } from "@/lib/config/env";
import { conversionExportersFromEnv, type SendOutcome } from "@/lib/conversions";
import { getDb, type Db } from "@/lib/db";
import { mailerFromEnv } from "@/lib/email";
import { channelsFromEnv, horizonOf, type Channel } from "./channels";
import { alertDeadRows } from "./dead-alert";
import type { DeliveryContent } from "./content";
import { housekeep } from "./housekeeping";
import { BATCH_SIZE, DEAD_ALERT_CHECK_MS, HOUSEKEEPING_INTERVAL_MS, POLL_INTERVAL_MS } from "./constants";
import { deliverySubject } from "./subject";
import { claimDue, isPermanent, markFailed, markSent } from "./outbox";

/** delivered: rows sent without an error (accepted, tested, or awaiting an ingest's status: the rows say which). */
export type PassResult = { delivered: number; failed: number };

/**
 * One pass over the due outbox rows: each is sent on its own channel; one failure never stops another. `now`
 * is the pass's clock (tests move it forward); a row's outcome is recorded at the same clock.
 */
export async function deliverDue(db: Db, channels: Channel[], now: number = Date.now()): Promise<PassResult> {
  const byName = new Map(channels.map((c) => [c.name, c]));
  const live = channels.filter((c) => !c.testMode).map((c) => c.name);
  const claimed = await claimDue(db, [...byName.keys()], now, BATCH_SIZE, live);
  // The real clock when the pass runs now, else the pass's own (a test's later pass).
  const at = () => Math.max(now, Date.now());
  const outcomes = await Promise.allSettled(
    claimed.map(async (row) => {
      const channel = byName.get(row.channel);
      if (!channel) throw new Error(`No channel ${row.channel}`);
      let outcome: SendOutcome | void;
      try {
        outcome = await channel.send(deliverySubject(row.subject), row.id, db);
      } catch (error) {
        await markFailed(db, row, error, at(), horizonOf(channel, row.subject, row.createdAt));
        throw error;
      }
      await markSent(db, row, outcome ?? { kind: "accepted" }, at());
    }),
  );
  const failed = outcomes.filter((o) => o.status === "rejected");
  for (const f of failed) console.warn(new Error(`Lead delivery failed; ${retryWord(f.reason)}`, { cause: f.reason }));
  return { delivered: outcomes.length - failed.length, failed: failed.length };
}

/** What the log says comes next: a permanent error's row is dead (lib/conversions PermanentSendError). */
const retryWord = (error: unknown) =>
  isPermanent(error) ? "given up (the row is dead, sales will be told)" : "will retry until its horizon";

type WorkerState = {
  timer?: ReturnType<typeof setInterval>;
  running?: boolean;
  lastHousekeeping?: number;
  lastAlertCheck?: number;
};
const worker: WorkerState = ((globalThis as { __shipluxDelivery?: WorkerState }).__shipluxDelivery ??= {});

/**
 * Starts polling the outbox in this process, once, and says where e-mails go (an SMTP server or the .eml
 * folder). With DELIVERY_WORKER=off (web-only instances) it does not start: another instance delivers.
 * `content` is what the visitor's e-mails and the shipment webhooks say (lib/delivery-content's DELIVERY_CONTENT).
 */
export function startDeliveryWorker(content: DeliveryContent, env: Env = getEnv()): boolean {
  if (worker.timer || env.DELIVERY_WORKER === "off") return false;
  const mailer = mailerFromEnv(env);
  console.info(`> ${mailer.destination}`);
  for (const exporter of conversionExportersFromEnv(env)) console.info(`> ${exporter.describe}`);
  const channels = channelsFromEnv(env, content, mailer);
  const alert = (db: Db, now: number) => alertDeadRows(db, mailer, env.SALES_EMAIL, now);
  worker.timer = setInterval(() => void tick(channels, alert), POLL_INTERVAL_MS);
  worker.timer.unref();
  return true;
}

export function stopDeliveryWorker(): void {
  if (worker.timer) clearInterval(worker.timer);
  worker.timer = undefined;
}

async function tick(channels: Channel[], alert: (db: Db, now: number) => Promise<unknown>): Promise<void> {
  if (worker.running) return;
  worker.running = true;
  try {
    const db = await getDb();
    if (channels.length > 0) await deliverDue(db, channels);
    const now = Date.now();
    // Dead rows are looked for once a minute, not on every 2-second pass: an alert is never that urgent.
    if (!worker.lastAlertCheck || now - worker.lastAlertCheck > DEAD_ALERT_CHECK_MS) {
      worker.lastAlertCheck = now;
      await alert(db, now);
    }
    if (!worker.lastHousekeeping || now - worker.lastHousekeeping > HOUSEKEEPING_INTERVAL_MS) {
      worker.lastHousekeeping = now;
      await housekeep(db, now);
    }
  } catch (error) {
    console.error(new Error("Delivery worker pass failed", { cause: error }));
  } finally {
    worker.running = false;
  }
}
