import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { Webhook } from "standardwebhooks";
import { signBody } from "@/lib/leads/delivery/channels";
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
  /** The Standard Webhooks headers check out with the official standardwebhooks package, as a CRM checks them. */
  standardValid: boolean;
  method: string;
  headers: Record<string, string | string[] | undefined>;
};

/** Whether the official package verifies a delivery: a whsec_ secret as the spec says, any other as raw bytes. */
function verifiedByPackage(secret: string, text: string, headers: Hook["headers"]): boolean {
  const webhook = secret.startsWith("whsec_")
    ? new Webhook(secret)
    : new Webhook(Buffer.from(secret, "utf8"), { format: "raw" });
  const strings = Object.fromEntries(
    Object.entries(headers).filter((e): e is [string, string] => typeof e[1] === "string"),
  );
  try {
    webhook.verify(text, strings);
    return true;
  } catch {
    return false;
  }
}

/** A fixed answer for every request from now on (a CRM that moved, or is gone), or back to normal with undefined. */
type FixedAnswer = { status: number; headers?: Record<string, string> } | undefined;

/**
 * A CRM endpoint. `failNext(n)`: the next n POSTs get 503; `answerWith`: every request gets that answer (a
 * redirect, a 410). Requests that are not a POST (a redirect followed with a GET) are kept too, with no body.
 */
export async function startWebhook(secret: string): Promise<{
  url: string;
  hooks: Hook[];
  failNext: (n: number) => void;
  answerWith: (answer: FixedAnswer) => void;
  stop: () => Promise<void>;
}> {
  const hooks: Hook[] = [];
  let failures = 0;
  let fixed: FixedAnswer;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("error", () => undefined);
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (fixed) {
        res.writeHead(fixed.status, fixed.headers).end();
        return;
      }
      if (failures > 0) {
        failures -= 1;
        res.writeHead(503).end("down for maintenance");
        return;
      }
      const text = Buffer.concat(chunks).toString("utf8");
      const signatureValid = req.headers["x-signature"] === signBody(text, secret);
      const standardValid = verifiedByPackage(secret, text, req.headers);
      const body = text ? (JSON.parse(text) as unknown) : null;
      hooks.push({ body, signatureValid, standardValid, headers: req.headers, method: req.method ?? "" });
      res.writeHead(signatureValid ? 200 : 401).end();
    });
  });
  const port = await listenStandIn(server);
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    hooks,
    failNext: (n) => (failures = n),
    answerWith: (answer) => (fixed = answer),
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
