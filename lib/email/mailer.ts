import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type { Env } from "@/lib/config/env";
import { MAIL_DIR_NAME, SEND_TIMEOUT_MS } from "./constants";

/**
 * Where the site's e-mails go: an SMTP server, or (with no SMTP_URL) .eml files on disk, so a newcomer and
 * the broker on day one can read what the site sends. `name` names the message's file; the SMTP mailer
 * ignores it. `send` throws when the message did not get there.
 */
export type Mailer = {
  send: (message: Mail.Options, name: string) => Promise<void>;
  /** One line for the start-up log: where e-mails go. */
  destination: string;
};

export function smtpMailer(smtpUrl: string): Mailer {
  // Timeouts go in the URL's query (nodemailer reads them there) so a dead SMTP server fails fast.
  const url = new URL(smtpUrl);
  for (const option of ["connectionTimeout", "greetingTimeout", "socketTimeout"]) {
    if (!url.searchParams.has(option)) url.searchParams.set(option, String(SEND_TIMEOUT_MS));
  }
  const transport = nodemailer.createTransport(url.toString());
  return {
    destination: `E-mail goes out through the SMTP server at ${url.host}`,
    async send(message) {
      await transport.sendMail(message);
    },
  };
}

/** A file name from a message's name: letters, digits, dot, hyphen and underscore only. */
function safeFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 120) || "message";
}

/**
 * Writes each message as a standard .eml file (RFC 5322, CRLF line ends) built by nodemailer's own stream
 * transport, not by hand. The file is written under a temporary name and renamed, so a reader never sees half
 * a message; a message sent again under the same name (a retry) replaces the file instead of adding a copy.
 */
function fileMailer(dir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const absolute = path.resolve(dir);
  return {
    destination: `No SMTP_URL: e-mails are written as .eml files to ${absolute} (open one with any mail program)`,
    async send(message, name) {
      const info = await transport.sendMail(message);
      await mkdir(absolute, { recursive: true });
      const file = path.join(absolute, `${safeFileName(name)}.eml`);
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
    },
  };
}

/** SMTP when SMTP_URL is set; otherwise the files under DATA_DIR/mail. */
export function mailerFromEnv(env: Env): Mailer {
  return env.SMTP_URL ? smtpMailer(env.SMTP_URL) : fileMailer(path.join(env.DATA_DIR, MAIL_DIR_NAME));
}
