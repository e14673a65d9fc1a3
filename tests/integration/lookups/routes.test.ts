import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { GET as autoComplete } from "@/app/api/locations/auto-complete/route";
import { GET as cityPortLookup } from "@/app/api/locations/city-port-lookup/route";
import { GET as cityZipLookup } from "@/app/api/locations/city-zip-lookup/route";
import { GET as makeLookup } from "@/app/api/vehicles/make-lookup/route";
import { GET as modelLookup } from "@/app/api/vehicles/model-lookup/route";
import type { CityPortItem, MakeItem, ModelItem, PlaceItem } from "@/lib/lookups/schemas";

// Lookups count against a per-IP limit kept in the database: give this suite its own SQLite file.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "lookups-routes-"));
process.env.RATE_LIMIT_LOOKUPS = "100000";

type Handler = (request: NextRequest) => Promise<Response>;

async function call<T>(handler: Handler, path: string, params: Record<string, string>) {
  const url = new URL(`http://127.0.0.1/api/${path}`);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  const response = await handler(new NextRequest(url));
  return {
    response,
    body: (await response.json()) as { data: T[] } & { message?: string; errors?: Record<string, string> },
  };
}

async function makeId(name: string): Promise<number> {
  const { body } = await call<MakeItem>(makeLookup, "vehicles/make-lookup", { input: name });
  const make = body.data.find((m) => m.make === name);
  if (!make) throw new Error(`make ${name} not found`);
  return make.Make_ID;
}

describe("GET /api/locations/city-zip-lookup", () => {
  it("answers 90210 with Beverly Hills, CA and long-lived public caching", async () => {
    const { response, body } = await call<PlaceItem>(cityZipLookup, "locations/city-zip-lookup", { input: "90210" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/public, max-age=86400/);
    expect(body.data[0]).toMatchObject({
      City: "Beverly Hills",
      StateId: "CA",
      StateName: "California",
      Zip: "90210",
      CountryID: "US",
    });
    expect(typeof body.data[0]?.lat).toBe("number");
    expect(typeof body.data[0]?.lng).toBe("number");
  });

  it("answers 10001 with New York, NY", async () => {
    const { body } = await call<PlaceItem>(cityZipLookup, "locations/city-zip-lookup", { input: "10001" });
    expect(body.data[0]).toMatchObject({ City: "New York", StateId: "NY", Zip: "10001" });
  });

  it("puts Miami, FL first for 'Miami'", async () => {
    const { body } = await call<PlaceItem>(cityZipLookup, "locations/city-zip-lookup", { input: "Miami" });
    expect(body.data[0]).toMatchObject({ City: "Miami", StateId: "FL" });
    expect(body.data.length).toBeLessThanOrEqual(10);
  });

  it("puts Toronto, ON first for 'Toronto'", async () => {
    const { body } = await call<PlaceItem>(cityZipLookup, "locations/city-zip-lookup", { input: "Toronto" });
    expect(body.data[0]).toMatchObject({ City: "Toronto", StateId: "ON", StateName: "Ontario", CountryID: "CA" });
  });

  it("answers unknown words with 200 and an empty list", async () => {
    const { response, body } = await call<PlaceItem>(cityZipLookup, "locations/city-zip-lookup", { input: "qqqzzzxx" });
    expect(response.status).toBe(200);
    expect(body.data).toEqual([]);
  });
});

describe("GET /api/locations/city-port-lookup", () => {
  it.each([
    ["Jebel Ali", "AE"],
    ["Bremerhaven", "DE"],
    ["Mombasa", "KE"],
    ["Yokohama", "JP"],
  ])("finds the seaport %s (%s)", async (name, country) => {
    const { body } = await call<CityPortItem>(cityPortLookup, "locations/city-port-lookup", {
      input: name,
      searchPort: "true",
    });
    expect(body.data).toContainEqual(expect.objectContaining({ PortName: name, CountryID: country }));
  });
});

describe("GET /api/locations/auto-complete", () => {
  it("finds places outside North America in the same shape", async () => {
    const { body } = await call<PlaceItem>(autoComplete, "locations/auto-complete", { input: "Hamburg, Germany" });
    expect(body.data[0]).toMatchObject({ City: "Hamburg", CountryID: "DE", Zip: "" });
  });
});

describe("GET /api/vehicles/make-lookup and model-lookup", () => {
  it("lists Camry and RAV4 among Toyota's 2020 models", async () => {
    const toyota = await makeId("Toyota");
    for (const model of ["Camry", "RAV4"]) {
      const { body } = await call<ModelItem>(modelLookup, "vehicles/model-lookup", {
        input: model,
        make_id: String(toyota),
        year: "2020",
      });
      expect(body.data.find((m) => m.model === model)).toMatchObject({ make: "Toyota", year: 2020 });
    }
  });

  it("returns motorcycles for Harley-Davidson", async () => {
    const harley = await makeId("Harley-Davidson");
    const { body } = await call<ModelItem>(modelLookup, "vehicles/model-lookup", {
      input: "s",
      make_id: String(harley),
      year: "2020",
    });
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((m) => m.type === "Motorcycle")).toBe(true);
  });

  it("finds Caterpillar and a boat make", async () => {
    const cat = await call<MakeItem>(makeLookup, "vehicles/make-lookup", { input: "Caterpillar" });
    expect(cat.body.data.map((m) => m.make)).toContain("Caterpillar");
    const boat = await call<MakeItem>(makeLookup, "vehicles/make-lookup", { input: "Boston Whaler" });
    expect(boat.body.data[0]).toMatchObject({ make: "Boston Whaler", kind: "boat" });
  });
});

describe("bad input gets a 400 with the field's message", () => {
  const cases: Array<[string, Handler, string, Record<string, string>, string]> = [
    ["missing input", cityZipLookup, "locations/city-zip-lookup", {}, "input"],
    ["empty input", cityPortLookup, "locations/city-port-lookup", { input: "" }, "input"],
    ["over-long input", autoComplete, "locations/auto-complete", { input: "x".repeat(101) }, "input"],
    ["control characters", makeLookup, "vehicles/make-lookup", { input: "to\u0007yota" }, "input"],
    ["non-numeric make_id", modelLookup, "vehicles/model-lookup", { input: "c", make_id: "abc" }, "make_id"],
    ["year before 1877", modelLookup, "vehicles/model-lookup", { input: "c", make_id: "448", year: "1876" }, "year"],
    [
      "year after next year",
      modelLookup,
      "vehicles/model-lookup",
      { input: "c", make_id: "448", year: String(new Date().getFullYear() + 2) },
      "year",
    ],
  ];
  it.each(cases)("%s", async (_name, handler, path, params, field) => {
    const { response, body } = await call(handler, path, params);
    expect(response.status).toBe(400);
    expect(body.message).toBeTruthy();
    expect(body.errors?.[field]).toBeTruthy();
  });

  it("accepts next year's models", async () => {
    const { response } = await call(modelLookup, "vehicles/model-lookup", {
      input: "c",
      make_id: "448",
      year: String(new Date().getFullYear() + 1),
    });
    expect(response.status).toBe(200);
  });
});
