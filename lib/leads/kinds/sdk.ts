import type { SimpleCreateSdkPayload } from "@/lib/quote";
import { campaignColumns, orNull } from "../lead-record";
import type { LeadKindEntry } from "./kind";
import { snakeCaseFacts, snakeCaseRoute, snakeCaseVehicles } from "./snake-case";

/** Call 6, POST leads/simple-create-sdk: the domestic full form. */
export const sdkKind: LeadKindEntry<SimpleCreateSdkPayload> = {
  shape: "quote",
  fields: (p) => ({
    ...snakeCaseRoute(p),
    ...campaignColumns(p),
    shipping_method: orNull(p.shipping_method),
    vehicles: snakeCaseVehicles(p),
    first_name: p.first_name,
    email: p.email,
    phone: p.phone,
    template_id: null,
    consent: p.consent ?? null,
  }),
  facts: snakeCaseFacts,
};
