import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db";
import { CUSTOMER_EMAIL_CHANNEL } from "@/lib/leads";
import { housekeep } from "@/lib/leads/delivery/housekeeping";
import { suiteOnEngine, type Engine } from "./engines";

const DAY = 24 * 60 * 60 * 1000;

type OpportunitySpec = { expired: boolean; confirmed?: boolean; outbox?: "pending" | "sending" | "done" | "dead" };

/** An opportunity as the booking flow leaves it, with its visitor-e-mail outbox row when `outbox` says so. */
async function opportunity(now: number, spec: OpportunitySpec): Promise<string> {
  const db = await getDb();
  const id = randomUUID();
  const created = new Date(now - 31 * DAY);
  await db
    .insertInto("opportunities")
    .values({
      id,
      token: randomUUID().replaceAll("-", ""),
      request_json: "{}",
      status: spec.confirmed ? "confirmed" : "new",
      pickup_window: null,
      ip_hash: "h",
      user_agent: null,
      created_at: created.toISOString(),
      expires_at: new Date(spec.expired ? now - DAY : now + DAY).toISOString(),
      confirmed_at: spec.confirmed ? created.toISOString() : null,
    })
    .execute();
  if (spec.outbox) {
    await db
      .insertInto("outbox")
      .values({
        id: randomUUID(),
        lead_id: null,
        opportunity_id: id,
        channel: CUSTOMER_EMAIL_CHANNEL,
        status: spec.outbox,
        attempts: 0,
        next_attempt_at: now,
        locked_until: null,
        claim_token: null,
        last_error: null,
        created_at: created.toISOString(),
        delivered_at: null,
      })
      .execute();
  }
  return id;
}

async function remaining(ids: string[]) {
  const db = await getDb();
  const opportunities = await db.selectFrom("opportunities").select("id").where("id", "in", ids).execute();
  const outbox = await db.selectFrom("outbox").select("opportunity_id").where("opportunity_id", "in", ids).execute();
  return {
    opportunities: new Set(opportunities.map((o) => o.id)),
    outbox: new Set(outbox.map((o) => o.opportunity_id)),
  };
}

export function defineHousekeepingSuite(prepare: () => Promise<Engine | string>): void {
  suiteOnEngine("housekeeping", prepare);

  it("prunes expired unconfirmed opportunities with their settled outbox rows, and keeps every other one", async () => {
    const now = Date.now();
    const ids = {
      bare: await opportunity(now, { expired: true }),
      mailed: await opportunity(now, { expired: true, outbox: "done" }),
      gaveUp: await opportunity(now, { expired: true, outbox: "dead" }),
      pending: await opportunity(now, { expired: true, outbox: "pending" }),
      sending: await opportunity(now, { expired: true, outbox: "sending" }),
      confirmed: await opportunity(now, { expired: true, confirmed: true, outbox: "done" }),
      live: await opportunity(now, { expired: false, outbox: "done" }),
    };

    const pruned = await housekeep(await getDb(), now);

    const left = await remaining(Object.values(ids));
    expect(pruned).toEqual({ opportunities: 3, outboxRows: 2 });
    expect([ids.bare, ids.mailed, ids.gaveUp].some((id) => left.opportunities.has(id))).toBe(false);
    expect([ids.mailed, ids.gaveUp].some((id) => left.outbox.has(id))).toBe(false);
    for (const id of [ids.pending, ids.sending, ids.confirmed, ids.live]) {
      expect(left.opportunities.has(id)).toBe(true);
      expect(left.outbox.has(id)).toBe(true);
    }
  });

  it("prunes the pending one once its row settles", async () => {
    const now = Date.now();
    const id = await opportunity(now, { expired: true, outbox: "pending" });
    const db = await getDb();
    await db.updateTable("outbox").set({ status: "done" }).where("opportunity_id", "=", id).execute();
    await housekeep(db, now);
    expect((await remaining([id])).opportunities.size).toBe(0);
  });

  it("drops idempotency keys and rate counters older than a day, and keeps fresh ones", async () => {
    const now = Date.now();
    const db = await getDb();
    const tag = randomUUID();
    await db
      .insertInto("idempotency_keys")
      .values([
        { key: `old-${tag}`, response_json: "{}", request_hash: null, created_at: now - 2 * DAY },
        { key: `new-${tag}`, response_json: "{}", request_hash: null, created_at: now - 1000 },
      ])
      .execute();
    await db
      .insertInto("rate_limits")
      .values([
        { bucket: "leads", key: `old-${tag}`, window_start: now - 2 * DAY, count: 3 },
        { bucket: "leads", key: `new-${tag}`, window_start: now - 1000, count: 3 },
      ])
      .execute();

    await housekeep(db, now);

    const keys = await db.selectFrom("idempotency_keys").select("key").where("key", "like", `%-${tag}`).execute();
    const counters = await db.selectFrom("rate_limits").select("key").where("key", "like", `%-${tag}`).execute();
    expect(keys.map((k) => k.key)).toEqual([`new-${tag}`]);
    expect(counters.map((c) => c.key)).toEqual([`new-${tag}`]);
  });
}
