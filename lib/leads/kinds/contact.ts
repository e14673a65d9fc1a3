import type { ContactMessagePayload } from "@/lib/quote";
import { NO_TRIP, campaignColumns, orNull } from "../lead-record";
import type { LeadKindEntry } from "./kind";

/** POST contact: a "contact us" message, kept as a lead of the "message" shape so one outbox and one report hold it. */
export const contactKind: LeadKindEntry<ContactMessagePayload> = {
  shape: "message",
  fields: (p) => ({
    ...NO_TRIP,
    ...campaignColumns(p),
    marketing_id: orNull(p.marketing_id),
    first_name: p.first_name,
    email: p.email,
    phone: p.phone,
    message: p.message,
    consent: p.consent ?? null,
  }),
};
