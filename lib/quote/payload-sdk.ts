// A request schema stays on the server: Next.js fails the build when a client module imports it (even as a value
// inside lib/quote); the form takes its type only.
import "server-only";
import { z } from "zod";
import { touchesPayload } from "./attribution";
import { signalsPayload } from "./conversion-signals";
import { MAX_VEHICLES_PER_QUOTE } from "@/lib/quote-bounds";
import { LEAD_TYPE } from "./constants";
import { consentSchema } from "./consent";
import {
  SHIP_DATE_SLACK_DAYS,
  clientEstimate,
  phoneCheck,
  placeCheck,
  domesticCountry,
  email,
  firstName,
  inop,
  locationText,
  optionalText,
  phoneText,
  requiredText,
  shipDate,
  stateCode,
  transportType,
  vehicleNameText,
  vehicleType,
  vehicleYear,
} from "./fields";
import { messages } from "./messages";

/** One vehicle of the domestic full form (call 6) and of the quick calculator (call 8). */
const sdkVehicleSchema = z.object({
  vehicle_make: requiredText(messages.make),
  vehicle_model: requiredText(messages.model),
  vehicle_year: vehicleYear,
  vehicle_inop: inop,
  vehicle_type: vehicleType,
  /** The visitor's own name for it; clients older than the name field send none. */
  vehicle_name: vehicleNameText,
});

export const attributionShape = {
  marketing_id: optionalText,
  id: optionalText,
  source: optionalText,
  fbclid: optionalText,
  /** Not in the spec: the visit's first and last touch (UTM tags, click ids, landing page, referrer). */
  attribution: touchesPayload,
  /** Not in the spec: click ids with their first-seen times, GPC and the opt-out (lib/conversions). */
  signals: signalsPayload,
};

/** The two ends as calls 6 and 8 name their fields. */
export const snakeCasePlaceFields = [
  { country: "origin_country", state: "origin_state", postalCode: "origin_postal_code" },
  { country: "destination_country", state: "destination_state", postalCode: "destination_postal_code" },
] as const;

/** Call 6, POST leads/simple-create-sdk: the domestic full form. */
export const simpleCreateSdkSchema = z
  .object({
    origin_postal_code: locationText,
    origin_city: locationText,
    origin_state: stateCode,
    origin_country: domesticCountry,
    destination_postal_code: locationText,
    destination_city: locationText,
    destination_state: stateCode,
    destination_country: domesticCountry,
    ship_date: shipDate(SHIP_DATE_SLACK_DAYS),
    Vehicles: z.array(sdkVehicleSchema, { error: messages.make }).min(1, messages.make).max(MAX_VEHICLES_PER_QUOTE),
    transport_type: transportType,
    first_name: firstName,
    email,
    phone: phoneText(),
    ...attributionShape,
    lead_type: z.literal(LEAD_TYPE).default(LEAD_TYPE),
    source_key: optionalText,
    shipping_method: optionalText,
    consent: consentSchema.optional(),
    /** The non-binding estimate the form showed before asking for contact details; never stored. */
    estimate: clientEstimate,
  })
  .superRefine(...phoneCheck((v) => [v.origin_country, v.destination_country]))
  .superRefine(placeCheck(...snakeCasePlaceFields));

export type SimpleCreateSdkPayload = z.infer<typeof simpleCreateSdkSchema>;
