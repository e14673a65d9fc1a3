import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { signBody } from "@/lib/leads/delivery/channels";
import { verifyWebhook } from "@/lib/webhooks";
import { absorbSmtpPeerErrors, listenStandIn } from "../../support/stand-in";

/** Real local receivers for the delivery tests: an SMTP server and a webhook endpoint that checks the HMAC. */

export type Mail = { to: string[]; raw: string };

/** A temporary failure, as a busy or greylisting mail server answers. */
function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

/**
 * `failNext(n)` makes the next n messages fail with a temporary error after their data is sent; `reject`
 * lists recipients refused outright, like a mailbox that does not exist.
 */
export async function startSmtp(): Promise<{
  port: number;
  mails: Mail[];
  failNext: (n: number) => void;
  reject: Set<string>;
  stop: () => Promise<void>;
}> {
  const mails: Mail[] = [];
  const reject = new Set<string>();
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(reject.has(address.address) ? smtpError("Mailbox unavailable", 550) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (failures > 0) {
          failures -= 1;
          callback(smtpError("Try again later", 451));
          return;
        }
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  absorbSmtpPeerErrors(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    mails,
    failNext: (n) => (failures = n),
    reject,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Hook = {
  body: unknown;
  /** The old X-Signature header checks out. */
  signatureValid: boolean;
  /** The Standard Webhooks headers check out, as a receiver would check them. */
  standardValid: boolean;
  headers: Record<string, string | string[] | undefined>;
};

export async function startWebhook(secret: string): Promise<{
  url: string;
  hooks: Hook[];
  failNext: (n: number) => void;
  stop: () => Promise<void>;
}> {
  const hooks: Hook[] = [];
  let failures = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (failures > 0) {
        failures -= 1;
        res.writeHead(503).end("down for maintenance");
        return;
      }
      const text = Buffer.concat(chunks).toString("utf8");
      const signatureValid = req.headers["x-signature"] === signBody(text, secret);
      const header = (name: string) => {
        const value = req.headers[name];
        return typeof value === "string" ? value : null;
      };
      const standardValid = verifyWebhook([secret], { get: header }, text).ok;
      hooks.push({ body: JSON.parse(text) as unknown, signatureValid, standardValid, headers: req.headers });
      res.writeHead(signatureValid ? 200 : 401).end();
    });
  });
  const port = await listenStandIn(server);
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    hooks,
    failNext: (n) => (failures = n),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A URL on a port that was just free: connecting to it is refused, like a CRM that is down. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/closed`;
}
