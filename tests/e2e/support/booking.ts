import { expect, type APIRequestContext } from "@playwright/test";
import { format } from "date-fns";

/**
 * A booking link made through the quick calculator's endpoint, for tests about the page rather than the form.
 * The endpoint answers the same link for the same request, so a test that needs a booking of its own changes a
 * field (`overrides`).
 */
export async function bookingUrl(request: APIRequestContext, overrides: Record<string, string> = {}): Promise<string> {
  const query = new URLSearchParams({
    origin_postal_code: "98101",
    origin_city: "Seattle",
    origin_state: "WA",
    origin_country: "US",
    destination_postal_code: "85004",
    destination_city: "Phoenix",
    destination_state: "AZ",
    destination_country: "US",
    ship_date: format(new Date(), "yyyy-MM-dd"),
    Vehicles: JSON.stringify([
      {
        vehicle_make: "Ford",
        vehicle_model: "F-150",
        vehicle_year: "2019",
        vehicle_inop: "No",
        vehicle_type: "Pickup",
      },
    ]),
    transport_type: "Enclosed",
    ...overrides,
  });
  const response = await request.get(`/api/opportunity/create-and-redirect-booking?${query.toString()}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { url: string }).url;
}
