/**
 * The crash test's stand-ins for the outside world (tests/server/crash-test.mjs): an HTTP endpoint in place of
 * Meta's Conversions API and an SMTP server (`smtp-server`) in place of the mail relay. Each counts what
 * arrives by the id the platform deduplicates on (Meta's event_id, the e-mail's Message-ID) and can hold an
 * answer back, so the test can SIGKILL the site while a send is on the wire.
 */
import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";

/**
 * The conversion endpoint. Each request's `data[0]` is kept under its `event_id`, in arrival order.
 * `answerNext(n)`: answer the next n requests with 200 and hold every one after (Infinity: answer all).
 * `releaseHeld()`: answer the requests held so far. A held request whose sender dies is dropped unanswered.
 */
export async function startConversionReceiver() {
  /** @type {Map<string, string[]>} event_id → each request's data[0] as JSON */
  const requests = new Map();
  /** @type {Set<string>} */
  const answered = new Set();
  /** @type {{ eventId: string, res: import("node:http").ServerResponse }[]} */
  let held = [];
  let toAnswer = Infinity;
  const ok = (/** @type {import("node:http").ServerResponse} */ res, /** @type {string} */ eventId) => {
    if (res.destroyed) return;
    answered.add(eventId);
    res.writeHead(200, { "content-type": "application/json" }).end('{"events_received":1}');
  };
  const server = createServer((req, res) => {
    /** @type {Buffer[]} */
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const event = JSON.parse(Buffer.concat(chunks).toString("utf8")).data?.[0] ?? {};
      const eventId = String(event.event_id);
      requests.set(eventId, [...(requests.get(eventId) ?? []), JSON.stringify(event)]);
      if (toAnswer > 0) {
        toAnswer -= 1;
        ok(res, eventId);
        return;
      }
      held.push({ eventId, res });
      res.on("close", () => (held = held.filter((h) => h.res !== res)));
    });
  });
  // The server it receives from is SIGKILLed mid-request: a reset socket must not end the test.
  server.on("error", () => undefined);
  server.on("connection", (socket) => socket.on("error", () => undefined));
  server.on("clientError", (_error, socket) => socket.destroy());
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    /** Event ids answered 200 at least once. */
    answered,
    held: () => held.map((h) => h.eventId),
    answerNext: (/** @type {number} */ n) => (toAnswer = n),
    releaseHeld: () => {
      for (const h of held.splice(0)) ok(h.res, h.eventId);
    },
    stop: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

const MESSAGE_ID = /^Message-ID:\s*(<[^>]+>)/im;

/**
 * The mail relay. Every message is accepted (250 after its DATA) and counted by Message-ID, except the one
 * named by `hold(id)`: its DATA is read to the end and never answered, so the sender waits for a reply that
 * only a dead connection ends. A message is delivered once the relay answers its DATA, so a held one is not.
 */
export async function startMailReceiver() {
  /** @type {Map<string, number>} Message-ID → messages accepted */
  const accepted = new Map();
  /** @type {Map<string, number>} Message-ID → sessions left unanswered */
  const heldSessions = new Map();
  /** @type {string | undefined} */
  let holdId;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on("data", (c) => chunks.push(c));
      stream.on("end", () => {
        const head =
          Buffer.concat(chunks)
            .toString("utf8")
            .split(/\r?\n\r?\n/, 1)[0] ?? "";
        const id = MESSAGE_ID.exec(head)?.[1] ?? "(none)";
        if (id === holdId) {
          heldSessions.set(id, (heldSessions.get(id) ?? 0) + 1);
          return;
        }
        accepted.set(id, (accepted.get(id) ?? 0) + 1);
        callback();
      });
    },
  });
  // A server SIGKILLed mid-session resets its connections (the payments phase kills it with mail in flight):
  // the relay carries on.
  server.on("error", () => undefined);
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.server.address());
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    heldSessions,
    hold: (/** @type {string | undefined} */ id) => (holdId = id),
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
