/**
 * Issue 38's signing findings, replayed against a running production server (called by tests/server/hardening-test.mjs):
 * someone signing another visitor's booking with their own order's hash and disclosure code, or from another site,
 * is refused and nothing is stored; five signings of one order racing store exactly one, answer 409 to the others,
 * and write one signed-order e-mail. The attacker reads what a visitor reads: the page's hidden hash and the code
 * printed in the disclosure PDF (pdftotext).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { CONSENT as consent, quickParams } from "../../../support/lead-payloads.ts";

let clients = 0;
/** A new client behind the server's two trusted hops, so no check spends another's lead budget. */
/** TEST-NET-1 (192.0.2.0/25): no other check speaks from these, so none has spent their budgets. */
const asNewClient = () => ({ "x-forwarded-for": `192.0.2.${(clients += 1)}, 10.0.0.1` });

/** A booking confirmed through call 8 and the confirm, by a client of its own. */
async function confirmedBooking(base, name) {
  const quick = `/api/opportunity/create-and-redirect-booking?${new URLSearchParams(quickParams())}`;
  const token = (await (await fetch(`${base}${quick}`, { headers: asNewClient() })).json()).url.split("/").pop();
  const contact = { first_name: name, email: `${name.toLowerCase()}@example.com`, phone: "(305) 871-2345" };
  const confirmed = await fetch(`${base}/api/opportunity/${token}/confirm`, {
    method: "POST",
    headers: { "content-type": "application/json", ...asNewClient() },
    body: JSON.stringify({ window: "standard", ...contact, consent }),
  });
  if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}`);
  return token;
}

/** What the visitor of a booking sees: the order's hash in the page's form, the code in the disclosure PDF. */
export async function whatTheVisitorReads(base, token) {
  const html = await (await fetch(`${base}/booking/${token}`)).text();
  const hash = /name="order_sha256" value="([0-9a-f]{64})"/.exec(html)?.[1] ?? "";
  const pdf = Buffer.from(await (await fetch(`${base}/api/orders/${token}/disclosure.pdf`)).arrayBuffer());
  const dir = mkdtempSync(path.join(tmpdir(), "harden-sign-"));
  try {
    writeFileSync(path.join(dir, "d.pdf"), pdf);
    const text = execFileSync("pdftotext", [path.join(dir, "d.pdf"), "-"], { encoding: "utf8" });
    return { hash, code: /Your code: ([A-Z0-9]{6})/.exec(text)?.[1] ?? "" };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const sign = (base, token, fields, headers = {}) =>
  fetch(`${base}/api/orders/${token}/sign`, {
    method: "POST",
    headers: { "content-type": "application/json", ...asNewClient(), ...headers },
    body: JSON.stringify({ full_name: "Mallory Example", agree: true, ...fields }),
  });

function signedCount(dataDir, token) {
  const db = new DatabaseSync(path.join(dataDir, "shiplux.sqlite"), { readOnly: true });
  try {
    const row = db
      .prepare(
        "select count(*) as n from signed_orders s join opportunities o on o.id = s.opportunity_id where o.token = ?",
      )
      .get(token);
    return Number(row?.n ?? 0);
  } finally {
    db.close();
  }
}

async function someoneElsesToken(base, dataDir, check) {
  const mine = await confirmedBooking(base, "Mallory");
  const theirs = await confirmedBooking(base, "Victim");
  const own = await whatTheVisitorReads(base, mine);
  check(own.hash.length === 64 && own.code.length === 6, "the page shows the order's hash and the PDF its code");
  const withMine = await sign(base, theirs, { order_sha256: own.hash, disclosure_code: own.code });
  const crossSite = await sign(
    base,
    theirs,
    { order_sha256: own.hash, disclosure_code: own.code },
    { origin: "https://evil.example" },
  );
  check(
    withMine.status === 409 && crossSite.status === 403 && signedCount(dataDir, theirs) === 0,
    `signing someone else's booking with my order's hash and code is refused (${withMine.status}), from another site too (${crossSite.status}); nothing stored`,
  );
}

async function racingSignings(base, dataDir, check) {
  const token = await confirmedBooking(base, "Racer");
  const seen = await whatTheVisitorReads(base, token);
  const fields = { order_sha256: seen.hash, disclosure_code: seen.code };
  const statuses = (await Promise.all(Array.from({ length: 5 }, () => sign(base, token, fields)))).map((r) => r.status);
  const wins = statuses.filter((s) => s === 200).length;
  const refused = statuses.filter((s) => s === 409).length;
  check(
    wins === 1 && refused === 4 && signedCount(dataDir, token) === 1,
    `five signings of one order racing: one stored, four told 409 (${statuses.join(", ")})`,
  );
  const mailDir = path.join(dataDir, "mail");
  const mails = () =>
    existsSync(mailDir) ? readdirSync(mailDir).filter((f) => f.endsWith("-signed-order-customer.eml")).length : 0;
  const started = Date.now();
  while (mails() < 1 && Date.now() - started < 20_000) await new Promise((r) => setTimeout(r, 250));
  await new Promise((r) => setTimeout(r, 1500));
  check(mails() === 1, `the raced order is e-mailed to its visitor once (${mails()})`);
}

export async function signingChecks(base, dataDir, check) {
  console.log("Signing an order:");
  await someoneElsesToken(base, dataDir, check);
  await racingSignings(base, dataDir, check);
  await pdfLoop(base, check);
}

/** RATE_LIMIT_ORDER_PDFS's default (lib/config/server-env.ts): a client's PDFs per 10 minutes. */
const ORDER_PDF_LIMIT = 30;

/** One client looping on its own booking's disclosure PDF (drawn on each request) gets its budget, then 429s. */
async function pdfLoop(base, check) {
  const token = await confirmedBooking(base, "Lou");
  const looper = asNewClient();
  const statuses = [];
  for (let i = 0; i < ORDER_PDF_LIMIT + 10; i++) {
    const res = await fetch(`${base}/api/orders/${token}/disclosure.pdf`, { headers: looper });
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  const other = await fetch(`${base}/api/orders/${token}/disclosure.pdf`, { headers: asNewClient() });
  await other.arrayBuffer();
  const drawn = statuses.filter((s) => s === 200).length;
  console.log(
    `        40 disclosure PDFs from one client: ${drawn} drawn, then ${JSON.stringify(statuses.slice(drawn))}; another client ${other.status}`,
  );
  check(
    drawn === ORDER_PDF_LIMIT && statuses.slice(drawn).every((s) => s === 429) && other.status === 200,
    `a client looping on its booking's PDF gets ${ORDER_PDF_LIMIT} drawn, then 429; another client's is drawn`,
  );
}
