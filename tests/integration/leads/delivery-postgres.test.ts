import { sql } from "kysely";
import { getDb } from "@/lib/db";
import { claimDue } from "@/lib/leads/delivery/outbox";
import { createLead } from "@/lib/leads/service";
import { simpleCreateSdkSchema } from "@/lib/quote/server";
import { defineDeliverySuite } from "./delivery-suite";
import { postgresEngine, suiteOnEngine } from "./engines";
import { freshIp, sdkBody } from "./requests";

// Every lead here writes to the same visitor; the visitor e-mail budget is the customer e-mail tests' subject.
process.env.RATE_LIMIT_VISITOR_EMAILS = "1000";

describe("lead delivery on PostgreSQL", () => {
  defineDeliverySuite(postgresEngine);
});

describe("outbox claims on PostgreSQL", () => {
  suiteOnEngine("outbox claim", postgresEngine);

  it("lets a second worker claim other rows at once while the first holds its batch (FOR UPDATE SKIP LOCKED)", async () => {
    const db = await getDb();
    await db.updateTable("outbox").set({ status: "done" }).execute();
    for (const name of ["Skip1", "Skip2"]) {
      const payload = simpleCreateSdkSchema.parse(sdkBody({ first_name: name }));
      await createLead(await getDb(), {
        lead: { kind: "sdk", payload },
        client: { ip: freshIp(), userAgent: "vitest" },
      });
    }
    const now = Date.now() + 1000;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first: Awaited<ReturnType<typeof claimDue>> = [];
    // Worker A claims two rows inside a transaction it keeps open.
    const workerA = db.transaction().execute(async (trx) => {
      first = await claimDue(trx, ["email", "webhook"], now, 2);
      await held;
    });
    while (first.length === 0) await new Promise((r) => setTimeout(r, 10));
    // Worker A holds its rows until release(): a claim that waited on them would hit lock_timeout and throw,
    // so the second claim answering at all, before the release, shows it skipped them instead of waiting.
    const second = await db.transaction().execute(async (trx) => {
      await sql`set local lock_timeout = '2s'`.execute(trx);
      return claimDue(trx, ["email", "webhook"], now, 10);
    });
    release();
    await workerA;
    expect(first).toHaveLength(2);
    expect(second).toHaveLength(2);
    expect(new Set([...first, ...second].map((c) => c.id)).size).toBe(4);
  });
});
