import { createConnection, type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { serveSite } from "./serve";

const CAP = 3;
/** Seconds, so a busy machine never cuts a body the test means to arrive in time. */
const BODY_MS = 2_000;
/** The stand-in's delay before answering a path with "slow" in it: longer than the body deadline. */
const SLOW_ANSWER_MS = BODY_MS * 1.5;
/**
 * server.ts's server with a small per-client cap and body deadline; the stand-in for Next.js reads the body,
 * then echoes it (after SLOW_ANSWER_MS for a path with "slow" in it).
 */
const site = serveSite(() => ({
  handle: (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    const answer = () => res.writeHead(200, { "x-seen-url": req.url ?? "" }).end(Buffer.concat(chunks));
    req.on("end", () => setTimeout(answer, req.url?.includes("slow") ? SLOW_ANSWER_MS : 0));
    req.on("error", () => undefined);
  },
  securityHeaders: {},
  timeouts: { headersMs: 2_000, bodyMs: BODY_MS, requestMs: 5_000, checkIntervalMs: 100 },
  connectionLimits: { perClient: CAP },
}));

/** A raw connection from `localAddress` (Linux answers all of 127.0.0.0/8 on loopback: another peer). */
function open(localAddress = "127.0.0.1"): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ port: site.port, host: "127.0.0.1", localAddress }, () => resolve(socket));
    socket.on("error", reject);
  });
}

/** Sends `request` and collects what comes back until the server closes or `ms` pass. */
function exchange(
  socket: Socket,
  request: string,
  ms = 5_000,
): Promise<{ text: string; closed: boolean; afterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let text = "";
    const done = (closed: boolean) => resolve({ text, closed, afterMs: Date.now() - started });
    const timer = setTimeout(() => done(false), ms);
    socket.on("data", (c: Buffer) => (text += c.toString()));
    socket.on("error", () => undefined);
    socket.on("close", () => (clearTimeout(timer), done(true)));
    socket.write(request);
  });
}

const closed = (socket: Socket) =>
  new Promise<boolean>((resolve) => {
    if (socket.destroyed) return resolve(true);
    socket.on("error", () => undefined);
    socket.once("close", () => resolve(true));
    setTimeout(() => resolve(false), 5_000);
  });

describe("the production server's per-client connection cap", () => {
  it("closes a client's connection over the cap at once, and still answers another client", async () => {
    const held = await Promise.all(Array.from({ length: CAP }, () => open()));
    const over = await open();
    expect(await closed(over)).toBe(true);
    expect(held.every((s) => !s.destroyed)).toBe(true);

    const other = await exchange(await open("127.0.0.2"), "GET /page HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(other.text).toMatch(/^HTTP\/1\.1 200/);

    held.forEach((s) => s.destroy());
    await new Promise((r) => setTimeout(r, 50));
    const again = await exchange(await open(), "GET /page HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(again.text).toMatch(/^HTTP\/1\.1 200/);
  });
});

describe("the production server's body deadline", () => {
  it("answers 408 and closes a connection whose body does not arrive in time", async () => {
    const result = await exchange(
      await open(),
      "POST /form HTTP/1.1\r\nHost: x\r\nContent-Length: 30000\r\n\r\n{",
      BODY_MS * 5,
    );
    expect(result.closed).toBe(true);
    expect(result.text).toMatch(/^HTTP\/1\.1 408/);
    expect(result.afterMs).toBeGreaterThanOrEqual(BODY_MS - 50);
  });

  it("leaves a body that arrives in time alone, however long the answer then takes", async () => {
    const socket = await open();
    const slow = exchange(
      socket,
      "POST /slow HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 4\r\n\r\nab",
      SLOW_ANSWER_MS * 3,
    );
    await new Promise((r) => setTimeout(r, BODY_MS / 2));
    socket.write("cd");
    const answer = await slow;
    expect(answer.text).toMatch(/^HTTP\/1\.1 200/);
    expect(answer.text).toContain("\r\nabcd\r\n");
  });

  it("sets no deadline on a request without a body", async () => {
    const answer = await exchange(
      await open(),
      "GET /slow HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
      SLOW_ANSWER_MS * 3,
    );
    expect(answer.text).toMatch(/^HTTP\/1\.1 200/);
    expect(answer.afterMs).toBeGreaterThanOrEqual(SLOW_ANSWER_MS - 50);
  });
});

describe("the production server's request target", () => {
  it("refuses an absolute-form target on another host with 400", async () => {
    const result = await exchange(
      await open(),
      "GET http://evil.example/x HTTP/1.1\r\nHost: site.example\r\nConnection: close\r\n\r\n",
    );
    expect(result.text).toMatch(/^HTTP\/1\.1 400/);
    expect(result.text).not.toMatch(/evil\.example/);
  });

  it("reads an absolute-form target on its own host as the path", async () => {
    const result = await exchange(
      await open(),
      "GET http://site.example/blog?page=2 HTTP/1.1\r\nHost: site.example\r\nConnection: close\r\n\r\n",
    );
    expect(result.text).toMatch(/^HTTP\/1\.1 200/);
    expect(result.text).toMatch(/x-seen-url: \/blog\?page=2\r\n/i);
  });

  it("refuses the asterisk form with 400", async () => {
    const result = await exchange(
      await open(),
      "OPTIONS * HTTP/1.1\r\nHost: site.example\r\nConnection: close\r\n\r\n",
    );
    expect(result.text).toMatch(/^HTTP\/1\.1 400/);
  });
});
