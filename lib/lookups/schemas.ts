/**
 * Query and answer schemas of the lookup endpoints. Pure (no I/O): the quote form imports the answer types
 * and the route handlers validate queries with the same rules.
 */
import { z } from "zod";
import { MIN_VEHICLE_YEAR, maxVehicleYear } from "@/lib/quote/early";
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
} as const;

const input = z
  .string({ error: LOOKUP_MESSAGES.inputMissing })
  .refine((v) => !hasControlCharacter(v), LOOKUP_MESSAGES.inputControl)
  .transform((v) => v.trim())
  .pipe(z.string().min(1, LOOKUP_MESSAGES.inputMissing).max(INPUT_MAX_LENGTH, LOOKUP_MESSAGES.inputTooLong));

export const placeQuerySchema = z.object({ input });

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

export type PlaceQuery = z.infer<typeof placeQuerySchema>;
export type CityPortQuery = z.infer<typeof cityPortQuerySchema>;
export type MakeQuery = z.infer<typeof makeQuerySchema>;
export type ModelQuery = z.infer<typeof modelQuerySchema>;

const point = { lat: z.number(), lng: z.number() };

/** city-zip-lookup and auto-complete. Zip is "" for a place outside the USA and Canada. */
export const placeItemSchema = z.object({
  City: z.string(),
  StateId: z.string(),
  StateName: z.string(),
  Zip: z.string(),
  CountryID: z.string(),
  /**
   * What the suggestion shows, city first: "Portland, OR 97205, United States". Every answer of this server has
   * it; the type allows its absence so that a client (or a fixture) written before it still checks.
   */
  Label: z.string().optional(),
  ...point,
});

/**
 * city-port-lookup: one entry per place. A city that is a seaport carries that port; any other city its
 * nearest port; a seaport in no listed town is an entry of its own (City is the port's town).
 */
export const cityPortItemSchema = z.object({
  City: z.string(),
  StateId: z.string().optional(),
  StateName: z.string().optional(),
  Zip: z.string().optional(),
  CountryID: z.string(),
  PortName: z.string().optional(),
  PortCity: z.string().optional(),
  PortCountry: z.string().optional(),
  /** UN/LOCODE of the port, the identifier carriers use. */
  PortCode: z.string().optional(),
  /** "Houston, TX, United States · port of Houston", "Houston, Scotland, United Kingdom · nearest port Greenock (21 km)"; see placeItemSchema. */
  Label: z.string().optional(),
  ...point,
});

export const MAKE_KINDS = ["vehicle", "boat", "heavy-equipment"] as const;
/** The body types the model lookup reports (vPIC's, folded to these); wider than what a quote offers. */
export const MODEL_VEHICLE_TYPES = ["Car", "SUV", "Pickup", "Van", "Motorcycle", "Trailer/RV", "Bus", "Truck"] as const;

/** kind "boat" and "heavy-equipment" makes have no model list: the model is typed freely. */
export const makeItemSchema = z.object({ make: z.string(), Make_ID: z.number().int(), kind: z.enum(MAKE_KINDS) });

export const modelItemSchema = z.object({
  model: z.string(),
  make: z.string(),
  type: z.enum(MODEL_VEHICLE_TYPES),
  /** The year asked for, else the model's latest year. */
  year: z.number().int(),
  yearFrom: z.number().int(),
  /** null: still made. */
  yearTo: z.number().int().nullable(),
});

export type PlaceItem = z.infer<typeof placeItemSchema>;
export type CityPortItem = z.infer<typeof cityPortItemSchema>;
export type MakeItem = z.infer<typeof makeItemSchema>;
export type ModelItem = z.infer<typeof modelItemSchema>;
export type MakeKind = (typeof MAKE_KINDS)[number];
export type ModelVehicleType = (typeof MODEL_VEHICLE_TYPES)[number];

export type LookupAnswer<T> = { data: T[] };
export type LookupError = { message: string; errors: Record<string, string> };
