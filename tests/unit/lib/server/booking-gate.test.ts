import type { IncomingMessage, ServerResponse } from "node:http";
import { BOOKING_RATE_LIMIT, bookingGate } from "@/lib/server";

const TOKEN = "a".repeat(32);

/** A response that records what the gate wrote. */
function response() {
  const sent = { status: 0, headers: {} as Record<string, unknown>, body: "" };
  const closers: Array<() => void> = [];
  const res = {
    once(_event: "close", closer: () => void) {
      closers.push(closer);
      return res;
    },
    close: () => closers.forEach((closer) => closer()),
    writeHead(status: number, headers: Record<string, unknown>) {
      sent.status = status;
      sent.headers = headers;
      return res;
    },
    end(body: Buffer | string) {
      sent.body = String(body);
      res.close();
    },
  };
  return { res: res as unknown as ServerResponse, sent, close: res.close };
}

const req = {} as IncomingMessage;

function gateWith(known: string[]) {
  const lookups: string[] = [];
  const gate = bookingGate({
    prefix: "/booking",
    tokenPattern: /^[A-Za-z0-9_-]{20,100}$/,
    exists: async (token) => {
      lookups.push(token);
      return known.includes(token);
    },
  });
  return { gate, lookups };
}

describe("the booking gate", () => {
  it("leaves every path outside /booking/ to the next handler", () => {
    const { gate } = gateWith([]);
    const { res } = response();
    expect(gate(req, res, "/quote", "192.0.2.1", () => undefined)).toBe(false);
    expect(gate(req, res, "/booking", "192.0.2.1", () => undefined)).toBe(false);
  });

  it("answers a malformed token with the static 404 without looking it up", () => {
    const { gate, lookups } = gateWith([]);
    const { res, sent } = response();
    expect(gate(req, res, "/booking/not-a-token!", "192.0.2.2", () => undefined)).toBe(true);
    expect(sent.status).toBe(404);
    expect(sent.body).toContain("We could not find this booking");
    expect(sent.body).not.toMatch(/<script/i);
    expect(lookups).toEqual([]);
  });

  it("answers a token no opportunity has with the 404 after one lookup, and hands a known one to Next.js", async () => {
    const { gate, lookups } = gateWith([TOKEN]);
    const unknown = response();
    await new Promise<void>((resolve) => {
      gate(req, unknown.res, `/booking/${"b".repeat(32)}`, "192.0.2.3", () => undefined);
      setImmediate(resolve);
    });
    expect(unknown.sent.status).toBe(404);
    const known = response();
    const handed = await new Promise<boolean>((resolve) => {
      gate(req, known.res, `/booking/${TOKEN}`, "192.0.2.3", () => resolve(true));
      setTimeout(() => resolve(false), 5_000);
    });
    expect(handed).toBe(true);
    expect(known.sent.status).toBe(0);
    expect(lookups).toEqual(["b".repeat(32), TOKEN]);
  });

  it("refuses one client past its limit with 429, counting an IPv6 client's whole prefix, and not another", () => {
    const { gate } = gateWith([]);
    const statuses = [];
    for (let i = 0; i <= BOOKING_RATE_LIMIT.limit; i += 1) {
      const { res, sent } = response();
      gate(req, res, "/booking/x", `2001:db8:1:2::${(i + 1).toString(16)}`, () => undefined);
      statuses.push(sent.status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const other = response();
    gate(req, other.res, "/booking/x", "192.0.2.9", () => undefined);
    expect(other.sent.status).toBe(404);
  });

  it("answers one client one booking page at a time: a second while the first is rendered gets 429", async () => {
    const { gate } = gateWith([TOKEN]);
    const first = response();
    const handed = await new Promise<boolean>((resolve) => {
      gate(req, first.res, `/booking/${TOKEN}`, "192.0.2.20", () => resolve(true));
      setTimeout(() => resolve(false), 5_000);
    });
    expect(handed).toBe(true);
    const second = response();
    gate(req, second.res, `/booking/${TOKEN}`, "192.0.2.20", () => undefined);
    expect(second.sent.status).toBe(429);
    first.close();
    const third = response();
    gate(req, third.res, "/booking/x", "192.0.2.20", () => undefined);
    expect(third.sent.status).toBe(404);
  });
});
