import { getDb, useDatabase } from "@/lib/db";
import { csvCell } from "@/lib/reports/csv";
import { CSV_COLUMNS, leadsCsv } from "@/lib/reports/leads-export";
import { createLead, listLeadsSince } from "@/lib/leads/service";
import { simpleCreateSdkSchema } from "@/lib/quote/server";
import { sqliteEngine, type Engine } from "../leads/engines";
import { sdkBody } from "../leads/requests";

describe("leads CSV export", () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = sqliteEngine();
    await useDatabase(engine.config);
  });
  afterAll(async () => {
    await useDatabase(undefined);
    await engine.cleanup();
  });

  it("quotes commas, quotes and line breaks, and defuses spreadsheet formulas", () => {
    expect(csvCell('O"Neil, Jr.')).toBe('"O""Neil, Jr."');
    expect(csvCell("line1\nline2")).toBe('"line1\nline2"');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell(null)).toBe("");
  });

  it("writes one row per lead since the date, with the vehicles joined", async () => {
    const payload = simpleCreateSdkSchema.parse(sdkBody({ first_name: 'Ana "Cat", Jr.' }));
    const { lead_number } = await createLead(await getDb(), {
      lead: { kind: "sdk", payload },
      client: { ip: "203.0.113.9", userAgent: null },
    });
    const csv = leadsCsv(await listLeadsSince(await getDb(), new Date("2026-01-01T00:00:00Z")));
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe(CSV_COLUMNS.join(","));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(lead_number);
    expect(lines[1]).toContain('"Ana ""Cat"", Jr."');
    expect(lines[1]).toContain("2021 Toyota Camry Car; 2018 Ford F-150 Pickup (inop)");
    expect(
      leadsCsv(await listLeadsSince(await getDb(), new Date(Date.now() + 60_000)))
        .trimEnd()
        .split("\r\n"),
    ).toHaveLength(1);
  });

  it("writes the first and last touch in their own columns", async () => {
    const attribution = {
      first: { utm_source: "google", utm_campaign: "snowbirds", gclid: "abc" },
      last: { utm_source: "newsletter", referrer_host: "mail.example.com" },
    };
    const payload = simpleCreateSdkSchema.parse(sdkBody({ first_name: "Touch", attribution }));
    const { lead_number } = await createLead(await getDb(), {
      lead: { kind: "sdk", payload },
      client: { ip: "203.0.113.10", userAgent: null },
    });
    const [header, ...rows] = leadsCsv(await listLeadsSince(await getDb(), new Date("2026-01-01T00:00:00Z")))
      .trimEnd()
      .split("\r\n");
    const columns = header?.split(",") ?? [];
    const cells = rows.find((r) => r.startsWith(lead_number))?.split(",") ?? [];
    const cell = (name: string) => cells[columns.indexOf(name)];
    expect(cell("first_utm_source")).toBe("google");
    expect(cell("first_utm_campaign")).toBe("snowbirds");
    expect(cell("first_gclid")).toBe("abc");
    expect(cell("last_utm_source")).toBe("newsletter");
    expect(cell("last_referrer_host")).toBe("mail.example.com");
    expect(cell("last_utm_campaign")).toBe("");
  });
});
