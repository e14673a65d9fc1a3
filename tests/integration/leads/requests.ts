import { NextRequest } from "next/server";
import { format } from "date-fns";

/** Real Request objects as Next.js hands them to the route handlers. */
let ipCounter = 0;
/** Each test speaks from its own address so the rate limit of one does not spill into another. */
export function freshIp(): string {
  ipCounter += 1;
  // The IPv6 documentation prefix, the process id, then a counter: a real address, unique per run.
  const hex = (n: number) => (n & 0xffff).toString(16);
  return `2001:db8:${hex(process.pid >> 16)}:${hex(process.pid)}::${hex(ipCounter)}`;
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): NextRequest {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return new NextRequest(`http://127.0.0.1${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": "vitest", ...headers },
    body: text,
  });
}

const today = () => format(new Date(), "yyyy-MM-dd");

export function sdkBody(overrides: Record<string, unknown> = {}) {
  return {
    origin_postal_code: "33172",
    origin_city: "Doral",
    origin_state: "FL",
    origin_country: "US",
    destination_postal_code: "10001",
    destination_city: "New York",
    destination_state: "NY",
    destination_country: "US",
    ship_date: today(),
    Vehicles: [
      { vehicle_make: "Toyota", vehicle_model: "Camry", vehicle_year: 2021, vehicle_inop: 0, vehicle_type: "Car" },
      { vehicle_make: "Ford", vehicle_model: "F-150", vehicle_year: 2018, vehicle_inop: 1, vehicle_type: "Pickup" },
    ],
    transport_type: "Enclosed",
    first_name: "Ana",
    email: "ana.perez@example.com",
    phone: "(305) 871-2345",
    marketing_id: "abc",
    id: "42",
    lead_type: "marketing_home",
    source_key: "shiplux-web",
    shipping_method: "",
    source: "google",
    fbclid: "xyz",
    consent: { given: true, text: "I agree that ShipLux may call and text me.", shownAt: "2026-11-15T10:00:00.000Z" },
    ...overrides,
  };
}

export function internationalBody(overrides: Record<string, unknown> = {}) {
  return {
    originCity: "Hamburg",
    originCountry: "DE",
    destinationPostalCode: "33132",
    destinationCity: "Miami",
    destinationState: "FL",
    destinationCountry: "US",
    shipDate: today(),
    vehicles: [{ make: "BMW", model: "X5", year: 2022, inop: 0, type: "SUV" }],
    transportType: "Open",
    firstName: "Jonas",
    email: "jonas@example.de",
    phone: "+49 30 901820",
    marketingId: "m-1",
    templateId: "International",
    id: "7",
    leadType: "marketing_home",
    sourceKey: "shiplux-web",
    shippingMethod: "Port to door",
    source: "facebook",
    fbclid: "fb-1",
    ...overrides,
  };
}

export function simpleBody(overrides: Record<string, unknown> = {}) {
  return {
    origin_postal_code: "33172",
    destination_postal_code: "90210",
    ship_date: today(),
    vehicle_model_year: "2020",
    vehicle_make: "Honda",
    vehicle_model: "Civic",
    first_name: "Li",
    email: "li@example.com",
    phone: "305 871 2345",
    ...overrides,
  };
}

export function quickQuery(overrides: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({
    origin_postal_code: "33172",
    origin_city: "Doral",
    origin_state: "FL",
    origin_country: "US",
    destination_postal_code: "10001",
    destination_city: "New York",
    destination_state: "NY",
    destination_country: "US",
    ship_date: today(),
    Vehicles: JSON.stringify([{ vehicle_make: "Ford", vehicle_model: "F-150", vehicle_year: "2019", vehicle_inop: "No", vehicle_type: "Pickup" }]),
    transport_type: "Open",
    marketing_id: "abc",
    ...overrides,
  });
}
