import { z } from "zod";
import { shipmentEventSchema } from "@/lib/shipments";
import { CLI_USAGE, cliEvent, usageOf } from "@/lib/shipments/cli";
import {
  EMAILED_STATUSES,
  EVENT_STATUSES,
  MAIN_STEPS,
  SHIPMENT_STATUSES,
  STATUS_LABELS,
  TRANSITIONS,
  eventEntry,
} from "@/lib/shipments/statuses";

const NOW = new Date("2026-11-26T15:00:00.000Z");

describe("the table of shipment statuses", () => {
  it("lists every stored status once, booked first and every other one as a status an event may say", () => {
    expect(SHIPMENT_STATUSES).toEqual([
      "booked",
      "carrier_assigned",
      "pickup_rescheduled",
      "picked_up",
      "in_transit",
      "delivered",
      "cancelled",
    ]);
    expect(EVENT_STATUSES).toEqual(SHIPMENT_STATUSES.slice(1));
  });

  it("reads the labels, the main road and the e-mailed changes from the entries", () => {
    expect(STATUS_LABELS).toEqual({
      booked: "Booked",
      carrier_assigned: "Carrier assigned",
      pickup_rescheduled: "Pickup rescheduled",
      picked_up: "Picked up",
      in_transit: "In transit",
      delivered: "Delivered",
      cancelled: "Cancelled",
    });
    expect(MAIN_STEPS).toEqual(["booked", "carrier_assigned", "picked_up", "in_transit", "delivered"]);
    expect(EMAILED_STATUSES).toEqual(EVENT_STATUSES.filter((s) => eventEntry(s).emailed));
    expect(EMAILED_STATUSES).toEqual(["carrier_assigned", "pickup_rescheduled", "picked_up", "delivered", "cancelled"]);
  });

  it("names only event statuses of the table in each status's transitions", () => {
    expect(Object.keys(TRANSITIONS)).toEqual(SHIPMENT_STATUSES);
    for (const status of SHIPMENT_STATUSES) {
      const strangers = TRANSITIONS[status].filter((next) => !(EVENT_STATUSES as string[]).includes(next));
      expect({ status, strangers }).toEqual({ status, strangers: [] });
    }
  });

  it("reaches every event status from booked, so no entry is a status nothing may move to", () => {
    const reached = new Set<string>(["booked"]);
    const queue: (typeof SHIPMENT_STATUSES)[number][] = ["booked"];
    for (let status = queue.shift(); status !== undefined; status = queue.shift()) {
      for (const next of TRANSITIONS[status].filter((s) => !reached.has(s))) {
        reached.add(next);
        queue.push(next);
      }
    }
    expect([...reached].sort()).toEqual([...SHIPMENT_STATUSES].sort());
  });
});

describe("the event schema read from the table", () => {
  it("takes each event status with exactly its entry's fields beside the lead number and the time", () => {
    const options = shipmentEventSchema.options.map((o) => [o.shape.status.value, Object.keys(o.shape)]);
    expect(options).toEqual(
      EVENT_STATUSES.map((s) => [s, ["status", "lead_number", "occurred_at", ...Object.keys(eventEntry(s).fields)]]),
    );
  });

  it("refuses a status outside the table, naming every status it takes", () => {
    const parsed = shipmentEventSchema.safeParse({ lead_number: "Q-2611-0042", status: "teleported" });
    expect(parsed.success).toBe(false);
    expect(z.flattenError(parsed.error!).fieldErrors).toEqual({
      status: [`status must be one of ${EVENT_STATUSES.join(", ")}`],
    });
  });
});

describe("the CLI read from the table", () => {
  it("shows each status's options in one line: required, optional in brackets, either-or in parentheses", () => {
    const lines = CLI_USAGE.split("\n");
    const first = lines.indexOf("Statuses and their options:") + 1;
    expect(lines.slice(first, first + EVENT_STATUSES.length).map((l) => l.trim().split(/\s+/, 1)[0])).toEqual(
      EVENT_STATUSES,
    );
    for (const status of EVENT_STATUSES) {
      const line = lines.find((l) => l.startsWith(`  ${status} `));
      expect(line?.trim().slice(status.length).trim()).toBe(usageOf(eventEntry(status).cli));
    }
    expect(lines).toContain("  carrier_assigned    --carrier NAME (--usdot N | --mc N) --pickup-date YYYY-MM-DD");
    expect(lines).toContain("  picked_up           --date YYYY-MM-DD [--inspection-url https://…]");
  });

  it("gives every option of a status a field that status carries, and one field wherever the option appears", () => {
    const fieldOf = new Map<string, string>();
    for (const status of EVENT_STATUSES) {
      const flags = eventEntry(status).cli;
      const values = Object.fromEntries(flags.map((f) => [f.name, "x"]));
      const parsed = shipmentEventSchema.safeParse(cliEvent("Q-2611-0042", status, values, NOW));
      const unknown = parsed.error?.issues.filter((i) => i.code === "unrecognized_keys") ?? [];
      expect({ status, unknown }).toEqual({ status, unknown: [] });
      for (const flag of flags) {
        expect(`--${flag.name} ${fieldOf.get(flag.name) ?? flag.field}`).toBe(`--${flag.name} ${flag.field}`);
        fieldOf.set(flag.name, flag.field);
      }
    }
  });

  it("builds the event the webhook would carry, the carrier's numbers inside the carrier", () => {
    const values = { carrier: "Sunshine Auto Transport LLC", mc: "765432", "pickup-date": "2026-11-28" };
    const event = cliEvent("Q-2611-0042", "carrier_assigned", values, NOW);
    expect(event).toEqual({
      lead_number: "Q-2611-0042",
      status: "carrier_assigned",
      occurred_at: NOW.toISOString(),
      carrier: { name: "Sunshine Auto Transport LLC", mc: "765432" },
      pickup_date: "2026-11-28",
    });
    expect(shipmentEventSchema.parse(event)).toEqual(event);
  });

  it("hands an option of another status to the schema, which names it as a field this status does not carry", () => {
    const parsed = shipmentEventSchema.safeParse(
      cliEvent("Q-2611-0042", "delivered", { date: "2026-11-26", reason: "Rain", at: "2026-11-26T14:00:00Z" }, NOW),
    );
    expect(parsed.error?.issues.map((i) => [i.code, i.message])).toEqual([
      ["unrecognized_keys", 'Unrecognized key: "reason"'],
    ]);
  });
});
