// A request schema stays on the server: Next.js fails the build when a client module imports it (even as a value
// inside lib/quote); the form takes its type only.
import "server-only";
import { z } from "zod";
import { touchesQueryParam } from "./attribution";
import { signalsQueryParam } from "./conversion-signals";
import { MAX_VEHICLES_PER_QUOTE, QUICK_COUNTRY } from "@/lib/quote-bounds";
import { LEAD_TYPE } from "./constants";
import {
  SHIP_DATE_SLACK_DAYS,
  phoneCheck,
  placeCheck,
  locationText,
  optionalPersonName,
  optionalText,
  requiredText,
  shipDate,
  stateCode,
  transportType,
  vehicleType,
  vehicleYear,
} from "./fields";
import { snakeCasePlaceFields } from "./payload-sdk";
import { isValidEmail } from "./rules";
import { messages } from "./messages";

/** The calculator asks "Does it run?": Yes → inop 0, No → inop 1; 0/1 are accepted as they are. */
const runningToInop = z
  .union([z.enum(["Yes", "No"]), z.literal(0), z.literal(1), z.literal("0"), z.literal("1")])
  .transform((v) => (v === "No" || v === 1 || v === "1" ? 1 : 0))
  .default(0);

const quickVehicleSchema = z.object({
  vehicle_make: requiredText(messages.make),
  vehicle_model: requiredText(messages.model),
  vehicle_year: vehicleYear,
  vehicle_inop: runningToInop,
  vehicle_type: vehicleType,
});

/** Vehicles travels as a JSON string in the query; bad JSON reads as "no vehicle". */
const vehiclesJson = z
  .string({ error: messages.make })
  .transform((text, ctx): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      ctx.addIssue({ code: "custom", message: messages.make });
      return z.NEVER;
    }
  })
  .pipe(z.array(quickVehicleSchema, { error: messages.make }).min(1, messages.make).max(MAX_VEHICLES_PER_QUOTE));

const usCountry = z.literal(QUICK_COUNTRY, { error: messages.location }).default(QUICK_COUNTRY);

/** Call 8, GET opportunity/create-and-redirect-booking: the quick calculator's query parameters. */
export const quickQuoteQuerySchema = z
  .object({
    origin_postal_code: locationText,
    origin_city: locationText,
    origin_state: stateCode,
    origin_country: usCountry,
    destination_postal_code: locationText,
    destination_city: locationText,
    destination_state: stateCode,
    destination_country: usCountry,
    ship_date: shipDate(SHIP_DATE_SLACK_DAYS),
    Vehicles: vehiclesJson,
    transport_type: transportType,
    shipping_method: optionalText,
    // The calculator may ask for contact details later, on the booking page; when sent they must be right.
    first_name: optionalPersonName,
    email: optionalText.refine((v) => v === undefined || isValidEmail(v), messages.emailInvalid),
    phone: optionalText,
    marketing_id: optionalText,
    id: optionalText,
    lead_type: z.literal(LEAD_TYPE).default(LEAD_TYPE),
    source_key: optionalText,
    source: optionalText,
    fbclid: optionalText,
    /** Not in the spec: the visit's first and last touch, as a JSON string like Vehicles. */
    attribution: touchesQueryParam,
    /** Not in the spec: the conversion signals (lib/conversions), as a JSON string. */
    signals: signalsQueryParam,
  })
  .superRefine(...phoneCheck(() => QUICK_COUNTRY))
  .superRefine(placeCheck(...snakeCasePlaceFields));

export type QuickQuoteQuery = z.infer<typeof quickQuoteQuerySchema>;
/** The query as the browser sends it: every value a string. */
export type QuickQuoteParams = Record<keyof z.input<typeof quickQuoteQuerySchema>, string | undefined>;
