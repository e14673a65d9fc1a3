import { addDays, format } from "date-fns";
import type { z } from "zod";
import { confirmRequestSchema } from "@/lib/booking/confirm-schema";
import { estimate } from "@/lib/estimate";
import {
  destinationStepSchema,
  internationalLeadSchema,
  lastShipDate,
  messages,
  peopleStepSchema,
  quickQuoteQuerySchema,
  simpleCreateSchema,
  simpleCreateSdkSchema,
} from "@/lib/quote/server";
import { CONSENT as consent, internationalBody, quickParams, simpleBody } from "../../../support/lead-payloads";
import { domesticValues, sdkPayload } from "./fixtures";

/**
 * One set of rules for the form and the API: every intake schema (calls 6, 7, 8 and 9, the form's steps and
 * the booking confirmation) refuses the same bad input with the same message.
 */

type Body = Record<string, unknown>;
type Schema = z.ZodType<unknown, unknown>;

function errorsOf(schema: Schema, body: unknown): Record<string, string> {
  const result = schema.safeParse(body);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

const iso = (date: Date) => format(date, "yyyy-MM-dd");

const sdk = (): Body => ({ ...sdkPayload(), consent });
const international = (): Body => internationalBody({ consent });
const simple = (): Body => simpleBody({ consent });
const quick = (): Record<string, string> =>
  quickParams({ first_name: "Ana", email: "ana@example.com", phone: "3058712345" });
const confirm = (): Body => ({
  window: "standard",
  first_name: "Ana",
  email: "ana@example.com",
  phone: "3058712345",
  consent,
});

const API: ReadonlyArray<[string, Schema, () => Body, string]> = [
  ["simple-create-sdk", simpleCreateSdkSchema, sdk, "ship_date"],
  ["lead (international)", internationalLeadSchema, international, "shipDate"],
  ["simple-create", simpleCreateSchema, simple, "ship_date"],
  ["the quick calculator query", quickQuoteQuerySchema, quick, "ship_date"],
];

describe("the valid bodies these tests start from", () => {
  it.each([...API, ["booking confirm", confirmRequestSchema(["first_name", "email", "phone"]), confirm, ""] as const])(
    "%s accepts its body",
    (_name, schema, body) => {
      expect(errorsOf(schema, body())).toEqual({});
    },
  );
});

describe("ship date horizon", () => {
  it.each(API)(
    "%s accepts the horizon's last day and refuses two days later, past the server's day of slack",
    (_name, schema, body, field) => {
      const last = lastShipDate();
      expect(errorsOf(schema, { ...body(), [field]: iso(last) })).toEqual({});
      expect(errorsOf(schema, { ...body(), [field]: iso(addDays(last, 2)) })[field]).toBe(messages.dateHorizon);
    },
  );

  it.each(API)("%s refuses 9999-12-31 with the horizon message", (_name, schema, body, field) => {
    expect(errorsOf(schema, { ...body(), [field]: "9999-12-31" })[field]).toBe(messages.dateHorizon);
  });

  it("keeps the past-date message for a date before today", () => {
    expect(errorsOf(simpleCreateSdkSchema, { ...sdk(), ship_date: "2020-01-01" }).ship_date).toBe(messages.date);
  });

  it("lets the form offer exactly the horizon, without the server's slack", () => {
    const step = destinationStepSchema("domestic");
    expect(errorsOf(step, { ...domesticValues(), shipDate: iso(lastShipDate()) })).toEqual({});
    expect(errorsOf(step, { ...domesticValues(), shipDate: iso(addDays(lastShipDate(), 1)) }).shipDate).toBe(
      messages.dateHorizon,
    );
  });

  it("says how far ahead, from the one constant", () => {
    expect(messages.dateHorizon).toBe("Please choose a date within the next 12 months");
  });
});

describe("names", () => {
  const NAME_FIELDS: ReadonlyArray<[string, Schema, () => Body, string]> = [
    ["simple-create-sdk", simpleCreateSdkSchema, sdk, "first_name"],
    ["lead (international)", internationalLeadSchema, international, "firstName"],
    ["simple-create", simpleCreateSchema, simple, "first_name"],
    ["the quick calculator query", quickQuoteQuerySchema, quick, "first_name"],
    ["booking confirm", confirmRequestSchema(["first_name", "email", "phone"]), confirm, "first_name"],
    [
      "the form's people step",
      peopleStepSchema(["US"]),
      () => ({ firstName: "Ana", email: "ana@example.com", phone: "3058712345" }),
      "firstName",
    ],
  ];

  it.each(NAME_FIELDS)("%s refuses a name of invisible characters only", (_name, schema, body, field) => {
    expect(errorsOf(schema, { ...body(), [field]: "\u200b\u2060" })[field]).toBe(messages.controlCharacters);
    expect(errorsOf(schema, { ...body(), [field]: "\u3164" })[field]).toBe(messages.controlCharacters);
  });

  it.each(NAME_FIELDS)("%s accepts Zoë and 李", (_name, schema, body, field) => {
    expect(errorsOf(schema, { ...body(), [field]: "Zoë" })).toEqual({});
    expect(errorsOf(schema, { ...body(), [field]: "李" })).toEqual({});
  });
});

describe("states and countries", () => {
  it("refuses XX as a state and accepts FL", () => {
    expect(errorsOf(simpleCreateSdkSchema, { ...sdk(), origin_state: "XX" }).origin_state).toBe(messages.state);
    expect(errorsOf(simpleCreateSdkSchema, { ...sdk(), origin_state: "fl" })).toEqual({});
    expect(errorsOf(quickQuoteQuerySchema, { ...quick(), destination_state: "XX" }).destination_state).toBe(
      messages.state,
    );
  });

  it("refuses a real state of the other country", () => {
    expect(errorsOf(simpleCreateSdkSchema, { ...sdk(), origin_state: "ON" }).origin_state).toBe(messages.state);
    expect(errorsOf(quickQuoteQuerySchema, { ...quick(), origin_state: "BC" }).origin_state).toBe(messages.state);
    const toronto = {
      origin_postal_code: "M5V 2T6",
      origin_city: "Toronto",
      origin_state: "FL",
      origin_country: "CA",
      phone: "(416) 967-1111",
    };
    expect(errorsOf(simpleCreateSdkSchema, { ...sdk(), ...toronto }).origin_state).toBe(messages.state);
  });

  it("refuses ZZ as a country", () => {
    expect(errorsOf(internationalLeadSchema, { ...international(), originCountry: "ZZ" }).originCountry).toBe(
      messages.location,
    );
    expect(errorsOf(internationalLeadSchema, { ...international(), destinationCountry: "XX" }).destinationCountry).toBe(
      messages.location,
    );
  });

  it("checks an international lead's US or Canadian state, and leaves other countries' regions free", () => {
    expect(errorsOf(internationalLeadSchema, { ...international(), destinationState: "XX" }).destinationState).toBe(
      messages.state,
    );
    expect(errorsOf(internationalLeadSchema, { ...international(), originState: "Hamburg" })).toEqual({});
  });
});

describe("postal codes", () => {
  it.each(["1234", "abcde"])("simple-create refuses %j as a ZIP", (zip) => {
    expect(errorsOf(simpleCreateSchema, { ...simple(), origin_postal_code: zip }).origin_postal_code).toBe(
      messages.zip,
    );
  });

  it("simple-create accepts ZIP+4 and refuses a Canadian postal code (US only)", () => {
    expect(errorsOf(simpleCreateSchema, { ...simple(), destination_postal_code: "12345-6789" })).toEqual({});
    expect(
      errorsOf(simpleCreateSchema, { ...simple(), destination_postal_code: "K1A 0B1" }).destination_postal_code,
    ).toBe(messages.zip);
  });

  it("simple-create-sdk checks each end's code against its own country", () => {
    const ottawa = {
      destination_postal_code: "K1A 0B1",
      destination_city: "Ottawa",
      destination_state: "ON",
      destination_country: "CA",
    };
    expect(errorsOf(simpleCreateSdkSchema, { ...sdk(), ...ottawa })).toEqual({});
    expect(errorsOf(simpleCreateSdkSchema, { ...sdk(), ...ottawa, destination_postal_code: "K1A" })).toEqual({});
    expect(
      errorsOf(simpleCreateSdkSchema, { ...sdk(), ...ottawa, destination_postal_code: "10001" })
        .destination_postal_code,
    ).toBe(messages.postalCode);
    expect(errorsOf(simpleCreateSdkSchema, { ...sdk(), origin_postal_code: "abcde" }).origin_postal_code).toBe(
      messages.zip,
    );
  });

  it("the quick calculator and the international lead check US ZIPs too", () => {
    expect(errorsOf(quickQuoteQuerySchema, { ...quick(), origin_postal_code: "1234" }).origin_postal_code).toBe(
      messages.zip,
    );
    expect(
      errorsOf(internationalLeadSchema, { ...international(), destinationPostalCode: "abcde" }).destinationPostalCode,
    ).toBe(messages.zip);
    expect(errorsOf(internationalLeadSchema, { ...international(), originPostalCode: "20095" })).toEqual({});
  });
});

/** Every string in a body, by its path ("Vehicles.0.vehicle_make"). */
function stringLeaves(value: unknown, path: string[] = []): string[][] {
  if (typeof value === "string") return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringLeaves(item, [...path, String(i)]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...path, key]));
  return [];
}

