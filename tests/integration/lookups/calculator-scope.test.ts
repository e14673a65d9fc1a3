import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { GET as cityZipLookup } from "@/app/api/locations/city-zip-lookup/route";
import type { PlaceItem } from "@/lib/lookups/schemas";
import { QUICK_COUNTRY, placeFromPlaceItem } from "@/lib/quote";
import { quickQuoteQuerySchema } from "@/lib/quote/server";
import { quickQuery } from "../leads/requests";

// Lookups count against a per-IP limit: give this suite its own data folder and room.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "lookups-calculator-"));
process.env.RATE_LIMIT_LOOKUPS = "100000";

async function lookup(params: Record<string, string>) {
  const url = new URL("http://127.0.0.1/api/locations/city-zip-lookup");
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  const response = await cityZipLookup(new NextRequest(url));
  return { status: response.status, body: (await response.json()) as { data: PlaceItem[]; errors?: object } };
}

/** The quick calculator's query with `place` as its destination, as its form builds it (lib/quote builders). */
function calculatorTakes(item: PlaceItem): boolean {
  const place = placeFromPlaceItem(item);
  const query = quickQuery({
    destination_postal_code: place.postalCode,
    destination_city: place.city,
    destination_state: place.state,
    destination_country: QUICK_COUNTRY,
  });
  return quickQuoteQuerySchema.safeParse(Object.fromEntries(query)).success;
}

// Names shared across the border, a Canadian postal area, ZIP prefixes and a territory.
const QUERIES = ["Toronto", "Vancouver", "London", "Windsor", "Victoria", "M5V", "K1A", "902", "san juan", "Portland"];

describe("the quick calculator's place lookup (city-zip-lookup with country)", () => {
  it.each(QUERIES)("offers for %j only places the calculator's query accepts", async (input) => {
    const { status, body } = await lookup({ input, country: QUICK_COUNTRY });
    expect(status).toBe(200);
    for (const item of body.data) {
      expect(item.CountryID).toBe(QUICK_COUNTRY);
      expect(calculatorTakes(item), item.Label).toBe(true);
    }
  });

  it("fills its answer with the country's places where the open lookup lists Canada's first", async () => {
    const open = await lookup({ input: "Vancouver" });
    expect(open.body.data[0]).toMatchObject({ City: "Vancouver", CountryID: "CA" });
    // Without the country, the calculator would have offered a place its own query refuses.
    expect(calculatorTakes(open.body.data[0]!)).toBe(false);
    const kept = await lookup({ input: "Vancouver", country: QUICK_COUNTRY });
    expect(kept.body.data[0]).toMatchObject({ City: "Vancouver", StateId: "WA" });
    expect(await lookup({ input: "M5V", country: QUICK_COUNTRY })).toMatchObject({ status: 200, body: { data: [] } });
  });

  it("answers 400 naming the field for a country it does not know", async () => {
    const { status, body } = await lookup({ input: "Miami", country: "MX" });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ country: "country must be one of US, CA." });
  });
});
