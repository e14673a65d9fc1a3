import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { LEAD_ENDPOINTS, leadFactsOf, leadFieldsOf, leadShapeOf, parseLead } from "@/lib/leads/lead-kinds";
import { sdkPayload } from "../quote/fixtures";

describe("the lead kind table", () => {
  it("validates a posted lead with its kind's schema and maps it to a row of that kind", () => {
    const parsed = parseLead("sdk", sdkPayload());
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const fields = leadFieldsOf(parsed.lead);
    expect(fields.kind).toBe("sdk");
    expect(fields.vehicles.map((v) => `${v.year} ${v.make} ${v.model}`)).toEqual(["2021 Toyota Camry"]);
    expect(fields.origin_postal_code).toBe(parsed.lead.payload.origin_postal_code);
  });

  it("refuses a body with the schema's own field messages, not another kind's", () => {
    const parsed = parseLead("simple", sdkPayload());
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.issues.map((issue) => issue.path.join("."))).toContain("vehicle_model_year");
  });

  it("keeps a call 9 lead's one vehicle and its US ends, which the payload does not name", () => {
    const body = {
      ...sdkPayload(),
      vehicle_model_year: 2021,
      vehicle_make: "Toyota",
      vehicle_model: "Camry",
      origin_postal_code: "33172",
      destination_postal_code: "10001",
    };
    const parsed = parseLead("simple", body);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const fields = leadFieldsOf(parsed.lead);
    expect(fields).toMatchObject({
      kind: "simple",
      origin_country: "US",
      destination_country: "US",
      transport_type: null,
    });
    expect(fields.vehicles).toEqual([{ make: "Toyota", model: "Camry", year: 2021, inop: 0, type: null }]);
  });
});

describe("a lead that is not a quote", () => {
  const contact = { first_name: "Rosa", email: "rosa@example.com", message: "Call me about a boat, please." };

  it("maps a contact message to a row with its text and no trip, and prices nothing", () => {
    const parsed = parseLead("contact", contact);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(leadFieldsOf(parsed.lead)).toMatchObject({
      kind: "contact",
      message: "Call me about a boat, please.",
      phone: "",
      ship_date: null,
      origin_country: null,
      destination_country: null,
      vehicles: [],
    });
    expect(leadFactsOf(parsed.lead)).toBeUndefined();
  });

  it("says which kinds are quotes and which are messages", () => {
    expect(["sdk", "international", "simple", "booking", "contact"].map((k) => leadShapeOf(k as never))).toEqual([
      "quote",
      "quote",
      "quote",
      "quote",
      "message",
    ]);
  });
});

describe("the lead endpoints", () => {
  it("serves each path of the table from the route file at that path, and no other path", () => {
    const api = path.join(process.cwd(), "app", "api");
    const routes = readdirSync(api, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith("route.ts"));
    const named = routes.flatMap((file) => {
      const found = /leadRoute\("([^"]+)"\)/.exec(readFileSync(path.join(api, file), "utf8"));
      return found ? [{ path: found[1], folder: path.dirname(file) }] : [];
    });
    expect(named.map((route) => route.folder)).toEqual(named.map((route) => route.path));
    expect(named.map((route) => route.path).sort()).toEqual(Object.keys(LEAD_ENDPOINTS).sort());
  });
});
