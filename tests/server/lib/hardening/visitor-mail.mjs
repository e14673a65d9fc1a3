/**
 * Issue 37's visitor e-mail findings, replayed against a running production server that trusts two proxy hops
 * (called by tests/server/hardening-test.mjs): a scripted lead's hostile words never reach the e-mail; 50 junk
 * leads to one provider skip neither a real visitor's confirmation nor a booking's.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { CONSENT as consent, SDK_CAMRY, quickParams, sdkBody } from "../../../support/lead-payloads.ts";

/** The figures before the fixes, printed beside today's. */
const BEFORE = {
  hostile: 'the e-mail read "Hello Your account is suspended," and listed the URL as the vehicle',
  junk: "50 junk leads to random @gmail.com addresses skipped every real Gmail visitor's confirmation for an hour",
};
const HOSTILE_NAME = "Your account is suspended";
const HOSTILE_MODEL = "URGENT: verify at https://evil.example/login or call +1 900 555 0100";
const HOSTILE_WORDS = ["suspended", "URGENT", "verify", "evil.example", "900 555"];

let clients = 0;
/** A new client behind the server's two trusted hops (198.18.0.0/15, the benchmark network: no other check's). */
const asNewClient = () => ({
  "x-forwarded-for": `198.18.${Math.floor((clients += 1) / 250)}.${clients % 250}, 10.0.0.1`,
});

const post = (base, pathname, body, headers) =>
  fetch(`${base}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const postLead = async (base, overrides) =>
  (await (await post(base, "/api/leads/simple-create-sdk", sdkBody(overrides), asNewClient())).json()).lead_number;

const mailFile = (dataDir, name) => path.join(dataDir, "mail", name);
async function waitForFile(dataDir, name, limitMs = 20_000) {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (existsSync(mailFile(dataDir, name))) return readFileSync(mailFile(dataDir, name), "utf8");
    await new Promise((r) => setTimeout(r, 250));
  }
  return "";
}

/** The .eml's text as a reader sees it: quoted-printable soft breaks and escapes undone. */
const readable = (eml) =>
  eml.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));

async function hostileLead(base, dataDir, check) {
  const number = await postLead(base, {
    first_name: HOSTILE_NAME,
    email: "target@example.com",
    Vehicles: [{ ...SDK_CAMRY, vehicle_model: HOSTILE_MODEL }],
  });
  const mail = readable(await waitForFile(dataDir, `${number}-customer.eml`));
  const found = HOSTILE_WORDS.filter((word) => mail.includes(word));
  console.log(`        before: ${BEFORE.hostile}`);
  console.log(
    `        after: "${/Hello[^\n]*/.exec(mail)?.[0] ?? "no e-mail"}", vehicle "${/your vehicle[^\n]*/.exec(mail)?.[0] ?? "?"}", hostile words found: ${found.length}`,
  );
  check(
    mail !== "" && found.length === 0 && mail.includes("Hello,"),
    `a scripted lead's hostile name and vehicle reach its e-mail as "Hello," and "your vehicle" (${found.join(", ") || "no hostile word"})`,
  );
}

/** A booking confirmed on its page by a new client: its lead number, read from the store (the answer has none). */
async function confirmedBooking(base, dataDir, email) {
  const quick = `/api/opportunity/create-and-redirect-booking?${new URLSearchParams(quickParams()).toString()}`;
  const token = (await (await fetch(`${base}${quick}`, { headers: asNewClient() })).json()).url.split("/").pop();
  const contact = { first_name: "Gail", email, phone: "(305) 871-2345" };
  const res = await post(
    base,
    `/api/opportunity/${token}/confirm`,
    { window: "standard", ...contact, consent },
    asNewClient(),
  );
  if (res.status !== 200) return "";
  const db = new DatabaseSync(path.join(dataDir, "shiplux.sqlite"), { readOnly: true });
  try {
    const row = db.prepare("select lead_number from leads where kind = 'booking' and email = ?").get(email);
    return String(row?.lead_number ?? "");
  } finally {
    db.close();
  }
}

async function junkToOneDomain(base, dataDir, check) {
  const started = performance.now();
  const junk = [];
  for (let i = 0; i < 50; i += 1)
    junk.push(postLead(base, { first_name: "Junk", email: `junk${i}.${Date.now()}@gmail.com` }));
  const stored = (await Promise.all(junk)).filter(Boolean).length;
  const junkMs = Math.round(performance.now() - started);
  const visitor = await postLead(base, { first_name: "Gina", email: "gina.real@gmail.com" });
  const booking = await confirmedBooking(base, dataDir, "gail.booked@gmail.com");
  const visitorMail = await waitForFile(dataDir, `${visitor}-customer.eml`);
  const bookingMail = await waitForFile(dataDir, `${booking}-customer.eml`);
  const files = existsSync(path.join(dataDir, "mail")) ? readdirSync(path.join(dataDir, "mail")) : [];
  console.log(`        before: ${BEFORE.junk}`);
  console.log(
    `        after: ${stored} junk leads stored in ${junkMs} ms; the real visitor's confirmation ${visitorMail ? "sent" : "missing"}, the booking's ${bookingMail ? "sent" : "missing"} (${files.length} .eml files)`,
  );
  check(
    stored === 50 && visitorMail !== "" && bookingMail !== "",
    "50 junk leads to one provider's random mailboxes skip neither a real visitor's confirmation nor a booking's",
  );
}

/** Runs the visitor e-mail checks against `base`, a server whose DATA_DIR is `dataDir` and that trusts two hops. */
export async function visitorMailChecks(base, dataDir, check) {
  console.log("Visitor e-mail (issue 37):");
  await hostileLead(base, dataDir, check);
  await junkToOneDomain(base, dataDir, check);
}
