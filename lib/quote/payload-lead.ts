// A request schema stays on the server: Next.js fails the build when a client module imports it (even as a value
// inside lib/quote); the form takes its type only.
import "server-only";
import { z } from "zod";
import { touchesPayload } from "./attribution";
import { signalsPayload } from "./conversion-signals";
import { MAX_VEHICLES_PER_QUOTE } from "@/lib/quote-bounds";
import { INTERNATIONAL_TEMPLATE_ID, LEAD_TYPE } from "./constants";
import { consentSchema } from "./consent";
import {
  SHIP_DATE_SLACK_DAYS,
  clientEstimate,
  phoneCheck,
  placeCheck,
  countryCode,
  email,
  firstName,
  inop,
  locationText,
  optionalText,
  phoneText,
  requiredText,
  shipDate,
  shippingMethod,
  transportType,
  vehicleNameText,
  vehicleType,
  vehicleYear,
} from "./fields";
import { messages } from "./messages";

const leadVehicleSchema = z.object({
  make: requiredText(messages.make),
  model: requiredText(messages.model),
  year: vehicleYear,
  inop,
  type: vehicleType,
  /** The visitor's own name for it; clients older than the name field send none. */
  name: vehicleNameText,
});

const LEAD_ORIGIN = { country: "originCountry", state: "originState", postalCode: "originPostalCode" };
const LEAD_DESTINATION = {
  country: "destinationCountry",
  state: "destinationState",
  postalCode: "destinationPostalCode",
};

/** Call 7, POST lead: the international form, camelCase as the CRM's international template wants it. */
export const internationalLeadSchema = z
  .object({
    originPostalCode: optionalText,
    originCity: locationText,
    originState: optionalText,
    originCountry: countryCode,
    destinationPostalCode: optionalText,
    destinationCity: locationText,
    destinationState: optionalText,
    destinationCountry: countryCode,
    shipDate: shipDate(SHIP_DATE_SLACK_DAYS),
    vehicles: z.array(leadVehicleSchema, { error: messages.make }).min(1, messages.make).max(MAX_VEHICLES_PER_QUOTE),
    transportType,
    firstName,
    email,
    phone: phoneText(),
    marketingId: optionalText,
    templateId: z.literal(INTERNATIONAL_TEMPLATE_ID).default(INTERNATIONAL_TEMPLATE_ID),
    id: optionalText,
    leadType: z.literal(LEAD_TYPE).default(LEAD_TYPE),
    sourceKey: optionalText,
    shippingMethod,
    source: optionalText,
    fbclid: optionalText,
    /** Not in the spec: the visit's first and last touch (UTM tags, click ids, landing page, referrer). */
    attribution: touchesPayload,
    /** Not in the spec: click ids with their first-seen times, GPC and the opt-out (lib/conversions). */
    signals: signalsPayload,
    consent: consentSchema.optional(),
    /**
     * Not in the spec: the ad-measurement consent (unticked at first), kept like `consent`. A visitor outside
     * the US and Canada is reported to an ad platform only with it ticked (lib/conversions).
     */
    adConsent: consentSchema.optional(),
    /** The non-binding estimate the form showed before asking for contact details; never stored. */
    estimate: clientEstimate,
  })
  // International visitors usually write +country; a bare number may be either end's (an import to a US home).
  .superRefine(...phoneCheck((v) => [v.originCountry, v.destinationCountry]))
  // A state and postal code are optional here; when sent for a US or Canadian end they must be real.
  .superRefine(placeCheck(LEAD_ORIGIN, LEAD_DESTINATION));

export type InternationalLeadPayload = z.infer<typeof internationalLeadSchema>;

/** The ends' postal code and state, which a port often lacks: the schema reads an empty one as absent. */
type PlaceDetail = "originPostalCode" | "originState" | "destinationPostalCode" | "destinationState";

/**
 * Call 7 as the form sends it: the spec lists the four place details and a receiving CRM may expect every key,
 * so they are always sent, empty when a port has none. The schema above reads them (and an older client's
 * request without them) the same way.
 */
export type InternationalLeadRequest = Omit<InternationalLeadPayload, PlaceDetail> & Record<PlaceDetail, string>;
