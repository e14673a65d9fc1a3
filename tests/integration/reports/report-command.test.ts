import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { getDb, useDatabase } from "@/lib/db";
import { SQLITE_FILE_NAME } from "@/lib/db/connection";
import { createLead } from "@/lib/leads/service";
import { simpleCreateSdkSchema } from "@/lib/quote/server";
import { sdkBody } from "../leads/requests";

const run = promisify(execFile);

// Each case starts the command with tsx (seconds each, many more on a busy machine).
describe("npm run leads:report", { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shiplux-report-"));
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    await useDatabase({ engine: "sqlite", file: path.join(dataDir, SQLITE_FILE_NAME) });
    const attribution = { first: { utm_source: "google", utm_medium: "cpc", utm_campaign: "snowbirds", gclid: "abc" } };
    for (const [ip, body] of [
      ["203.0.113.21", sdkBody({ attribution })],
      ["203.0.113.22", sdkBody({ attribution, consent: undefined })],
      ["203.0.113.23", sdkBody()],
    ] as const) {
      await createLead(await getDb(), {
        lead: { kind: "sdk", payload: simpleCreateSdkSchema.parse(body) },
        client: { ip, userAgent: null },
      });
    }
    await useDatabase(undefined);
  });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const report = (...args: string[]) =>
    run("npx", ["tsx", "scripts/leads-report.ts", ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    });

  it("lists the campaign's leads and consents under their first touch, as a table and as CSV", async () => {
    const table = (await report("--since", today)).stdout;
    expect(table).toContain(`3 leads, 2 consented to calls and texts, 0 confirmed bookings`);
    expect(table).toMatch(/^google\s+cpc\s+snowbirds\s+2\s+1\s+0\s+0\s+0$/m);
    const csv = (await report("--since", today, "--until", today, "--csv")).stdout.split("\r\n");
    expect(csv).toContain("first_touch,,google,cpc,snowbirds,2,1,0,0,0,,,,,,,,,,,,");
    expect(csv).toContain("first_touch,,(direct),(none),(not set),1,1,0,0,0,,,,,,,,,,,,");
    expect(csv).toContain(`day,${today},,,,3,2,0,0,0,,,,,,,,,,,,`);
    // No click ids: no ad brought these visitors, so no platform was told, GA4 included.
    expect(csv).toContain("export,,,,,,,,,,meta-capi,0,0,0,0,0,0,3,0,0,0,");
    expect(csv).toContain("export,,,,,,,,,,ga4-mp,0,0,0,0,0,0,3,0,0,0,");
  });

  it("writes one self-contained HTML file with charts and their tables", async () => {
    const file = path.join(dataDir, "report.html");
    const { stdout } = await report("--since", today, "--html", "--out", file);
    expect(stdout.trim()).toBe(file);
    const html = readFileSync(file, "utf8");
    expect(html).toMatch(/^<!doctype html>/);
    expect(html.match(/<svg role="img"/g)).toHaveLength(4);
    expect(html).toContain('<th scope="row">google / cpc / snowbirds</th><td class="n">2</td>');
    expect(html).not.toMatch(/<script|<link|src=|url\(|https?:\/\//i);
  });

  it("covers the last 30 days with --html and no --since, and still asks for --since otherwise", async () => {
    const file = path.join(dataDir, "month.html");
    await report("--html", "--out", file);
    const since = new Date(Date.now() - 29 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const html = readFileSync(file, "utf8");
    expect(html).toContain(`<title>Leads report, ${since} to today (UTC)</title>`);
    expect(html).toContain("<strong>3</strong>leads");
    await expect(report("--csv")).rejects.toMatchObject({
      stderr: expect.stringContaining("--since YYYY-MM-DD is required"),
    });
  });

  it("stops with the flag's name on a date that is not one", async () => {
    await expect(report("--since", "2026-02-30")).rejects.toMatchObject({
      stderr: expect.stringContaining("--since must be a date as YYYY-MM-DD"),
    });
  });
});
