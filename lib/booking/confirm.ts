import type { RequestSignals } from "@/lib/conversions";
import type { Db, OpportunityRow } from "@/lib/db";
import { storeLead, type BookingLeadPayload } from "@/lib/leads";
import type { Consent, QuickQuoteQuery } from "@/lib/quote";
import { confirmedWindowSchema, type ConfirmedWindow } from "./confirm-schema";
import { TOKEN_PATTERN } from "./constants";
import { bookingLeadNumber, findOpportunity, linkBookingLead, updateConfirmation } from "./repository";

/** Reads pickup_window; undefined when empty or written by something that kept another shape. */
function parseStoredWindow(json: string | null): ConfirmedWindow | undefined {
  if (!json) return undefined;
  try {
    const parsed = confirmedWindowSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export type Confirmation = {
  window: ConfirmedWindow;
  firstName: string | null;
  email: string | null;
  phone: string | null;
  consentGiven: boolean;
  confirmedAt: string;
  /** The booking lead's number (Q-…), shown on the page; undefined only if its lead could not be found. */
  bookingNumber: string | undefined;
};

/** What the booking page needs to know about an opportunity already confirmed. */
export async function getConfirmation(db: Db, token: string): Promise<Confirmation | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const row = await findOpportunity(db, token);
  const window = parseStoredWindow(row?.pickup_window ?? null);
  if (!row?.confirmed_at || !window) return undefined;
  return {
    window,
    firstName: row.first_name,
    email: row.email,
    phone: row.phone,
    consentGiven: row.consent_given === 1,
    confirmedAt: row.confirmed_at,
    bookingNumber: await bookingLeadNumber(db, row.lead_id),
  };
}

export type ConfirmInput = {
  token: string;
  window: ConfirmedWindow;
  /** The whole contact: what the quick calculator had, completed on the booking page. */
  contact: { firstName?: string; email?: string; phone?: string };
  consent: Consent;
  now?: Date;
  /** The confirm request's GPC header and ad cookies, and its raw IP, for the booking's conversion report-back. */
  conversion?: { request?: RequestSignals; clientIp?: string };
};

export type ConfirmOutcome =
  | { kind: "confirmed"; window: ConfirmedWindow; leadNumber: string }
  | { kind: "already-confirmed"; window: ConfirmedWindow }
  | { kind: "conflict"; window: ConfirmedWindow }
  | { kind: "contact-conflict"; window: ConfirmedWindow }
  | { kind: "not-found" };

/** The same contact, written differently or not: names and phones compared by their letters and digits. */
const sameText = (a: string | null | undefined, b: string | null | undefined, fold: (v: string) => string) =>
  fold(a ?? "") === fold(b ?? "");
const lettersOf = (v: string) => v.trim().toLowerCase().replace(/\s+/g, " ");
const digitsOf = (v: string) => v.replace(/\D/g, "");

function sameContact(contact: ConfirmInput["contact"], row: OpportunityRow): boolean {
  return (
    sameText(contact.firstName, row.first_name, lettersOf) &&
    sameText(contact.email, row.email, lettersOf) &&
    sameText(contact.phone, row.phone, digitsOf)
  );
}

/**
 * Records the confirmation and stores the booking lead it hands to sales, in the caller's transaction: a
 * confirmed booking is never left without its delivery, and a repeat or a race cannot make a second lead.
 * Undefined when the opportunity was not live and unconfirmed (nothing changed).
 */
async function confirmAndStore(trx: Db, input: ConfirmInput, now: Date): Promise<string | undefined> {
  const { token, contact, consent, window } = input;
  const values = {
    pickupWindow: JSON.stringify(window),
    firstName: contact.firstName ?? null,
    email: contact.email ?? null,
    phone: contact.phone ?? null,
    consentGiven: consent.given,
    consentText: consent.text,
    consentShownAt: consent.shownAt,
  };
  if (!(await updateConfirmation(trx, token, values, now))) return undefined;
  const row = await findOpportunity(trx, token);
  if (!row) throw new Error("A confirmed opportunity vanished inside its transaction", { cause: { token } });
  const payload: BookingLeadPayload = {
    request: JSON.parse(row.request_json) as QuickQuoteQuery,
    contact: { firstName: contact.firstName ?? "", email: contact.email ?? "", phone: contact.phone ?? "" },
    consent,
    pickupWindow: window,
  };
  const { leadNumber } = await storeLead(trx, {
    lead: { kind: "booking", payload },
    client: { ipHash: row.ip_hash, userAgent: row.user_agent },
    payload: { opportunity_id: row.id, pickup_window: window },
    estimate: window.low === undefined ? undefined : { low: window.low, high: window.high },
    now,
    conversion: input.conversion,
    // The visitor asked for this confirmation on the booking page (the confirm is under the lead budget).
    asker: { kind: "booking-page" },
  });
  await linkBookingLead(trx, row.id, leadNumber);
  return leadNumber;
}

/** What a confirm that changed nothing meets: an expired link, the same window again, or another one. */
async function outcomeOfRepeat(db: Db, input: ConfirmInput, now: Date): Promise<ConfirmOutcome> {
  const row = await findOpportunity(db, input.token);
  if (!row || row.expires_at <= now.toISOString()) return { kind: "not-found" };
  const stored = parseStoredWindow(row.pickup_window);
  if (!row.confirmed_at || !stored) {
    throw new Error("Opportunity was neither confirmed nor updatable", {
      cause: { token: input.token, status: row.status },
    });
  }
  if (stored.kind !== input.window.kind) return { kind: "conflict", window: stored };
  // A second confirm (two tabs, two people) whose contact differs would otherwise be told "confirmed" while
  // its contact was dropped: say it was not taken.
  return sameContact(input.contact, row)
    ? { kind: "already-confirmed", window: stored }
    : { kind: "contact-conflict", window: stored };
}

/**
 * Confirms a pickup window once. Repeating the same window with the same contact answers like the first time
 * (a double click, a retry after a lost answer); another window or another contact after that is a conflict
 * for a person to sort out by phone.
 */
export async function confirmOpportunity(db: Db, input: ConfirmInput): Promise<ConfirmOutcome> {
  if (!TOKEN_PATTERN.test(input.token)) return { kind: "not-found" };
  const now = input.now ?? new Date();
  const leadNumber = await db.transaction().execute((trx) => confirmAndStore(trx, input, now));
  if (leadNumber) return { kind: "confirmed", window: input.window, leadNumber };
  return outcomeOfRepeat(db, input, now);
}
