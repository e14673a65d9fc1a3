import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { GET as makeLookup } from "@/app/api/vehicles/make-lookup/route";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "lookups-limit-"));
process.env.RATE_LIMIT_LOOKUPS = "3";
process.env.RATE_LIMIT_LOOKUPS_WINDOW_SECONDS = "60";

const request = (ip: string) =>
  new NextRequest("http://127.0.0.1/api/vehicles/make-lookup?input=toy", { headers: { [CLIENT_IP_HEADER]: ip } });

describe("lookup rate limit", () => {
  it("answers 429 with Retry-After once an IP passes its per-minute limit, and spares other IPs", async () => {
    for (let i = 0; i < 3; i += 1) expect((await makeLookup(request("203.0.113.7"))).status).toBe(200);
    const limited = await makeLookup(request("203.0.113.7"));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await limited.json()) as { message: string }).message).toMatch(/Too many lookups/);
    expect((await makeLookup(request("198.51.100.9"))).status).toBe(200);
  });
});
