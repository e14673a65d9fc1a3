import { createConnection, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_PIPELINED_REQUESTS, MAX_REQUESTS_PER_SOCKET } from "@/lib/server/limits";
import { serveSite } from "./serve";

/** Seconds, so a busy machine never stalls a connection the test means to keep moving. */
const STALL_MS = 2_000;
const SWEEP_MS = 200;
const LIMITS = {
  perClient: 64,
  receivingPerClient: 3,
  receivingGraceMs: 1_000,
  writeBlockedPerClient: 2,
  cooldownMs: 60_000,
  stallMs: STALL_MS,
  responseDrainMs: 30_000,
  sweepMs: SWEEP_MS,
  evictFrom: 1_000,
  evictDownTo: 900,
};
/** Far more than the kernel's send buffer (4 MB at most): a client that never reads leaves it queued in the process. */
const BIG = Buffer.alloc(24 * 1024 * 1024, 97);

/** The stand-in for Next.js: /big answers 24 MB, anything else a few bytes. */
const site = serveSite(() => ({
  handle: (req, res) => {
    req.resume();
    req.on("error", () => undefined);
    res.on("error", () => undefined);
    req.on("end", () => res.writeHead(200).end(req.url === "/big" ? BIG : "ok"));
  },
  securityHeaders: {},
  connectionLimits: LIMITS,
}));

const sockets: Socket[] = [];
afterEach(() => sockets.splice(0).forEach((s) => s.destroy()));

/** A raw connection from `localAddress` (Linux answers all of 127.0.0.0/8 on loopback: another peer). */
function open(localAddress: string, request?: string): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = createConnection({ port: site.port, host: "127.0.0.1", localAddress }, () => {
      if (request) socket.write(request);
      resolve(socket);
    });
    // A connection the server refuses may be reset before it is reported open: closedWithin() sees it.
    socket.on("error", () => resolve(socket));
    sockets.push(socket);
  });
}

