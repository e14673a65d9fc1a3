import { vi } from "vitest";

/** Lookup answers as the real endpoints shape them, and a recorder of every request the form sends. */
export const PLACES = {
  miami: {
    City: "Miami",
    StateId: "FL",
    StateName: "Florida",
    Zip: "33101",
    CountryID: "US",
    lat: 25.7743,
    lng: -80.1937,
  },
  newYork: {
    City: "New York",
    StateId: "NY",
    StateName: "New York",
    Zip: "10001",
    CountryID: "US",
    lat: 40.7506,
    lng: -73.9972,
  },
  toronto: {
    City: "Toronto",
    StateId: "ON",
    StateName: "Ontario",
    Zip: "M5H",
    CountryID: "CA",
    lat: 43.6532,
    lng: -79.3832,
  },
  torrance: {
    City: "Torrance",
    StateId: "CA",
    StateName: "California",
    Zip: "90501",
    CountryID: "US",
    lat: 33.8358,
    lng: -118.3406,
  },
};
export const PORTS = {
  hamburg: {
    City: "Hamburg",
    CountryID: "DE",
    PortName: "Port of Hamburg",
    PortCity: "Hamburg",
    PortCountry: "DE",
    PortCode: "DEHAM",
    lat: 53.5461,
    lng: 9.9661,
  },
  miami: {
    City: "Miami",
    StateId: "FL",
    CountryID: "US",
    PortName: "Port of Miami",
    PortCity: "Miami",
    PortCountry: "US",
    PortCode: "USMIA",
    lat: 25.7781,
    lng: -80.1794,
  },
};
const MAKES = [
  { make: "Toyota", Make_ID: 448, kind: "vehicle" },
  { make: "Ford", Make_ID: 460, kind: "vehicle" },
];
const MODELS: Record<string, { model: string; make: string; type: string }[]> = {
  "448": [{ model: "Camry", make: "Toyota", type: "Car" }],
  "460": [{ model: "F-150", make: "Ford", type: "Pickup" }],
};

export type SentRequest = { url: URL; method: string; headers: Headers; body: unknown };

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function lookup(url: URL): Response {
  const input = (url.searchParams.get("input") ?? "").toLowerCase();
  const match = <T extends { City?: string; make?: string; model?: string }>(items: T[]) =>
    items.filter((i) => (i.City ?? i.make ?? i.model ?? "").toLowerCase().startsWith(input));
  if (url.pathname.endsWith("city-zip-lookup") || url.pathname.endsWith("auto-complete")) {
    // city-zip-lookup's `country` keeps one country's places, as the real endpoint does.
    const country = url.pathname.endsWith("city-zip-lookup") ? url.searchParams.get("country") : null;
    return json({ data: match(Object.values(PLACES)).filter((p) => !country || p.CountryID === country) });
  }
  if (url.pathname.endsWith("city-port-lookup")) return json({ data: match(Object.values(PORTS)) });
  if (url.pathname.endsWith("make-lookup")) return json({ data: match(MAKES) });
  const models = (MODELS[url.searchParams.get("make_id") ?? ""] ?? []).map((m) => ({
    ...m,
    year: 2021,
    yearFrom: 1990,
    yearTo: null,
  }));
  return json({ data: match(models) });
}

/**
 * Replaces fetch at the network boundary with real Response objects. `submit` answers the lead and
 * opportunity calls (default: a 200 with a lead number); `failLookup` makes the named endpoints answer 500.
 */
export function stubNetwork(
  options: {
    submit?: (request: SentRequest) => Response | Promise<Response>;
    failLookup?: string | readonly string[];
  } = {},
) {
  const sent: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname.startsWith("/api/locations") || url.pathname.startsWith("/api/vehicles")) {
      const failing = [options.failLookup ?? []].flat();
      if (failing.some((name) => url.pathname.endsWith(name))) return json({ message: "down" }, 500);
      return lookup(url);
    }
    const request: SentRequest = {
      url,
      method: init?.method ?? "GET",
      headers: new Headers(init?.headers),
      body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
    };
    sent.push(request);
    return options.submit
      ? options.submit(request)
      : json({ status_code: 200, description: "Thank you!", lead_number: "Q-2611-0042", email_sent: true });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { sent, fetchMock };
}
