import type { Db } from "@/lib/db";
import { CONFIRM_PAYMENT_LINK } from "./authenticate";
import { bookingLeadOfToken } from "./booking-lead";
import { PAYMENT_STATUS } from "./constants";
import { formatCents } from "./money";
import { shipmentStatusOf } from "./repository";
import type { OrderLookup } from "./orders";

/**
 * A money step of the booking page's timeline: where it goes (after the booking, the carrier's assignment or
 * the cancellation), its words, and when it happened (an ISO instant the page shows as a day).
 */
export type MoneyStep = {
  key: string;
  after: "booked" | "carrier_assigned" | "cancelled";
  label: string;
  state: "done" | "upcoming";
  at: string | null;
  details: string[];
  link?: { text: string; href: string };
};

const CARD_LINK = (token: string) => `/api/opportunity/${token}/card`;

const BY_PHONE = "Payment is taken by phone once the carrier is confirmed.";

function cardStep(
  card: { brand: string | null; last4: string | null; saved_at: string | null } | undefined,
  token: string,
  canSave: boolean,
): MoneyStep | undefined {
  if (card?.saved_at) {
    const which = `${(card.brand ?? "Card").replace(/^\w/, (c) => c.toUpperCase())} ending in ${card.last4 ?? "····"}`;
    const details = [which, "Nothing charged yet: the deposit is charged only once a carrier is assigned."];
    return { key: "money-card", after: "booked", label: "Card saved", state: "done", at: card.saved_at, details };
  }
  if (!canSave) return undefined;
  return {
    key: "money-card",
    after: "booked",
    label: "Save a card",
    state: "upcoming",
    at: null,
    details: ["Nothing is charged now: Stripe keeps the card until a carrier is assigned."],
    link: { text: "Save a credit or debit card (Stripe)", href: CARD_LINK(token) },
  };
}

type PaymentView = {
  kind: string;
  status: string;
  amount_cents: number;
  settled_at: string | null;
  action_url: string | null;
  created_at: string;
};

function paymentStep(p: PaymentView, confirmPath: string): MoneyStep | undefined {
  const amount = formatCents(p.amount_cents);
  if (p.kind === "refund")
    return p.status === PAYMENT_STATUS.succeeded
      ? {
          key: "money-refund",
          after: "cancelled",
          label: "Refunded",
          state: "done",
          at: p.settled_at,
          details: [`${amount} refunded to your card`],
        }
      : undefined;
  const base = {
    key: "money-charge",
    after: "carrier_assigned" as const,
    state: "done" as const,
    at: p.settled_at ?? p.created_at,
  };
  switch (p.status) {
    case PAYMENT_STATUS.succeeded:
      return { ...base, label: "Deposit charged", details: [`${amount} charged to your card`] };
    case PAYMENT_STATUS.requires_action:
      return {
        ...base,
        label: "Your bank asks you to confirm the payment",
        details: [`${amount} deposit, not charged until you confirm`],
        link: { text: "Confirm the payment with your bank", href: confirmPath },
      };
    case PAYMENT_STATUS.declined:
      return {
        ...base,
        label: "Payment declined",
        details: [`${amount} deposit declined by the bank; we will call you`],
      };
    case PAYMENT_STATUS.no_card:
      return { ...base, label: "Payment by phone", details: [`${amount} deposit: ${BY_PHONE}`] };
    default:
      return undefined;
  }
}

/**
 * The booking's money as timeline steps: the card saved (brand, last 4) or the link to save one, the deposit
 * charged (amount, day) or what stopped it, and a refund. Without Stripe, one line: payment by phone.
 */
export async function moneySteps(
  db: Db,
  token: string,
  input: { findSignedOrder: OrderLookup; stripeOn: boolean },
): Promise<MoneyStep[]> {
  const lead = await bookingLeadOfToken(db, token);
  if (!lead) return [];
  const card = await db.selectFrom("payment_cards").selectAll().where("lead_id", "=", lead.id).executeTakeFirst();
  const payments = await db
    .selectFrom("payments")
    .selectAll()
    .where("lead_id", "=", lead.id)
    .orderBy("created_at")
    .execute();
  const signed = input.stripeOn && !card?.saved_at ? Boolean(await input.findSignedOrder(db, lead.id)) : false;
  const steps = [cardStep(card, token, signed), ...payments.map((p) => paymentStep(p, CONFIRM_PAYMENT_LINK(token)))];
  const out = steps.filter((s): s is MoneyStep => s !== undefined);
  // Until a carrier is assigned; after that sales has called or the charge's own steps say what happened.
  const booked = ((await shipmentStatusOf(db, lead.id)) ?? "booked") === "booked";
  if (!input.stripeOn && payments.length === 0 && booked)
    out.push({
      key: "money-phone",
      after: "booked",
      label: "Payment",
      state: "upcoming",
      at: null,
      details: [BY_PHONE],
    });
  return out;
}