function withValue(body: unknown, path: readonly string[], change: (old: string) => string): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path[path.length - 1] as string;
  node[last] = change(node[last] as string);
  return copy;
}

/** Fields that hold a choice, a code list or a timestamp: refused with their own message, as any wrong value is. */
const CHOICE_FIELDS = new Set([
  "transport_type",
  "transportType",
  "lead_type",
  "leadType",
  "origin_country",
  "destination_country",
  "vehicle_type",
  "type",
  "shippingMethod",
  "templateId",
  "vehicle_model_year",
  "window",
  "consent.shownAt",
  "Vehicles",
]);

describe("control characters", () => {
  const SCHEMAS: ReadonlyArray<[string, Schema, () => Body]> = [
    ...API.map(([name, schema, body]) => [name, schema, body] as [string, Schema, () => Body]),
    ["booking confirm", confirmRequestSchema(["first_name", "email", "phone"]), confirm],
  ];

  it.each(SCHEMAS)("%s refuses a NUL in every field, and says why in every text field", (_name, schema, body) => {
    const leaves = stringLeaves(body());
    expect(leaves.length).toBeGreaterThan(5);
    for (const path of leaves) {
      const key = path.join(".");
      const errors = errorsOf(
        schema,
        withValue(body(), path, (v) => `${v.slice(0, 1)}\u0000${v.slice(1)}`),
      );
      expect(Object.keys(errors), key).not.toHaveLength(0);
      const field = path[path.length - 1] as string;
      if (!CHOICE_FIELDS.has(field) && !CHOICE_FIELDS.has(key))
        expect(errors[key], key).toBe(messages.controlCharacters);
    }
  });

  it("refuses a NUL inside a quick calculator vehicle, which travels as JSON", () => {
    const vehicles = JSON.stringify([{ vehicle_make: "Fo\u0000rd", vehicle_model: "F-150", vehicle_year: "2019" }]);
    expect(errorsOf(quickQuoteQuerySchema, { ...quick(), Vehicles: vehicles })["Vehicles.0.vehicle_make"]).toBe(
      messages.controlCharacters,
    );
  });

  it("refuses a tab or a line break inside a one-line field, and trims them at its ends", () => {
    expect(errorsOf(simpleCreateSdkSchema, { ...sdk(), origin_city: "New\tYork" }).origin_city).toBe(
      messages.controlCharacters,
    );
    expect(errorsOf(simpleCreateSdkSchema, { ...sdk(), first_name: "Ana\nDROP" }).first_name).toBe(
      messages.controlCharacters,
    );
    expect(simpleCreateSdkSchema.parse({ ...sdk(), first_name: "\tAna\n" }).first_name).toBe("Ana");
  });

  it("keeps line breaks in the consent text, which may come in paragraphs, but nothing else", () => {
    expect(errorsOf(simpleCreateSdkSchema, { ...sdk(), consent: { ...consent, text: "First.\nSecond." } })).toEqual({});
    expect(
      errorsOf(simpleCreateSdkSchema, { ...sdk(), consent: { ...consent, text: "First.\u0007" } })["consent.text"],
    ).toBe(messages.controlCharacters);
  });

  it("refuses one in a place the form keeps", () => {
    const values = domesticValues();
    const origin = { ...values.origin!, city: "Do\u0000ral" };
    expect(errorsOf(destinationStepSchema("domestic"), { ...values, origin })["origin.city"]).toBe(
      messages.controlCharacters,
    );
  });
});

