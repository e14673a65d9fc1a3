import type { QuoteFormValues } from "@/lib/quote";
import { SDK_CAMRY, sdkBody, today } from "../../../support/lead-payloads";

export { today };

/** Realistic form states and payloads the quote tests start from. */

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
    adConsentGiven: false,
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

/** Call 6 as the schema tests take it: one car, open transport, no consent. */
export function sdkPayload(): Record<string, unknown> {
  const { consent: _consent, ...body } = sdkBody({ Vehicles: [SDK_CAMRY], transport_type: "Open" });
  return body;
}
