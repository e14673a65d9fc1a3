/**
 * Query and answer schemas of the lookup endpoints. Pure (no I/O): the quote form imports the answer types
 * and the route handlers validate queries with the same rules.
 */
import { z } from "zod";
import { DOMESTIC_COUNTRIES, MIN_VEHICLE_YEAR, maxVehicleYear } from "@/lib/quote-bounds";
import { hasControlCharacter } from "@/lib/text";
import { INPUT_MAX_LENGTH } from "./constants";

export const LOOKUP_MESSAGES = {
  inputMissing: "Type at least one character.",
  inputTooLong: `Use at most ${INPUT_MAX_LENGTH} characters.`,
  inputControl: "Remove control characters from the text.",
  makeIdInvalid: "make_id must be a number.",
  yearInvalid: "year must be a 4-digit year.",
  yearRange: `year must be between ${MIN_VEHICLE_YEAR} and next year.`,
  invalidQuery: "The lookup query is not valid.",
  countryInvalid: `country must be one of ${DOMESTIC_COUNTRIES.join(", ")}.`,
} as const;

const input = z
  .string({ error: LOOKUP_MESSAGES.inputMissing })
  .refine((v) => !hasControlCharacter(v), LOOKUP_MESSAGES.inputControl)
  .transform((v) => v.trim())
  .pipe(z.string().min(1, LOOKUP_MESSAGES.inputMissing).max(INPUT_MAX_LENGTH, LOOKUP_MESSAGES.inputTooLong));

export const placeQuerySchema = z.object({ input });

/** city-zip-lookup: `country` (US or CA) keeps that country's places only, for a form that takes no other. */
export const northAmericaQuerySchema = placeQuerySchema.extend({
  country: z.enum(DOMESTIC_COUNTRIES, { error: LOOKUP_MESSAGES.countryInvalid }).optional(),
});

export const cityPortQuerySchema = z.object({
  input,
  /** "true" adds seaports to the cities; anything else (or nothing) lists cities only. */
  searchPort: z
    .string()
    .optional()
    .transform((v) => v === "true"),
});

export const makeQuerySchema = z.object({ input });

export const modelQuerySchema = z.object({
  input,
  make_id: z
    .string({ error: LOOKUP_MESSAGES.makeIdInvalid })
    .regex(/^\d{1,9}$/, LOOKUP_MESSAGES.makeIdInvalid)
    .transform(Number),
  year: z
    .string()
    .regex(/^\d{4}$/, LOOKUP_MESSAGES.yearInvalid)
    .transform(Number)
    // The upper bound moves with the calendar: next year's models are sold during this one.
    .refine((y) => y >= MIN_VEHICLE_YEAR && y <= maxVehicleYear(), LOOKUP_MESSAGES.yearRange)
    .optional(),
});

export type ModelQuery = z.infer<typeof modelQuerySchema>;

type Point = { lat: number; lng: number };

/** city-zip-lookup and auto-complete. Zip is "" for a place outside the USA and Canada. */
export type PlaceItem = Point & {
  City: string;
  StateId: string;
  StateName: string;
  Zip: string;
  CountryID: string;
  /**
   * What the suggestion shows, city first: "Portland, OR 97205, United States". Every answer of this server has
   * it; the type allows its absence so that a client (or a fixture) written before it still checks.
   */
  Label?: string;
};

/**
 * city-port-lookup: one entry per place. A city that is a seaport carries that port; any other city its
 * nearest port; a seaport in no listed town is an entry of its own (City is the port's town).
 */
export type CityPortItem = Point & {
  City: string;
  StateId?: string;
  StateName?: string;
  Zip?: string;
  CountryID: string;
  PortName?: string;
  PortCity?: string;
  PortCountry?: string;
  /** UN/LOCODE of the port, the identifier carriers use. */
  PortCode?: string;
  /** "Houston, TX, United States · port of Houston", "Houston, Scotland, United Kingdom · nearest port Greenock (21 km)"; see PlaceItem. */
  Label?: string;
};

export type MakeKind = "vehicle" | "boat" | "heavy-equipment";
/** The body types the model lookup reports (vPIC's, folded to these); wider than what a quote offers. */
export type ModelVehicleType = "Car" | "SUV" | "Pickup" | "Van" | "Motorcycle" | "Trailer/RV" | "Bus" | "Truck";

/** kind "boat" and "heavy-equipment" makes have no model list: the model is typed freely. */
export type MakeItem = { make: string; Make_ID: number; kind: MakeKind };

export type ModelItem = {
  model: string;
  make: string;
  type: ModelVehicleType;
  /** The year asked for, else the model's latest year. */
  year: number;
  yearFrom: number;
  /** null: still made. */
  yearTo: number | null;
};

export type LookupAnswer<T> = { data: T[] };
