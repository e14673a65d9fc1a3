import { format } from "date-fns";
import type { QuoteFormValues } from "@/lib/quote";

/** Realistic form states and payloads the quote tests start from. */
export const today = () => format(new Date(), "yyyy-MM-dd");

export function domesticValues(): QuoteFormValues {
  return {
    mode: "domestic",
    origin: { postalCode: "33172", city: "Doral", state: "FL", country: "US", label: "Doral, FL 33172" },
    originQuery: "Doral, FL 33172",
    originWasPicked: true,
    destination: { postalCode: "10001", city: "New York", state: "NY", country: "US", label: "New York, NY 10001" },
    destinationQuery: "New York, NY 10001",
    destinationWasPicked: true,
    shipDate: today(),
    transportType: "Enclosed",
    shippingMethod: "",
    vehicles: [
      { year: "2021", make: "Toyota", model: "Camry", type: "Car", running: "Yes" },
      { year: "2018", make: "Ford", model: "F-150", type: "Pickup", running: "No" },
    ],
    firstName: "Ana",
    email: "ana.perez@example.com",
    phone: "(305) 871-2345",
    consentGiven: true,
  };
}

export function internationalValues(): QuoteFormValues {
  return {
    ...domesticValues(),
    mode: "international",
    origin: { postalCode: "", city: "Hamburg", state: "", country: "DE", label: "Port of Hamburg" },
    destination: { postalCode: "", city: "Miami", state: "FL", country: "US", label: "Port of Miami" },
    shippingMethod: "Port to door",
    phone: "+49 30 901820",
  };
}

export function sdkPayload(): Record<string, unknown> {
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
    Vehicles: [{ vehicle_make: "Toyota", vehicle_model: "Camry", vehicle_year: 2021, vehicle_inop: 0, vehicle_type: "Car" }],
    transport_type: "Open",
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
  };
}