/** Resolves with true when the server closes `socket` (a paused socket sees the reset on its next write). */
function closedWithin(socket: Socket, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (socket.destroyed) return resolve(true);
    socket.removeAllListeners("error");
    socket.on("error", () => undefined);
    const poke = setInterval(() => socket.writable && socket.write("\r\n"), SWEEP_MS);
    const timer = setTimeout(() => (clearInterval(poke), resolve(false)), ms);
    socket.once("close", () => (clearInterval(poke), clearTimeout(timer), resolve(true)));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function get(localAddress: string, path = "/page"): Promise<string> {
  const socket = await open(localAddress, `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
  let text = "";
  socket.on("data", (c: Buffer) => (text += c.toString()));
  await new Promise((r) => socket.once("close", r));
  return text;
}

describe("the production server's connection guard", () => {
  it("resets a connection whose answer the client never reads, once nothing moves for the stall timeout", async () => {
    const reader = await open("127.0.0.11", "GET /big HTTP/1.1\r\nHost: x\r\n\r\n");
    reader.pause();
    await sleep(STALL_MS / 2);
    expect(reader.destroyed).toBe(false);
    expect(await closedWithin(reader, STALL_MS * 5)).toBe(true);
  });

  it("resets a client's unread connections over its pool, then keeps it to that many", async () => {
    const readers = await Promise.all(
      Array.from({ length: 5 }, () => open("127.0.0.12", "GET /big HTTP/1.1\r\nHost: x\r\n\r\n")),
    );
    readers.forEach((s) => s.pause());
    await sleep(SWEEP_MS * 5);
    const closed = await Promise.all(readers.map((s) => closedWithin(s, SWEEP_MS * 3)));
    expect(closed.filter(Boolean).length).toBe(5 - LIMITS.writeBlockedPerClient);
    const late = await open("127.0.0.12");
    expect(await closedWithin(late, STALL_MS)).toBe(true);
    expect(await get("127.0.0.13")).toMatch(/^HTTP\/1\.1 200/);
  });

  it("closes a new connection over the client's pool of connections still sending a request", async () => {
    const partial = "POST /form HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{";
    const held = await Promise.all(
      Array.from({ length: LIMITS.receivingPerClient }, () => open("127.0.0.14", partial)),
    );
    await sleep(LIMITS.receivingGraceMs + SWEEP_MS * 2);
    const over = await open("127.0.0.14", partial);
    expect(await closedWithin(over, STALL_MS)).toBe(true);
    expect(held.every((s) => !s.destroyed)).toBe(true);
    expect(await get("127.0.0.15")).toMatch(/^HTTP\/1\.1 200/);
  });

  it("does not count the time the server itself was busy against a client's requests", async () => {
    // More connections than the receiving pool, each with its whole request in the kernel's buffer, while
    // the server's event loop is held (a long render, a GC pause on a loaded machine) past the grace time.
    const count = LIMITS.receivingPerClient + 2;
    const waiting = await Promise.all(Array.from({ length: count }, () => open("127.0.0.18")));
    await sleep(SWEEP_MS); // the server has accepted them all
    const answers = waiting.map((socket) => {
      let text = "";
      socket.on("data", (c: Buffer) => (text += c.toString()));
      return new Promise<string>((resolve) => socket.once("close", () => resolve(text)));
    });
    for (const socket of waiting) socket.write("GET /page HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    // Held in the check phase, as a request's own work would be: the timers (the guard's sweep) run next, before
    // the loop polls the sockets again.
    await new Promise((resolve) => setImmediate(resolve));
    const blockedUntil = Date.now() + LIMITS.receivingGraceMs * 1.5;
    while (Date.now() < blockedUntil); // the server reads nothing meanwhile: it shares this thread
    const statuses = (await Promise.all(answers)).map((text) => text.split("\r\n")[0]);
    expect(statuses).toEqual(Array.from({ length: count }, () => "HTTP/1.1 200 OK"));
    expect(await get("127.0.0.18")).toMatch(/^HTTP\/1\.1 200/);
  });

  it("resets a connection that pipelines more requests than it has read answers", async () => {
    const socket = await open("127.0.0.17", "GET /big HTTP/1.1\r\nHost: x\r\n\r\n".repeat(MAX_PIPELINED_REQUESTS + 1));
    socket.pause();
    expect(await closedWithin(socket, STALL_MS / 2)).toBe(true);
  });

  it(`answers at most ${MAX_REQUESTS_PER_SOCKET} requests on one connection, the last saying close`, async () => {
    const socket = await open("127.0.0.16");
    const request = "GET /page HTTP/1.1\r\nHost: x\r\n\r\n";
    let text = "";
    let answered = 0;
    // One request at a time, each sent when the previous answer arrived, as a keep-alive client does.
    socket.on("data", (c: Buffer) => {
      text += c.toString();
      const now = (text.match(/^HTTP\/1\.1 /gm) ?? []).length;
      if (socket.writable) for (; answered < now; answered++) socket.write(request);
    });
    socket.write(request);
    const started = Date.now();
    while (!/Connection: close/i.test(text) && Date.now() - started < STALL_MS * 5) await sleep(SWEEP_MS);
    await sleep(SWEEP_MS * 2);
    const statuses = text.match(/^HTTP\/1\.1 \d+/gm) ?? [];
    expect(statuses.filter((s) => s.endsWith("200"))).toHaveLength(MAX_REQUESTS_PER_SOCKET);
    expect(text).toMatch(/Connection: close/i);
  });
});

/** A server near a total cap of 6 connections: each new one past it closes the least progressed first, down to 4. */
const crowded = serveSite(() => ({
  handle: (_req, res) => void res.writeHead(200).end("ok"),
  securityHeaders: {},
  connectionLimits: { ...LIMITS, receivingPerClient: 64, evictFrom: 6, evictDownTo: 4 },
}));

function openOn(port: number, localAddress: string): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: "127.0.0.1", localAddress }, () => resolve(socket));
    socket.on("error", () => resolve(socket));
    sockets.push(socket);
  });
}

describe("the production server near its connection cap", () => {
  it("closes the connections that have made the least progress first, and keeps the newest", async () => {
    const idle: Socket[] = [];
    for (let i = 0; i < 6; i++) {
      idle.push(await openOn(crowded.port, `127.0.2.${i + 1}`));
      await sleep(50);
    }
    const visitor = await openOn(crowded.port, "127.0.2.99");
    const closed = await Promise.all(idle.map((s) => closedWithin(s, STALL_MS / 2)));
    expect(closed).toEqual([true, true, true, false, false, false]);
    expect(visitor.destroyed).toBe(false);
  });
});
