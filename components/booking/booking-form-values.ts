import type { PickupWindowKind } from "@/lib/booking";

/** The confirm form's values; contact fields exist only for the details still missing. */
export type BookingFormValues = {
  window: PickupWindowKind;
  first_name?: string;
  email?: string;
  phone?: string;
  consentGiven: boolean;
};
