import type { ConfirmedWindow } from "@/lib/db";
import type { Consent, QuickQuoteQuery } from "@/lib/quote";
import { campaignColumns } from "../lead-record";
import type { LeadKindEntry } from "./kind";
import { snakeCaseFacts, snakeCaseRoute, snakeCaseVehicles } from "./snake-case";

/** A confirmed booking: the quick calculator's request, completed and confirmed on the booking page. */
export type BookingLeadPayload = {
  request: QuickQuoteQuery;
  contact: { firstName: string; email: string; phone: string };
  consent: Consent;
  pickupWindow: ConfirmedWindow;
};

/** Not posted: lib/booking makes one when a visitor confirms a pickup window on the booking page. */
export const bookingKind: LeadKindEntry<BookingLeadPayload> = {
  shape: "quote",
  fields: ({ request: r, contact, consent }) => ({
    ...snakeCaseRoute(r),
    ...campaignColumns(r),
    shipping_method: null,
    vehicles: snakeCaseVehicles(r),
    first_name: contact.firstName,
    email: contact.email,
    phone: contact.phone,
    template_id: null,
    consent,
  }),
  facts: ({ request }, route) => snakeCaseFacts(request, route),
};
