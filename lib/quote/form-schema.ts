import { z } from "zod";
import type { CountryCode } from "libphonenumber-js/min";
import { todayIso } from "@/lib/dates";
import {
  DEFAULT_TRANSPORT_TYPE,
  DEFAULT_VEHICLE_TYPE,
  QUOTE_VEHICLE_TYPES,
  SHIPPING_METHODS,
  TRANSPORT_TYPES,
  type ShippingMethod,
  type TransportType,
} from "@/lib/quote-bounds";
import { phoneCheck, email, firstName, phoneText, plainText, requiredText, shipDate, vehicleNameText } from "./fields";
import { messages } from "./messages";
import type { Mode } from "@/lib/quote-bounds";
import { isValidYear } from "./rules";

/** A place picked from the lookup suggestions (a city/zip domestically, a port internationally). */
const placeSchema = z.object({
  postalCode: plainText(),
  city: plainText(),
  state: plainText(),
  country: plainText(),
  label: plainText(),
  /** Coordinates of the picked lookup item; the instant estimate needs them, the payloads do not carry them. */
  lat: z.number().optional(),
  lng: z.number().optional(),
});
export type QuotePlace = z.infer<typeof placeSchema>;

const formVehicleSchema = z.object({
  year: z.string().refine((v) => isValidYear(v), messages.year),
  make: requiredText(messages.make),
  model: requiredText(messages.model),
  type: z.enum(QUOTE_VEHICLE_TYPES, { error: messages.vehicleType }),
  running: z.enum(["Yes", "No"]),
  name: vehicleNameText,
});
/** A vehicle as the form holds it: the schema's input (progress saved before the name field has no name). */
export type FormVehicle = z.input<typeof formVehicleSchema>;

/** Everything the form holds; the steps below validate slices of it. */
export type QuoteFormValues = {
  mode: Mode;
  origin: QuotePlace | null;
  /** What the visitor typed in the origin box; text without a picked place is "Please click some location". */
  originQuery: string;
  /** A place was picked in the origin box once: emptied later, it asks to click a place again, not to enter one. */
  originWasPicked: boolean;
  destination: QuotePlace | null;
  destinationQuery: string;
  destinationWasPicked: boolean;
  shipDate: string;
  transportType: TransportType | "";
  shippingMethod: ShippingMethod | "";
  vehicles: FormVehicle[];
  firstName: string;
  email: string;
  phone: string;
  consentGiven: boolean;
  /** The international form's ad-measurement consent (components/quote/form/consent.tsx); unticked at first. */
  adConsentGiven: boolean;
};

export function emptyVehicle(): FormVehicle {
  return { year: "", make: "", model: "", type: DEFAULT_VEHICLE_TYPE, running: "Yes", name: "" };
}

export function defaultFormValues(mode: Mode = "domestic", today: Date = new Date()): QuoteFormValues {
  return {
    mode,
    origin: null,
    originQuery: "",
    originWasPicked: false,
    destination: null,
    destinationQuery: "",
    destinationWasPicked: false,
    shipDate: todayIso(today),
    transportType: DEFAULT_TRANSPORT_TYPE,
    shippingMethod: "",
    vehicles: [emptyVehicle()],
    firstName: "",
    email: "",
    phone: "",
    consentGiven: false,
    adConsentGiven: false,
  };
}

/**
 * A box without a picked place: "Please click some location" once the visitor has used it (typed text, or
 * emptied a place picked before), "Please enter a location" while it is untouched.
 */
function checkPlace(ctx: z.RefinementCtx, place: unknown, query: unknown, wasPicked: unknown, path: string): void {
  if (place) return;
  const typed = typeof query === "string" && query.trim() !== "";
  const message = typed || wasPicked === true ? messages.pickLocation : messages.location;
  ctx.addIssue({ code: "custom", message, path: [path] });
}

const placeField = placeSchema.nullable();

/** Step 1, Destination. Domestic asks for the transport type, international for the shipping method. */
export function destinationStepSchema(mode: Mode) {
  return z
    .object({
      origin: placeField,
      originQuery: z.string(),
      // Optional: progress saved before the flag existed has none.
      originWasPicked: z.boolean().optional(),
      destination: placeField,
      destinationQuery: z.string(),
      destinationWasPicked: z.boolean().optional(),
      shipDate: shipDate(0),
      transportType: mode === "domestic" ? z.enum(TRANSPORT_TYPES, { error: messages.transportType }) : z.string(),
      shippingMethod:
        mode === "international" ? z.enum(SHIPPING_METHODS, { error: messages.shippingMethod }) : z.string(),
    })
    .superRefine(
      (v, ctx) => {
        checkPlace(ctx, v.origin, v.originQuery, v.originWasPicked, "origin");
        checkPlace(ctx, v.destination, v.destinationQuery, v.destinationWasPicked, "destination");
      },
      { when: () => true },
    );
}

/** Step 2, Vehicles: at least one, each complete. */
export const vehiclesStepSchema = z.object({
  vehicles: z.array(formVehicleSchema).min(1, messages.make),
});

/** Step 3, People; the phone must be valid for its +code or one of the route's countries (US when unknown). */
export function peopleStepSchema(countries: readonly CountryCode[] = ["US"]) {
  return z.object({ firstName, email, phone: phoneText() }).superRefine(...phoneCheck(() => countries));
}

/** The countries a phone written without +code may belong to: the route's ends, as the API checks them. */
export function phoneCountriesFor(origin: QuotePlace | null, destination: QuotePlace | null): CountryCode[] {
  const ends = [origin, destination].filter((place): place is QuotePlace => place !== null);
  return [...new Set(ends.map((place) => phoneCountryFor(place)))];
}

/** The country a phone is formatted for as it is typed: the origin's, when it is a country code (US otherwise). */
export function phoneCountryFor(origin: QuotePlace | null): CountryCode {
  const code = origin?.country.toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? (code as CountryCode) : "US";
}
