import { formatDays } from "@/lib/dates";
import { siteConfig } from "@/lib/config/site";
import { renderEmail, type RenderedEmail } from "@/lib/email";
import { confirmationContent, contactWay, customerMessage, type LeadDocument } from "@/lib/leads";
import { windowLabel } from "./windows";

/**
 * The visitor's confirmation of a booking, in booking's words around a lead's confirmation (lib/leads): the pickup window
 * chosen on the booking page, its price as the estimate, and what happens until the carrier comes.
 */
export function bookingConfirmation(lead: LeadDocument): RenderedEmail {
  const m = customerMessage(lead);
  const window = lead.pickup_window;
  const label = window ? windowLabel(window.kind) : "";
  const days = window ? formatDays(window.from, window.to) : "";
  return renderEmail(
    confirmationContent(m, {
      title: `Your booking ${m.leadNumber}`,
      intro: `Thank you for booking with ${siteConfig.name}. You chose the ${label} pickup window (${days}). Your booking number is ${m.leadNumber}.`,
      numberLabel: "Booking number",
      extraFacts: window ? [{ label: "Pickup window", value: `${label}: ${days}` }] : [],
      estimateHeading: "Your price for this window",
      next: [
        `An agent contacts you ${contactWay(m)} during business hours to confirm a carrier for your window and the final price.`,
        "Carriers work to a pickup window, not an exact time: the driver calls you before arriving.",
        "No carrier is dispatched until you agree to the final price.",
      ],
    }),
  );
}
