import { getEnv } from "@/lib/config/env";
import { conversionsConfig } from "@/lib/conversions";
import { googleRequest, googleStatusRequest, type ConversionEvent } from "@/lib/conversions/requests";
import { conversionValueOf } from "@/lib/conversions/value";
import { leadRow } from "../../../support/lead-rows";
import { loadProtos, messageProblems, onTheWire } from "../../../support/proto-json";

/**
 * Every request lib/conversions builds for Google's Data Manager API, checked strictly against Google's own
 * protos (googleapis/googleapis, vendored with their licence in tests/fixtures/googleapis, loaded with protobufjs).
 */
const root = loadProtos("google/ads/datamanager/v1/ingestion_service.proto");
const type = (name: string) => root.lookupType(`google.ads.datamanager.v1.${name}`);
const AT = Date.parse("2026-11-20T15:04:05.123Z");

const settings = (over: Record<string, string> = {}) =>
  conversionsConfig(
    getEnv({
      GOOGLE_ADS_CUSTOMER_ID: "1234567890",
      GOOGLE_ADS_LEAD_CONVERSION_ACTION_ID: "987654321",
      GOOGLE_ADS_BOOKING_CONVERSION_ACTION_ID: "987654322",
      ...over,
    }),
  ).google;

function event(
  over: Partial<ConversionEvent> & { clicks?: Record<string, { id: string; at: number }> },
): ConversionEvent {
  const lead = leadRow({ created_at: new Date(AT).toISOString(), estimate_json: '{"low":900,"high":1100}' });
  return {
    lead,
    capture: { clicks: over.clicks ?? { gclid: { id: "Cj0KCQiA.x-Y_z", at: AT - 3600_000 } } },
    conversion: "lead",
    clientIp: null,
    value: conversionValueOf(lead, "lead"),
    ...over,
  };
}

describe("Data Manager requests against Google's protos", () => {
  const ingest = type("IngestEventsRequest");

  it.each([
    ["a lead with a gclid, its value and hashed contact", event({}), settings()],
    [
      "a gbraid click, a manager account, validateOnly",
      event({ clicks: { gbraid: { id: "0AAAAA-b", at: AT } } }),
      settings({ GOOGLE_ADS_LOGIN_CUSTOMER_ID: "1112223333", GOOGLE_DATA_MANAGER_VALIDATE_ONLY: "true" }),
    ],
    ["a booking on its own conversion action", event({ conversion: "booking" }), settings()],
    [
      "a lead without a usable contact or a value",
      event({ lead: leadRow({ email: "x", phone: "12", created_at: new Date(AT).toISOString() }), value: undefined }),
      settings(),
    ],
    ["a request without credentials (written as a file)", event({}), conversionsConfig(getEnv({})).google],
  ])("builds a valid IngestEventsRequest for %s", (_name, conversion, google) => {
    const body = onTheWire(googleRequest(conversion, google).body);
    expect(messageProblems(ingest, body)).toEqual([]);
  });

  it("really is strict: a misspelt field, a wrong enum and a bad timestamp are caught", () => {
    const body = onTheWire(googleRequest(event({}), settings()).body) as {
      encoding: string;
      events: Record<string, unknown>[];
    };
    const [first] = body.events;
    const broken = {
      ...body,
      encoding: "HEXADECIMAL",
      events: [{ ...first, eventTimestamp: "yesterday", transactionID: "x" }],
    };
    expect(messageProblems(ingest, broken)).toEqual([
      "IngestEventsRequest.encoding: not a Encoding value",
      "IngestEventsRequest.events[0].eventTimestamp: not an RFC 3339 timestamp",
      "IngestEventsRequest.events[0].transactionID: no such field in .google.ads.datamanager.v1.Event",
    ]);
  });

  it("knows the fields Google marks REQUIRED", () => {
    const body = onTheWire(googleRequest(event({}), settings()).body) as { events: Record<string, unknown>[] };
    const { eventTimestamp: _dropped, ...undated } = body.events[0] ?? {};
    expect(messageProblems(ingest, { ...body, events: [undated] })).toEqual([
      "IngestEventsRequest.events[0].eventTimestamp: required",
    ]);
  });

  it("asks a request's status with the field RetrieveRequestStatusRequest names", () => {
    const request = googleStatusRequest("7f3c-id", settings());
    const url = new URL(request.url);
    expect(request.method).toBe("GET");
    expect(url.pathname).toBe("/v1/requestStatus:retrieve");
    const query = Object.fromEntries(url.searchParams);
    expect(query).toEqual({ requestId: "7f3c-id" });
    expect(messageProblems(type("RetrieveRequestStatusRequest"), query)).toEqual([]);
  });

  it("reads answers shaped as the published responses, as the stand-in gives them", () => {
    expect(messageProblems(type("IngestEventsResponse"), { requestId: "7f3c-id" })).toEqual([]);
    const status = {
      requestStatusPerDestination: [
        {
          requestStatus: "FAILED",
          errorInfo: { errorCounts: [{ recordCount: "1", reason: "PROCESSING_ERROR_REASON_INVALID_GCLID" }] },
          eventsIngestionStatus: { recordCount: "1" },
        },
      ],
    };
    expect(messageProblems(type("RetrieveRequestStatusResponse"), status)).toEqual([]);
  });
});
