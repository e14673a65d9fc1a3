import { createConnection } from "node:net";
import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { MAX_USER_AGENT_LENGTH } from "@/lib/server/limits";
import { serveSite } from "./serve";

process.env.RATE_LIMIT_LOOKUPS = "5";
process.env.RATE_LIMIT_LOOKUPS_WINDOW_SECONDS = "60";

/** Seconds, so a busy machine never cuts a request the test means to arrive whole. */
const TIMEOUTS = { headersMs: 2_000, bodyMs: 2_000, requestMs: 5_000, checkIntervalMs: 100 };

/** server.ts's server with no trusted proxy (the default); the stand-in for Next.js echoes what it was given. */
const site = serveSite(() => ({
  handle: (req, res) => {
    if (req.url === "/redirect/") return void res.writeHead(308, { location: "/redirect" }).end();
    res.writeHead(299, {
      "x-seen-client-ip": String(req.headers[CLIENT_IP_HEADER]),
      "x-seen-user-agent-length": String(req.headers["user-agent"]?.length ?? 0),
    });
    res.end();
  },
  timeouts: TIMEOUTS,
}));

describe("the production server's request guard", () => {
  it("hands Next.js the TCP peer as the client, whatever forwarding headers say", async () => {
    const response = await fetch(`${site.base}/page`, {
      headers: { "x-forwarded-for": "6.6.6.6", "x-real-ip": "7.7.7.7", [CLIENT_IP_HEADER]: "8.8.8.8" },
    });
    expect(response.headers.get("x-seen-client-ip")).toBe("127.0.0.1");
  });

  it("gives rotated X-Forwarded-For and X-Real-IP values no extra lookup budget", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await fetch(`${site.base}/api/vehicles/make-lookup?input=toy`, {
        headers: { "x-forwarded-for": `203.0.113.${i}`, "x-real-ip": `198.51.100.${i}` },
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it("cuts a 6 KB User-Agent before Next.js sees it", async () => {
    const response = await fetch(`${site.base}/page`, { headers: { "user-agent": "a".repeat(6 * 1024) } });
    expect(response.headers.get("x-seen-user-agent-length")).toBe(String(MAX_USER_AGENT_LENGTH));
  });

  it("answers 431 to a request head over the header limit", async () => {
    const response = await fetch(`${site.base}/page`, { headers: { "x-padding": "a".repeat(16 * 1024) } });
    expect(response.status).toBe(431);
  });

  it("answers a path that is not valid percent-encoding with 400, not Next.js's 500", async () => {
    for (const target of ["/%ZZ", "/api/opportunity/%E0%A4%A/confirm", "/blog/%"]) {
      const response = await fetch(`${site.base}${target}`, { method: "POST" });
      expect(response.status, target).toBe(400);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("sends the security headers with a redirect Next.js makes itself", async () => {
    const response = await fetch(`${site.base}/redirect/`, { redirect: "manual" });
    expect(response.status).toBe(308);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=/);
  });

  it("closes connections whose headers or body never finish, within the time limits", async () => {
    const openFor = (head: string) =>
      new Promise<number>((resolve) => {
        const started = Date.now();
        const socket = createConnection(site.port, "127.0.0.1", () => socket.write(head));
        socket.on("data", () => undefined);
        socket.on("error", () => undefined);
        socket.on("close", () => resolve(Date.now() - started));
      });
    const [headers, body] = await Promise.all([
      openFor("GET /page HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n"),
      openFor("POST /page HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"),
    ]);
    expect(headers).toBeGreaterThanOrEqual(TIMEOUTS.headersMs - 50);
    expect(headers).toBeLessThan(TIMEOUTS.headersMs * 3);
    expect(body).toBeGreaterThanOrEqual(TIMEOUTS.bodyMs - 50);
    expect(body).toBeLessThan(TIMEOUTS.bodyMs * 3);
  });
});