describe("the client's estimate", () => {
  const real = estimate({
    mode: "domestic",
    origin: { lat: 25.7617, lng: -80.1918, country: "US", state: "FL" },
    destination: { lat: 40.7128, lng: -74.006, country: "US", state: "NY" },
    vehicles: [{ type: "Car", inop: false }],
    shipDate: "2026-07-15",
  });
  const forged: ReadonlyArray<[string, unknown]> = [
    ["a bare low and high", { low: 1, high: 1 }],
    ["1e308", { ...real, low: 1e308, high: 1e308 }],
    ["a negative total", { ...real, low: -1e308, high: -5 }],
    ["low above high", { ...real, low: 2000, high: 1000 }],
    ["HTML in a label", { ...real, lineItems: [{ ...real.lineItems[0], label: "<img src=x onerror=alert(1)>" }] }],
    ["an endless label", { ...real, lineItems: [{ ...real.lineItems[0], label: "x".repeat(500) }] }],
    ["a string", "cheap"],
  ];

  it.each(forged)("is dropped, not refused, when it is %s", (_what, sent) => {
    const parsed = simpleCreateSdkSchema.parse({ ...sdk(), estimate: sent });
    expect(parsed.estimate).toBeUndefined();
  });

  it("passes through when it is an estimate of ours (the server still never stores it)", () => {
    expect(simpleCreateSdkSchema.parse({ ...sdk(), estimate: real }).estimate).toEqual(real);
    expect(simpleCreateSchema.parse({ ...simple(), estimate: { low: 1, high: 1 } }).estimate).toBeUndefined();
    expect(
      internationalLeadSchema.parse({ ...international(), estimate: { low: 1, high: 1 } }).estimate,
    ).toBeUndefined();
  });
});
