import { z } from "zod";
import { isoDate } from "@/lib/dates";
import {
  DEFAULT_TRANSPORT_TYPE,
  DOMESTIC_COUNTRIES,
  MAX_VEHICLES_PER_QUOTE,
  SHIPPING_METHODS,
  TRANSPORT_TYPES,
} from "@/lib/quote-bounds";
import { INTERNATIONAL_TIERS, MIN_ROAD_LEG_MILES, PRICED_VEHICLE_TYPES } from "./constants";
import { roadMiles } from "./distance";

/** A required finite number: NaN, Infinity and strings are refused with the field's own words. */
function coordinate(name: string, limit: number) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be a number`) })
    .min(-limit, `${name} must be between -${limit} and ${limit}`)
    .max(limit, `${name} must be between -${limit} and ${limit}`);
}

const COUNTRY_CODE = /^[A-Z]{2}$/;

const coordinatesSchema = z.object(
  { lat: coordinate("Latitude", 90), lng: coordinate("Longitude", 180) },
  { error: "Coordinates are required" },
);

const placeSchema = z.object(
  {
    lat: coordinate("Latitude", 90),
    lng: coordinate("Longitude", 180),
    country: z
      .string({ error: "Country is required" })
      .trim()
      .toUpperCase()
      .regex(COUNTRY_CODE, "Country must be a two-letter ISO code such as US"),
    /** State or province postal code (FL, ON): the snowbird season needs it for US places. */
    state: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2,3}$/, "State must be a postal code such as FL")
      .optional(),
  },
  { error: "A location with coordinates is required" },
);

const vehicleSchema = z.object({
  type: z.enum(PRICED_VEHICLE_TYPES, { error: `Vehicle type must be one of ${PRICED_VEHICLE_TYPES.join(", ")}` }),
  inop: z.boolean({ error: "Running or not must be true or false" }).default(false),
});

/** The date comes from the caller so the estimate stays pure; a Date is read as its local calendar day. */
const shipDateSchema = z
  .union([z.iso.date({ error: "Ship date must be a real date in YYYY-MM-DD form" }), z.date()], {
    error: "Ship date must be a date in YYYY-MM-DD form",
  })
  .transform((value) => (typeof value === "string" ? value : isoDate(value)));

const common = {
  origin: placeSchema,
  destination: placeSchema,
  vehicles: z
    .array(vehicleSchema, { error: "Vehicles are required" })
    .min(1, "Add at least one vehicle")
    .max(MAX_VEHICLES_PER_QUOTE, `An estimate covers at most ${MAX_VEHICLES_PER_QUOTE} vehicles`),
  transportType: z
    .enum(TRANSPORT_TYPES, { error: `Transport type must be ${TRANSPORT_TYPES.join(" or ")}` })
    .default(DEFAULT_TRANSPORT_TYPE),
  shipDate: shipDateSchema,
};

const domesticSchema = z.object({
  mode: z.literal("domestic"),
  ...common,
});

const internationalSchema = z.object({
  mode: z.literal("international"),
  ...common,
  shippingMethod: z.enum(SHIPPING_METHODS, { error: `Shipping method must be one of ${SHIPPING_METHODS.join(", ")}` }),
  tier: z.enum(INTERNATIONAL_TIERS, { error: `Tier must be one of ${INTERNATIONAL_TIERS.join(", ")}` }),
  /** The port the truck leg ends at (Door to port): the nearest port from the lookups. */
  originPort: coordinatesSchema.optional(),
  /** The port the truck leg starts from (Port to door). */
  destinationPort: coordinatesSchema.optional(),
});

const DOMESTIC_COUNTRY_SET: ReadonlySet<string> = new Set(DOMESTIC_COUNTRIES);

/** Why a domestic route whose two ends are one place has no price: there is no road move to charge for. */
export const SAME_PLACE_MESSAGE = "Pickup and delivery are the same place: there is no road move to price";

export const estimateInputSchema = z
  .discriminatedUnion("mode", [domesticSchema, internationalSchema], {
    error: 'Mode must be "domestic" or "international"',
  })
  .superRefine((input, ctx) => {
    if (input.mode === "domestic") {
      for (const end of ["origin", "destination"] as const) {
        const place = input[end];
        // A malformed code already has its own message; zod 4 still runs this refinement after it.
        if (!COUNTRY_CODE.test(place.country)) continue;
        if (!DOMESTIC_COUNTRY_SET.has(place.country)) {
          ctx.addIssue({
            code: "custom",
            path: [end, "country"],
            message: "Domestic estimates cover the USA and Canada only",
          });
        } else if (place.country === "US" && place.state === "HI") {
          ctx.addIssue({
            code: "custom",
            path: [end, "state"],
            message: "Hawaii is reached by sea: use an international (port) estimate",
          });
        }
      }
      if (roadMiles(input.origin, input.destination) < MIN_ROAD_LEG_MILES) {
        ctx.addIssue({ code: "custom", path: ["destination"], message: SAME_PLACE_MESSAGE });
      }
      return;
    }
    if (input.shippingMethod === "Door to port" && !input.originPort) {
      ctx.addIssue({
        code: "custom",
        path: ["originPort"],
        message: "Door to port needs the origin port's coordinates",
      });
    }
    if (input.shippingMethod === "Port to door" && !input.destinationPort) {
      ctx.addIssue({
        code: "custom",
        path: ["destinationPort"],
        message: "Port to door needs the destination port's coordinates",
      });
    }
  });

export type EstimateInput = z.input<typeof estimateInputSchema>;
export type ParsedEstimateInput = z.output<typeof estimateInputSchema>;
export type DomesticInput = Extract<ParsedEstimateInput, { mode: "domestic" }>;
export type InternationalInput = Extract<ParsedEstimateInput, { mode: "international" }>;
export type EstimatePlace = z.output<typeof placeSchema>;
export type Coordinates = z.output<typeof coordinatesSchema>;
export type Vehicle = z.output<typeof vehicleSchema>;
