import { z } from "zod";
import { CLAIM_NAMES, type ClaimName } from "./claims";

/** Calendar date as written in content files (YYYY-MM-DD); YAML may already have turned it into a Date. */
export const contentDateSchema = z.preprocess(
  (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD"),
);

/** An FMCSA number as the FMCSA writes it: digits only, without the "MC-" prefix; null until the broker has one. */
const fmcsaNumber = z
  .string()
  .regex(/^\d{1,8}$/, "must be the number's digits only, e.g. 1234567")
  .nullable();

/** The reviews shown (content/reviews.yaml today): shipped ones are examples, `example: true` keeps them labelled. */
export const reviewsFileSchema = z.object({
  note: z.string().min(1),
  reviews: z.array(
    z.object({
      id: z.union([z.string().min(1), z.number().int()]).transform(String),
      name: z.string().min(1),
      stars: z.number().int().min(1).max(5),
      text: z.string().min(1),
      date: contentDateSchema,
      source: z.object({ name: z.string().min(1), url: z.url() }),
      example: z.boolean(),
    }),
  ),
});

const pressOutletSchema = z.object({
  name: z.string().min(1),
  logo: z.string().regex(/^\/images\/press\/[a-z0-9-]+\.svg$/, "must be /images/press/<slug>.svg"),
  url: z.url(),
  example: z.boolean(),
});

const claimsSchema = z.object(
  Object.fromEntries(CLAIM_NAMES.map((name) => [name, z.boolean().default(false)])) as Record<
    ClaimName,
    z.ZodDefault<z.ZodBoolean>
  >,
);

const wholeDollars = (max: number) => z.number().int("must be whole dollars").min(0).max(max);

/**
 * How the broker takes the money for a signed order (lib/orders turns it into the order's terms and its money
 * rules): `deposit` charges the broker's fee online when a carrier is assigned and leaves the rest to the driver at
 * delivery; `online` charges the whole price online when a carrier is assigned. The fee is `percent` of the price,
 * at least `minimumDollars`, never more than the price; cancelling after a carrier is assigned costs the fee.
 * `latePickup`: what the broker credits per day a pickup comes after the window's last day, up to a cap; null
 * when it offers none.
 */
const orderTermsFactSchema = z.strictObject({
  payment: z.enum(["deposit", "online"]),
  brokerFee: z.strictObject({ percent: z.number().int().min(1).max(100), minimumDollars: wholeDollars(5000) }),
  latePickup: z
    .strictObject({ perDayDollars: wholeDollars(500).min(1), maxDollars: wholeDollars(5000).min(1) })
    .nullable(),
});

/** content/broker.yaml: what only the broker can supply, each with its "not yet supplied" state (null or example). */
export const brokerFileSchema = z.strictObject({
  fmcsa: z.strictObject({ mc: fmcsaNumber, usdot: fmcsaNumber }),
  supportHours: z.strictObject({
    example: z.boolean(),
    hours: z.array(z.strictObject({ days: z.string().min(1), time: z.string().min(1) })).min(1),
  }),
  legalApproval: z.strictObject({ by: z.string().min(1), on: contentDateSchema }).nullable(),
  reviews: z.strictObject({
    file: z.string().regex(/^[a-z0-9-]+\.yaml$/, "must be a .yaml file beside broker.yaml, e.g. reviews.yaml"),
  }),
  press: z.array(pressOutletSchema),
  claims: claimsSchema.default(() => claimsSchema.parse({})),
  orderTerms: orderTermsFactSchema,
});

export type OrderTermsFact = z.infer<typeof orderTermsFactSchema>;

/** The facts as the site reads them: the broker file with its reviews file loaded. */
export type BrokerFacts = Omit<z.infer<typeof brokerFileSchema>, "reviews"> & {
  reviews: z.infer<typeof reviewsFileSchema> & { file: string };
};
