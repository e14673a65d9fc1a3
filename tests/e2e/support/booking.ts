import { expect, type APIRequestContext } from "@playwright/test";
import { quickParams } from "../../support/lead-payloads";

/**
 * A booking link made through the quick calculator's endpoint (call 8's query, enclosed), for tests about the page
 * rather than the form. The endpoint answers the same link for the same request, so a test that needs a booking of
 * its own changes a field (`overrides`).
 */
export async function bookingUrl(request: APIRequestContext, overrides: Record<string, string> = {}): Promise<string> {
  const query = new URLSearchParams(quickParams({ transport_type: "Enclosed", ...overrides }));
  const response = await request.get(`/api/opportunity/create-and-redirect-booking?${query.toString()}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { url: string }).url;
}
