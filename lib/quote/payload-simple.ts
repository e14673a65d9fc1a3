// A request schema stays on the server: Next.js fails the build when a client module imports it (even as a value
// inside lib/quote); the form takes its type only.
import "server-only";
import { z } from "zod";
import { consentSchema } from "./consent";
import {
  SHIP_DATE_SLACK_DAYS,
  clientEstimate,
  phoneCheck,
  email,
  firstName,
  phoneText,
  requiredText,
  shipDate,
  usZip,
  vehicleYear,
} from "./fields";
import { attributionShape } from "./payload-sdk";
import { messages } from "./messages";

/** Call 9, POST leads/simple-create: the simple domestic configuration (US postal codes only). */
export const simpleCreateSchema = z
  .object({
    origin_postal_code: usZip,
    destination_postal_code: usZip,
    ship_date: shipDate(SHIP_DATE_SLACK_DAYS),
    vehicle_model_year: vehicleYear,
    vehicle_make: requiredText(messages.make),
    vehicle_model: requiredText(messages.model),
    first_name: firstName,
    email,
    phone: phoneText(),
    ...attributionShape,
    consent: consentSchema.optional(),
    /** The non-binding estimate the form showed before asking for contact details; never stored. */
    estimate: clientEstimate,
  })
  .superRefine(...phoneCheck(() => "US"));

export type SimpleCreatePayload = z.infer<typeof simpleCreateSchema>;
