import type { PaymentNotice } from "@/lib/db";
import { QUESTIONS, emailFooter, type EmailContent } from "@/lib/email";
import { greetingOf, type CustomerMessage } from "@/lib/leads";
import { formatCents } from "./money";

/** What a money e-mail is about: the booking, the payment (when there is one) and the saved card. */
export type NoticeFacts = {
  leadNumber: string;
  firstName: string;
  bookingUrl: string;
  amountCents: number | null;
  /** When Stripe answered (ISO); the receipt's date. */
  settledAt: string | null;
  card: string | null;
  stripeId: string | null;
  failure: string | null;
  actionUrl: string | null;
};

type Words = { subject: string; title: string; intro: string; next: string };

function visitorWords(notice: PaymentNotice, f: NoticeFacts): Words {
  const amount = f.amountCents === null ? "" : formatCents(f.amountCents);
  const day = f.settledAt?.slice(0, 10) ?? "";
  switch (notice) {
    case "card_saved":
      return {
        subject: `Card saved for booking ${f.leadNumber}`,
        title: "Your card is saved. Nothing has been charged.",
        intro: `We saved ${f.card ?? "your card"} for booking ${f.leadNumber}.`,
        next: "We charge the deposit you signed for only once a carrier is assigned, and e-mail you a receipt then.",
      };
    case "charged":
      return {
        subject: `Receipt: ${amount} charged for booking ${f.leadNumber}`,
        title: `Receipt: ${amount} charged`,
        intro: `A carrier is assigned, so we charged the deposit you signed for, ${amount}, on ${day} to ${f.card ?? "your card"}. Stripe reference: ${f.stripeId ?? "—"}.`,
        next: "The rest is due as your signed order says.",
      };
    case "requires_action":
      return {
        subject: `Your bank asks you to confirm the payment for booking ${f.leadNumber}`,
        title: "Please confirm your payment",
        intro: `A carrier is assigned and we tried to charge the deposit you signed for, ${amount}. Your bank asks you to confirm it first.`,
        next: `Confirm it here: ${f.actionUrl ?? f.bookingUrl}`,
      };
    case "declined":
      return {
        subject: `Your payment for booking ${f.leadNumber} was declined`,
        title: "Your card was declined",
        intro: `A carrier is assigned and we tried to charge the deposit you signed for, ${amount}; the bank declined it.`,
        next: "Our team will call you to take the payment another way, or reply to this e-mail.",
      };
    case "refunded":
      return {
        subject: `Refund: ${amount} for booking ${f.leadNumber}`,
        title: `Refund: ${amount}`,
        intro: `Your booking ${f.leadNumber} is cancelled and, as your signed order says, we refunded ${amount} on ${day}. Stripe reference: ${f.stripeId ?? "—"}.`,
        next: "Banks take 5–10 business days to show a refund.",
      };
    case "no_card":
      throw new Error("A no-card notice goes to sales only", { cause: f.leadNumber });
  }
}

/** The visitor's money e-mail, in the family of the booking's other e-mails (same frame and footer). */
export function visitorNotice(notice: PaymentNotice, f: NoticeFacts, message: CustomerMessage): EmailContent {
  const w = visitorWords(notice, f);
  return {
    subject: w.subject,
    title: w.title,
    greeting: greetingOf(f.firstName),
    intro: w.intro,
    sections: [
      {
        heading: "What happens next",
        blocks: [
          { kind: "paragraph", text: w.next },
          { kind: "link", text: "Your booking page", href: f.bookingUrl },
        ],
      },
      QUESTIONS,
    ],
    footer: emailFooter(message),
  };
}

/** Sales' plain-text line about a money event that needs a person. */
export function salesNotice(notice: PaymentNotice, f: NoticeFacts): { subject: string; text: string } {
  const amount = f.amountCents === null ? "the deposit" : formatCents(f.amountCents);
  const lines =
    notice === "no_card"
      ? [`A carrier is assigned to booking ${f.leadNumber} but no card is saved.`, `Take ${amount} by phone.`]
      : [
          `The charge of ${amount} for booking ${f.leadNumber} was declined (${f.failure ?? "no reason given"}).`,
          "The visitor was e-mailed; call them to take the payment another way.",
        ];
  return {
    subject: `Payment ${notice === "no_card" ? "by phone" : "declined"}: ${f.leadNumber}`,
    text: [...lines, "", f.bookingUrl].join("\n"),
  };
}
