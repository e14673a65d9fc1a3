import { format } from "date-fns";

/**
 * The lead bodies the tests start from, one per intake call, as a client sends them: call 6 (simple-create-sdk),
 * call 7 (the international lead), call 8 (the quick calculator's query), call 9 (simple-create) and the contact
 * message (POST contact). Unit and
 * integration tests take these and override the fields they are about.
 */
export const today = () => format(new Date(), "yyyy-MM-dd");

/** The consent a submitted form carries (the text it showed and when). */
export const CONSENT = {
  given: true,
  text: "I agree that ShipLux may call and text me.",
  shownAt: "2026-11-15T10:00:00.000Z",
};

/** Call 6's vehicles, in its wire format. */
export const SDK_CAMRY = {
  vehicle_make: "Toyota",
  vehicle_model: "Camry",
  vehicle_year: 2021,
  vehicle_inop: 0,
  vehicle_type: "Car",
};
const SDK_F150 = {
  vehicle_make: "Ford",
  vehicle_model: "F-150",
  vehicle_year: 2018,
  vehicle_inop: 1,
  vehicle_type: "Pickup",
};

/** The domestic route of calls 6 and 8, in their snake_case fields. */
export const DORAL_TO_NEW_YORK = {
  origin_postal_code: "33172",
  origin_city: "Doral",
  origin_state: "FL",
  origin_country: "US",
  destination_postal_code: "10001",
  destination_city: "New York",
  destination_state: "NY",
  destination_country: "US",
};

/** Call 6: the domestic full form, Doral FL → New York NY, two vehicles, with consent. */
export function sdkBody(overrides: Record<string, unknown> = {}) {
  return {
    ...DORAL_TO_NEW_YORK,
    ship_date: today(),
    Vehicles: [SDK_CAMRY, SDK_F150],
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
    consent: CONSENT,
    ...overrides,
  };
}

/** Call 7: the international form, Hamburg → Miami, one SUV. */
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

/** Call 9: the simple domestic configuration (one vehicle, postal codes only). */
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

/** POST contact: a "contact us" message, with a line break in its text, consent and a first touch. */
export function contactBody(overrides: Record<string, unknown> = {}) {
  return {
    first_name: "Rosa",
    email: "rosa.diaz@example.com",
    phone: "(305) 871-2345",
    message: "Can you move a boat trailer from Miami to Atlanta?\nIt has no title yet.",
    consent: CONSENT,
    attribution: { first: { utm_source: "newsletter", utm_medium: "email", landing_path: "/contact" } },
    ...overrides,
  };
}

/** Call 8: the quick calculator's query, every value a string, Vehicles as JSON; no contact details. */
export function quickParams(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    ...DORAL_TO_NEW_YORK,
    ship_date: today(),
    Vehicles: JSON.stringify([
      {
        vehicle_make: "Ford",
        vehicle_model: "F-150",
        vehicle_year: "2019",
        vehicle_inop: "No",
        vehicle_type: "Pickup",
      },
    ]),
    transport_type: "Open",
    marketing_id: "abc",
    ...overrides,
  };
}
