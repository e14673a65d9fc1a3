import { NextRequest } from "next/server";
import { POST as postLead } from "@/app/api/lead/route";
import { POST as postSimple } from "@/app/api/leads/simple-create/route";
import { POST as postSdk } from "@/app/api/leads/simple-create-sdk/route";
import { GET as getOpportunity } from "@/app/api/opportunity/create-and-redirect-booking/route";
import { getDb } from "@/lib/db";
import { confirmOpportunity } from "@/lib/booking/confirm";
import { estimateForLead } from "@/lib/leads/lead-estimate";
import { getOpportunityByToken } from "@/lib/booking/opportunity";
import { listLeadsSince } from "@/lib/leads/service";
import { HONEYPOT_FIELD, messages, simpleCreateSdkSchema } from "@/lib/quote/server";
import { suiteOnEngine, type Engine } from "./engines";
import { freshIp, internationalBody, postJson, quickQuery, sdkBody, simpleBody } from "./requests";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";

/** The limit the test files set in RATE_LIMIT_LEADS. */
export const TEST_RATE_LIMIT = 6;

type Answer = { status_code: number; description: string; lead_number: string; errors?: Record<string, string> };

async function answer(response: Response): Promise<Answer> {
  return (await response.json()) as Answer;
}

async function countLeads(): Promise<number> {
  const db = await getDb();
  const row = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function leadByNumber(leadNumber: string) {
  const db = await getDb();
  return db.selectFrom("leads").selectAll().where("lead_number", "=", leadNumber).executeTakeFirstOrThrow();
}

export function defineEndpointSuite(prepare: () => Promise<Engine | string>): void {
  suiteOnEngine("lead", prepare);

  describe("POST leads/simple-create-sdk", () => {
    it("stores a valid domestic lead with every field, its consent, IP hash and an outbox row per channel", async () => {
      const ip = freshIp();
      const res = await postSdk(postJson("/api/leads/simple-create-sdk", sdkBody(), { [CLIENT_IP_HEADER]: ip }));
      const body = await answer(res);
      expect(res.status).toBe(200);
      expect(body.status_code).toBe(200);
      expect(body.lead_number).toMatch(/^Q-\d{4}-\d{4,}$/);

      const row = await leadByNumber(body.lead_number);
      expect(row).toMatchObject({
        kind: "sdk",
        origin_postal_code: "33172",
        origin_city: "Doral",
        origin_state: "FL",
        origin_country: "US",
        destination_postal_code: "10001",
        destination_city: "New York",
        destination_state: "NY",
        destination_country: "US",
        ship_date: sdkBody().ship_date,
        transport_type: "Enclosed",
        shipping_method: null,
        first_name: "Ana",
        email: "ana.perez@example.com",
        phone: "(305) 871-2345",
        lead_type: "marketing_home",
        source_key: "shiplux-web",
        marketing_id: "abc",
        attribution_id: "42",
        source: "google",
        fbclid: "xyz",
        consent_given: 1,
        consent_text: "I agree that ShipLux may call and text me.",
        consent_shown_at: "2026-11-15T10:00:00.000Z",
        user_agent: "vitest",
      });
      expect(JSON.parse(row.vehicles_json)).toEqual([
        { make: "Toyota", model: "Camry", year: 2021, inop: 0, type: "Car" },
        { make: "Ford", model: "F-150", year: 2018, inop: 1, type: "Pickup" },
      ]);
      expect(row.ip_hash).not.toContain(ip);
      expect(row.ip_hash.length).toBeGreaterThan(20);
      const db = await getDb();
      const outbox = await db
        .selectFrom("outbox")
        .select(["channel", "status"])
        .where("lead_id", "=", row.id)
        .where("conversion", "is", null)
        .orderBy("channel")
        .execute();
      expect(outbox).toEqual([
        { channel: "customer-email", status: "pending" },
        { channel: "email", status: "pending" },
        { channel: "webhook", status: "pending" },
      ]);
    });

    it("numbers consecutive leads one after another", async () => {
      const a = await answer(
        await postSdk(postJson("/api/x", sdkBody({ first_name: "One" }), { [CLIENT_IP_HEADER]: freshIp() })),
      );
      const b = await answer(
        await postSdk(postJson("/api/x", sdkBody({ first_name: "Two" }), { [CLIENT_IP_HEADER]: freshIp() })),
      );
      const seq = (n: string) => Number(n.split("-")[2]);
      expect(seq(b.lead_number)).toBe(seq(a.lead_number) + 1);
    });

    it.each([
      ["transport_type", "Flatbed", messages.transportType],
      ["origin_city", "", messages.location],
      ["destination_state", "", messages.state],
      ["ship_date", "2020-01-01", messages.date],
      ["first_name", "", messages.name],
      ["email", "", messages.email],
      ["email", "ana@example", messages.emailInvalid],
      ["phone", "", messages.phone],
      ["phone", "(111) 111-1111", messages.phoneInvalid],
    ])("answers 400 for %s = %j with %j and stores nothing", async (field, value, message) => {
      const before = await countLeads();
      const res = await postSdk(postJson("/api/x", sdkBody({ [field]: value }), { [CLIENT_IP_HEADER]: freshIp() }));
      const body = await answer(res);
      expect(res.status).toBe(400);
      expect(body.status_code).toBe(400);
      expect(body.lead_number).toBe("");
      expect(body.errors?.[field]).toBe(message);
      expect(await countLeads()).toBe(before);
    });

    it.each([
      ["vehicle_make", "", messages.make],
      ["vehicle_model", "", messages.model],
      ["vehicle_year", 2999, messages.year],
      ["vehicle_type", "Boat", messages.vehicleType],
    ])("answers 400 for Vehicles.1.%s = %j with %j", async (field, value, message) => {
      const vehicles = [...sdkBody().Vehicles];
      vehicles[1] = { ...vehicles[1]!, [field]: value };
      const body = await answer(
        await postSdk(postJson("/api/x", sdkBody({ Vehicles: vehicles }), { [CLIENT_IP_HEADER]: freshIp() })),
      );
      expect(body.errors?.[`Vehicles.1.${field}`]).toBe(message);
    });

    it("stores a vehicle's own name in vehicles_json and no name for a vehicle sent without one", async () => {
      const [first, second] = sdkBody().Vehicles;
      const vehicles = [{ ...first!, vehicle_name: "Dad's truck" }, second!];
      const body = await answer(
        await postSdk(postJson("/api/x", sdkBody({ Vehicles: vehicles }), { [CLIENT_IP_HEADER]: freshIp() })),
      );
      expect(body.status_code).toBe(200);
      expect(JSON.parse((await leadByNumber(body.lead_number)).vehicles_json)).toEqual([
        { make: "Toyota", model: "Camry", year: 2021, inop: 0, type: "Car", name: "Dad's truck" },
        { make: "Ford", model: "F-150", year: 2018, inop: 1, type: "Pickup" },
      ]);
    });

    it("answers the first result again for a repeated Idempotency-Key with the same body and stores one lead", async () => {
      const ip = freshIp();
      const headers = { [CLIENT_IP_HEADER]: ip, "idempotency-key": `key-${ip}` };
      const before = await countLeads();
      const first = await answer(await postSdk(postJson("/api/x", sdkBody(), headers)));
      // Key order and surrounding spaces do not make it another request.
      const reordered = Object.fromEntries(Object.entries(sdkBody({ first_name: " Ana " })).reverse());
      const second = await answer(await postSdk(postJson("/api/x", reordered, headers)));
      expect(second).toEqual(first);
      expect(await countLeads()).toBe(before + 1);
    });

    it("refuses the same Idempotency-Key with a different body with 422 and stores nothing for it", async () => {
      const ip = freshIp();
      const headers = { [CLIENT_IP_HEADER]: ip, "idempotency-key": `key-${ip}` };
      const before = await countLeads();
      const first = await postSdk(postJson("/api/x", sdkBody(), headers));
      expect(first.status).toBe(200);
      const reused = await postSdk(postJson("/api/x", sdkBody({ first_name: "Anna" }), headers));
      expect(reused.status).toBe(422);
      expect((await answer(reused)).description).toMatch(/already used for a different request/);
      expect(await countLeads()).toBe(before + 1);
    });

    it("answers 25 concurrent different bodies under one key with one lead and 24 refusals", async () => {
      const ip = freshIp();
      const headers = { [CLIENT_IP_HEADER]: ip, "idempotency-key": `burst-${ip}` };
      const before = await countLeads();
      const responses = await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          postSdk(postJson("/api/x", sdkBody({ first_name: `Burst${i}` }), headers)),
        ),
      );
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 422)).toHaveLength(24);
      expect(await countLeads()).toBe(before + 1);
    });

    it("keeps one client's Idempotency-Key apart from another client's", async () => {
      const before = await countLeads();
      const key = { "idempotency-key": `shared-${freshIp()}` };
      const a = await postSdk(
        postJson("/api/x", sdkBody({ first_name: "Ana" }), { ...key, [CLIENT_IP_HEADER]: freshIp() }),
      );
      const b = await postSdk(
        postJson("/api/x", sdkBody({ first_name: "Bea" }), { ...key, [CLIENT_IP_HEADER]: freshIp() }),
      );
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(await countLeads()).toBe(before + 2);
    });

    it("makes one lead of two identical bodies sent together without a key", async () => {
      const ip = freshIp();
      const before = await countLeads();
      const [a, b] = await Promise.all([
        postSdk(postJson("/api/x", sdkBody({ first_name: "Twin" }), { [CLIENT_IP_HEADER]: ip })).then(answer),
        postSdk(postJson("/api/x", sdkBody({ first_name: "Twin" }), { [CLIENT_IP_HEADER]: ip })).then(answer),
      ]);
      expect(a.lead_number).toBe(b.lead_number);
      expect(await countLeads()).toBe(before + 1);
    });

    it("keeps two different visitors' identical bodies apart", async () => {
      const before = await countLeads();
      await postSdk(postJson("/api/x", sdkBody({ first_name: "Same" }), { [CLIENT_IP_HEADER]: freshIp() }));
      await postSdk(postJson("/api/x", sdkBody({ first_name: "Same" }), { [CLIENT_IP_HEADER]: freshIp() }));
      expect(await countLeads()).toBe(before + 2);
    });

    it("refuses a body over 32 KB by Content-Length with 413", async () => {
      const req = new NextRequest("http://127.0.0.1/api/x", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": String(40 * 1024),
          [CLIENT_IP_HEADER]: freshIp(),
        },
        body: JSON.stringify(sdkBody()),
      });
      expect((await postSdk(req)).status).toBe(413);
    });

    it("refuses a body over 32 KB that has no Content-Length, counting the bytes read", async () => {
      const big = JSON.stringify(sdkBody({ padding: "x".repeat(33 * 1024) }));
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          const bytes = new TextEncoder().encode(big);
          for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.slice(i, i + 4096));
          controller.close();
        },
      });
      // Streaming bodies need duplex "half", which the DOM typings do not list yet.
      const init = {
        method: "POST",
        headers: { "content-type": "application/json", [CLIENT_IP_HEADER]: freshIp() },
        body: stream,
        duplex: "half",
      };
      const req = new Request("http://127.0.0.1/api/x", init as RequestInit);
      expect(req.headers.get("content-length")).toBeNull();
      const res = await postSdk(req);
      expect(res.status).toBe(413);
      expect((await answer(res)).status_code).toBe(413);
    });

    it("refuses a form-encoded body with 415", async () => {
      const req = new NextRequest("http://127.0.0.1/api/x", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", [CLIENT_IP_HEADER]: freshIp() },
        body: "first_name=Ana",
      });
      expect((await postSdk(req)).status).toBe(415);
    });

    it("answers malformed JSON with 400", async () => {
      const res = await postSdk(postJson("/api/x", "{not json", { [CLIENT_IP_HEADER]: freshIp() }));
      expect(res.status).toBe(400);
    });

    it("answers a bot that fills the honeypot like a person, and stores nothing", async () => {
      const before = await countLeads();
      const res = await postSdk(
        postJson("/api/x", sdkBody({ [HONEYPOT_FIELD]: "http://spam.example" }), { [CLIENT_IP_HEADER]: freshIp() }),
      );
      const body = await answer(res);
      expect(res.status).toBe(200);
      expect(body.status_code).toBe(200);
      expect(body.lead_number).toMatch(/^Q-\d{4}-\d{4}$/);
      expect(await countLeads()).toBe(before);
    });

    it(`answers 429 with Retry-After after ${TEST_RATE_LIMIT} leads from one IP`, async () => {
      const ip = freshIp();
      for (let i = 0; i < TEST_RATE_LIMIT; i++) {
        const res = await postSdk(postJson("/api/x", sdkBody({ first_name: `Rate${i}` }), { [CLIENT_IP_HEADER]: ip }));
        expect(res.status).toBe(200);
      }
      const limited = await postSdk(postJson("/api/x", sdkBody({ first_name: "Over" }), { [CLIENT_IP_HEADER]: ip }));
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect((await answer(limited)).status_code).toBe(429);
      // Another visitor is not affected.
      expect(
        (await postSdk(postJson("/api/x", sdkBody({ first_name: "Other" }), { [CLIENT_IP_HEADER]: freshIp() }))).status,
      ).toBe(200);
    });

    it("counts every address of one IPv6 /64 against one budget, and stores each lead's own address hash", async () => {
      const prefix = freshIp().replace(/::1$/, "");
      const statuses: number[] = [];
      for (let i = 1; i <= TEST_RATE_LIMIT + 2; i++) {
        const ip = `${prefix}:${i.toString(16)}::${(i * 7919).toString(16)}`;
        const res = await postSdk(
          postJson("/api/x", sdkBody({ first_name: `Rotate${i}` }), { [CLIENT_IP_HEADER]: ip }),
        );
        statuses.push(res.status);
      }
      expect(statuses.slice(0, TEST_RATE_LIMIT).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(TEST_RATE_LIMIT)).toEqual([429, 429]);
      const db = await getDb();
      const hashes = await db.selectFrom("leads").select("ip_hash").where("first_name", "like", "Rotate%").execute();
      expect(new Set(hashes.map((h) => h.ip_hash)).size).toBe(TEST_RATE_LIMIT);
    });
  });

  describe("POST lead (international)", () => {
    it("stores the camelCase lead with template, shipping method and attribution", async () => {
      const body = await answer(
        await postLead(postJson("/api/lead", internationalBody(), { [CLIENT_IP_HEADER]: freshIp() })),
      );
      expect(body.status_code).toBe(200);
      const row = await leadByNumber(body.lead_number);
      expect(row).toMatchObject({
        kind: "international",
        origin_city: "Hamburg",
        origin_country: "DE",
        origin_postal_code: null,
        destination_city: "Miami",
        destination_postal_code: "33132",
        template_id: "International",
        shipping_method: "Port to door",
        transport_type: "Open",
        first_name: "Jonas",
        phone: "+49 30 901820",
        marketing_id: "m-1",
        attribution_id: "7",
        source: "facebook",
        fbclid: "fb-1",
        consent_given: 0,
        consent_text: null,
      });
      expect(JSON.parse(row.vehicles_json)).toEqual([{ make: "BMW", model: "X5", year: 2022, inop: 0, type: "SUV" }]);
    });

    it("stores a vehicle's own name sent as `name`", async () => {
      const vehicles = [{ make: "BMW", model: "X5", year: 2022, inop: 0, type: "SUV", name: "The X" }];
      const body = await answer(
        await postLead(postJson("/api/lead", internationalBody({ vehicles }), { [CLIENT_IP_HEADER]: freshIp() })),
      );
      expect(body.status_code).toBe(200);
      expect(JSON.parse((await leadByNumber(body.lead_number)).vehicles_json)).toEqual(vehicles);
    });

    it("stores an import from Yokohama to a US home with the US phone written without +1 (issue 39)", async () => {
      const import_ = internationalBody({
        originCity: "Yokohama",
        originCountry: "JP",
        destinationCity: "Beverly Hills",
        destinationState: "CA",
        destinationPostalCode: "90210",
        phone: "4155550100",
      });
      const body = await answer(await postLead(postJson("/api/lead", import_, { [CLIENT_IP_HEADER]: freshIp() })));
      expect(body.errors).toBeUndefined();
      expect(body.status_code).toBe(200);
      expect((await leadByNumber(body.lead_number)).phone).toBe("4155550100");
    });

    it("asks for the country code when a number of neither end's country comes without it", async () => {
      const fromDubai = (phone: string) => internationalBody({ originCity: "Jebel Ali", originCountry: "AE", phone });
      const body = await answer(
        await postLead(postJson("/api/lead", fromDubai("020 7946 0958"), { [CLIENT_IP_HEADER]: freshIp() })),
      );
      expect(body.errors?.phone).toBe(messages.phoneCountryCode);
      const withCode = await answer(
        await postLead(postJson("/api/lead", fromDubai("+44 20 7946 0958"), { [CLIENT_IP_HEADER]: freshIp() })),
      );
      expect(withCode.status_code).toBe(200);
    });

    it("answers a missing shipping method with its message", async () => {
      const body = await answer(
        await postLead(
          postJson("/api/lead", internationalBody({ shippingMethod: "" }), { [CLIENT_IP_HEADER]: freshIp() }),
        ),
      );
      expect(body.errors?.shippingMethod).toBe(messages.shippingMethod);
    });
  });

  describe("e-mail addresses by the HTML standard's rule (issue 39)", () => {
    it.each(["ana@example.travel", "ana@example.solutions", "o'brien@agency.agency"])(
      "stores a domestic lead from %s",
      async (email) => {
        const body = await answer(
          await postSdk(
            postJson("/api/leads/simple-create-sdk", sdkBody({ email }), { [CLIENT_IP_HEADER]: freshIp() }),
          ),
        );
        expect(body.errors).toBeUndefined();
        expect((await leadByNumber(body.lead_number)).email).toBe(email);
      },
    );
  });

  describe("POST leads/simple-create", () => {
    it("stores the simple configuration's nine fields", async () => {
      const body = await answer(
        await postSimple(postJson("/api/leads/simple-create", simpleBody(), { [CLIENT_IP_HEADER]: freshIp() })),
      );
      expect(body.status_code).toBe(200);
      const row = await leadByNumber(body.lead_number);
      expect(row).toMatchObject({
        kind: "simple",
        origin_postal_code: "33172",
        destination_postal_code: "90210",
        first_name: "Li",
        email: "li@example.com",
        phone: "305 871 2345",
      });
      expect(JSON.parse(row.vehicles_json)).toEqual([
        { make: "Honda", model: "Civic", year: 2020, inop: 0, type: null },
      ]);
    });

    it("answers a bad year with its message", async () => {
      const body = await answer(
        await postSimple(
          postJson("/api/x", simpleBody({ vehicle_model_year: "1700" }), { [CLIENT_IP_HEADER]: freshIp() }),
        ),
      );
      expect(body.errors?.vehicle_model_year).toBe(messages.year);
    });
  });

  describe("GET opportunity/create-and-redirect-booking", () => {
    it("stores the request under an unguessable token and answers the booking url", async () => {
      const req = new NextRequest(`http://127.0.0.1/api/opportunity/create-and-redirect-booking?${quickQuery()}`, {
        headers: { [CLIENT_IP_HEADER]: freshIp() },
      });
      const res = await getOpportunity(req);
      const body = (await res.json()) as { status_code: number; url: string };
      expect(res.status).toBe(200);
      expect(body.status_code).toBe(200);
      const token = body.url.replace("/booking/", "");
      expect(body.url).toBe(`/booking/${token}`);
      expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);

      const opportunity = await getOpportunityByToken(await getDb(), token);
      expect(opportunity?.status).toBe("new");
      expect(opportunity?.request.Vehicles).toEqual([
        { vehicle_make: "Ford", vehicle_model: "F-150", vehicle_year: 2019, vehicle_inop: 1, vehicle_type: "Pickup" },
      ]);
      expect(opportunity?.request.marketing_id).toBe("abc");

      expect(await getOpportunityByToken(await getDb(), "A".repeat(32))).toBeUndefined();
    });

    it("answers 400 with the messages and a url back to the form", async () => {
      const req = new NextRequest(`http://127.0.0.1/api/x?${quickQuery({ origin_city: "", Vehicles: "[]" })}`, {
        headers: { [CLIENT_IP_HEADER]: freshIp() },
      });
      const body = (await (await getOpportunity(req)).json()) as {
        status_code: number;
        url: string;
        errors: Record<string, string>;
      };
      expect(body.status_code).toBe(400);
      expect(body.url).toBeTruthy();
      expect(body.errors.origin_city).toBe(messages.location);
      expect(body.errors.Vehicles).toBe(messages.make);
    });

    it("answers the same booking link for a repeated key and 422 for the key with another request", async () => {
      const headers = { [CLIENT_IP_HEADER]: freshIp(), "idempotency-key": `quick-${freshIp()}` };
      const ask = (overrides: Record<string, string> = {}) =>
        getOpportunity(new NextRequest(`http://127.0.0.1/api/x?${quickQuery(overrides)}`, { headers }));
      const first = (await (await ask()).json()) as { url: string };
      const again = (await (await ask()).json()) as { url: string };
      expect(again.url).toBe(first.url);
      const reused = await ask({ origin_city: "Miami" });
      expect(reused.status).toBe(422);
      expect(((await reused.json()) as { url: string }).url).toBe("");
    });
  });

  describe("one set of rules for every intake call (issue 12)", () => {
    const from = () => ({ [CLIENT_IP_HEADER]: freshIp() });
    const quickGet = (overrides: Record<string, string>) =>
      getOpportunity(new NextRequest(`http://127.0.0.1/api/x?${quickQuery(overrides)}`, { headers: from() }));
    type Call = (overrides: Record<string, string>) => Promise<Response>;
    const CALLS: ReadonlyArray<[string, Call, string, string]> = [
      ["simple-create-sdk", (o) => postSdk(postJson("/api/x", sdkBody(o), from())), "ship_date", "first_name"],
      [
        "lead (international)",
        (o) => postLead(postJson("/api/x", internationalBody(o), from())),
        "shipDate",
        "firstName",
      ],
      ["simple-create", (o) => postSimple(postJson("/api/x", simpleBody(o), from())), "ship_date", "first_name"],
      ["the quick calculator GET", quickGet, "ship_date", "first_name"],
    ];

    it.each(CALLS)(
      "%s answers a ship date of 9999-12-31 with 400 and the ship date's message, storing nothing",
      async (_name, call, dateField) => {
        const before = await countLeads();
        const res = await call({ [dateField]: "9999-12-31" });
        const body = (await res.json()) as { status_code: number; errors?: Record<string, string> };
        expect(res.status).toBe(400);
        expect(body.status_code).toBe(400);
        expect(body.errors?.[dateField]).toBe(messages.dateHorizon);
        expect(await countLeads()).toBe(before);
      },
    );

    it.each(CALLS)(
      "%s answers a NUL byte in the name with 400, not a failed insert",
      async (_name, call, _dateField, nameField) => {
        const res = await call({ [nameField]: "Ana\u0000" });
        const body = (await res.json()) as { errors?: Record<string, string> };
        expect(res.status).toBe(400);
        expect(body.errors?.[nameField]).toBe(messages.controlCharacters);
      },
    );

    it("answers a NUL byte in a city, an e-mail or the consent text with 400", async () => {
      for (const override of [{ origin_city: "Do\u0000ral" }, { email: "ana\u0000@example.com" }]) {
        expect((await postSdk(postJson("/api/x", sdkBody(override), from()))).status).toBe(400);
      }
      const consent = { given: true, text: "I agree\u0000", shownAt: "2026-11-15T10:00:00.000Z" };
      const body = await answer(await postSdk(postJson("/api/x", sdkBody({ consent }), from())));
      expect(body.errors?.["consent.text"]).toBe(messages.controlCharacters);
    });

    it("answers invisible-only names, made-up states and countries, and a ZIP that is none with their messages", async () => {
      expect(
        (await answer(await postSdk(postJson("/api/x", sdkBody({ first_name: "\u200b\u2060" }), from())))).errors
          ?.first_name,
      ).toBe(messages.controlCharacters);
      expect(
        (await answer(await postSdk(postJson("/api/x", sdkBody({ first_name: "\u3164" }), from())))).errors?.first_name,
      ).toBe(messages.controlCharacters);
      expect(
        (await answer(await postSdk(postJson("/api/x", sdkBody({ origin_state: "XX" }), from())))).errors?.origin_state,
      ).toBe(messages.state);
      expect(
        (await answer(await postLead(postJson("/api/x", internationalBody({ originCountry: "ZZ" }), from())))).errors
          ?.originCountry,
      ).toBe(messages.location);
      expect(
        (await answer(await postSimple(postJson("/api/x", simpleBody({ origin_postal_code: "abcde" }), from())))).errors
          ?.origin_postal_code,
      ).toBe(messages.zip);
    });

    it("stores the server's own estimate, never the one the client sent, and keeps it out of the stored payload", async () => {
      const res = await postSdk(
        postJson("/api/x", sdkBody({ first_name: "Forger", estimate: { low: 1, high: 1 } }), from()),
      );
      const body = await answer(res);
      expect(res.status).toBe(200);
      const row = await leadByNumber(body.lead_number);
      const own = estimateForLead({ kind: "sdk", payload: simpleCreateSdkSchema.parse(sdkBody()) });
      expect(own).toBeDefined();
      expect(JSON.parse(row.estimate_json ?? "null")).toEqual(own);
      expect(JSON.parse(row.payload_json)).not.toHaveProperty("estimate");
    });

    it("ignores a well-formed but forged estimate as well, and an absurd one without failing", async () => {
      const own = estimateForLead({ kind: "sdk", payload: simpleCreateSdkSchema.parse(sdkBody()) })!;
      const forged = { ...own, low: 1, high: 1 };
      const stored = await answer(
        await postSdk(postJson("/api/x", sdkBody({ first_name: "Forged", estimate: forged }), from())),
      );
      expect(JSON.parse((await leadByNumber(stored.lead_number)).estimate_json ?? "null")).toEqual(own);
      for (const estimate of [
        { ...own, low: 1e308, high: 1e308 },
        { ...own, lineItems: [{ ...own.lineItems[0], label: "<script>" }] },
      ]) {
        expect((await postSdk(postJson("/api/x", sdkBody({ first_name: "Absurd", estimate }), from()))).status).toBe(
          200,
        );
      }
    });

    it("stores no estimate when the lead's places are not in the lookups, whatever the client sent", async () => {
      const body = await answer(
        await postSimple(
          postJson("/api/x", simpleBody({ origin_postal_code: "00000", estimate: { low: 1, high: 1 } }), from()),
        ),
      );
      expect(body.status_code).toBe(200);
      const row = await leadByNumber(body.lead_number);
      expect(row.estimate_json).toBeNull();
      expect(JSON.parse(row.payload_json)).not.toHaveProperty("estimate");
    });
  });

  describe("campaign attribution (issue 16)", () => {
    const touches = {
      first: {
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: "snowbirds",
        gclid: "abc",
        landing_path: "/",
        referrer_host: "www.google.com",
      },
      last: {
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: "december",
        msclkid: "m-1",
        landing_path: "/quote",
      },
    };

    it("stores the first and last touch beside the spec's attribution columns", async () => {
      const res = await postSdk(
        postJson("/api/x", sdkBody({ attribution: touches }), { [CLIENT_IP_HEADER]: freshIp() }),
      );
      const row = await leadByNumber((await answer(res)).lead_number);
      expect(row).toMatchObject({ marketing_id: "abc", attribution_id: "42", source: "google", fbclid: "xyz" });
      expect(JSON.parse(row.attribution_json ?? "null")).toEqual(touches);
    });

    it("drops an over-long or malformed value and still takes the lead with 200", async () => {
      const broken = {
        first: { ...touches.first, utm_campaign: "c".repeat(5000), referrer_host: "not a host" },
        last: "nonsense",
      };
      const res = await postSdk(
        postJson("/api/x", sdkBody({ attribution: broken }), { [CLIENT_IP_HEADER]: freshIp() }),
      );
      expect(res.status).toBe(200);
      const row = await leadByNumber((await answer(res)).lead_number);
      expect(JSON.parse(row.attribution_json ?? "null")).toEqual({
        first: { utm_source: "google", utm_medium: "cpc", gclid: "abc", landing_path: "/" },
      });
    });

    it("stores none when none is sent, and takes it from the international and simple calls too", async () => {
      const plain = await answer(await postSdk(postJson("/api/x", sdkBody(), { [CLIENT_IP_HEADER]: freshIp() })));
      expect((await leadByNumber(plain.lead_number)).attribution_json).toBeNull();
      const intl = await answer(
        await postLead(
          postJson("/api/lead", internationalBody({ attribution: touches }), { [CLIENT_IP_HEADER]: freshIp() }),
        ),
      );
      expect(JSON.parse((await leadByNumber(intl.lead_number)).attribution_json ?? "null")).toEqual(touches);
      const simple = await answer(
        await postSimple(postJson("/api/x", simpleBody({ attribution: touches }), { [CLIENT_IP_HEADER]: freshIp() })),
      );
      expect(JSON.parse((await leadByNumber(simple.lead_number)).attribution_json ?? "null")).toEqual(touches);
    });

    it("keeps a quick-calculator request's touches for the booking lead it becomes", async () => {
      const req = new NextRequest(`http://127.0.0.1/api/x?${quickQuery({ attribution: JSON.stringify(touches) })}`, {
        headers: { [CLIENT_IP_HEADER]: freshIp() },
      });
      const { url } = (await (await getOpportunity(req)).json()) as { url: string };
      const token = url.replace("/booking/", "");
      expect((await getOpportunityByToken(await getDb(), token))?.request.attribution).toEqual(touches);
      const outcome = await confirmOpportunity(await getDb(), {
        token,
        window: { kind: "standard", from: "2026-12-02", to: "2026-12-04" },
        contact: { firstName: "Ana", email: "ana@example.com", phone: "(305) 871-2345" },
        consent: { given: true, text: "Consent", shownAt: "2026-11-10T10:00:00.000Z" },
      });
      if (outcome.kind !== "confirmed") throw new Error(`not confirmed: ${outcome.kind}`);
      expect(JSON.parse((await leadByNumber(outcome.leadNumber)).attribution_json ?? "null")).toEqual(touches);
    });
  });

  describe("listLeadsSince", () => {
    it("lists the leads from a date on, oldest first", async () => {
      const leads = await listLeadsSince(await getDb(), new Date(Date.now() - 60_000));
      expect(leads.length).toBeGreaterThan(5);
      const times = leads.map((l) => l.created_at);
      expect([...times].sort()).toEqual(times);
      expect(await listLeadsSince(await getDb(), new Date(Date.now() + 60_000))).toEqual([]);
    });
  });
}
