import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DELIVERY_CONTENT } from "@/lib/delivery-content";
import { getEnv } from "@/lib/config/env";
import { CONVERSION_DESTINATIONS } from "@/lib/conversions";
import { getDb } from "@/lib/db";
import { listLeadsSince } from "@/lib/leads";
import { channelsFromEnv } from "@/lib/leads/delivery/channels";
import { deliverDue } from "@/lib/leads/delivery/worker";
import { leadsReport } from "@/lib/reports/leads-report";
import { reportCsv } from "@/lib/reports/leads-report-text";
import { listExportsSince } from "@/lib/reports/queries";
import { suiteOnEngine, type Engine } from "../leads/engines";
import { exportsOf, leadIdOf, newLead } from "./suite";

/**
 * Conversion exports turned off: CONVERSIONS_ENABLED=false, set by the test file before anything reads the
 * environment (getEnv() keeps what it first reads). Each lead is one every platform would otherwise be told about.
 */
export function defineDisabledSuite(prepare: () => Promise<Engine | string>): void {
  suiteOnEngine("conversions-off", prepare);
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "shiplux-conversions-off-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stores each export skipped as "disabled", keeps no client IP, and the campaign report counts them apart', async () => {
    const since = new Date(Date.now() - 1000);
    const { leadNumber } = await newLead();
    expect((await exportsOf(leadNumber)).map((r) => [r.channel, r.status, r.skip_reason, r.client_ip])).toEqual([
      ["ga4-mp", "skipped", "disabled", null],
      ["google-data-manager", "skipped", "disabled", null],
      ["meta-capi", "skipped", "disabled", null],
    ]);

    const db = await getDb();
    const report = leadsReport(await listLeadsSince(db, since), await listExportsSince(db, since));
    for (const line of report.exports) {
      expect(line).toMatchObject({ exported: 0, failed: 0, pending: 0 });
      expect(line.skipped).toEqual({
        gpc: 0,
        "opt-out": 0,
        "no-click-id": 0,
        "no-client-id": 0,
        disabled: 1,
        "no-consent": 0,
      });
    }
    const csv = reportCsv(report).split("\r\n");
    expect(csv[0]).toMatch(/,skipped_no_client_id,skipped_disabled,skipped_no_consent,value_exported$/);
    expect(csv).toContain("export,,,,,,,,,,google-data-manager,0,0,0,0,0,0,0,0,1,0,");
  });

  it("sends no conversion, not even one queued before exports were turned off", async () => {
    const { leadNumber } = await newLead();
    const db = await getDb();
    const lead = { id: await leadIdOf(leadNumber) };
    // As it would be had the lead come while exports were on.
    await db
      .updateTable("outbox")
      .set({ status: "pending", skip_reason: null })
      .where("lead_id", "=", lead.id)
      .where("channel", "=", "google-data-manager")
      .execute();

    const channels = channelsFromEnv(getEnv({ ...process.env, DATA_DIR: dataDir }), DELIVERY_CONTENT);
    expect(channels.filter((c) => (CONVERSION_DESTINATIONS as readonly string[]).includes(c.name))).toEqual([]);
    const pass = await deliverDue(db, channels);
    expect(pass.delivered).toBeGreaterThan(0);
    expect(readdirSync(path.join(dataDir, "mail")).length).toBeGreaterThan(0);

    const google = (await exportsOf(leadNumber)).find((r) => r.channel === "google-data-manager");
    expect(google).toMatchObject({ status: "pending", attempts: 0, last_error: null });
    expect(readdirSync(dataDir)).not.toContain("conversions");
  });
}
