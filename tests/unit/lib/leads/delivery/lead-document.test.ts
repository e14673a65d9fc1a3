import type { LeadRow } from "@/lib/db";
import { leadDocument, leadText } from "@/lib/leads/delivery/lead-document";
import { leadFieldsOf } from "@/lib/leads/lead-kinds";
import { leadCsvRow } from "@/lib/reports/leads-export";
import {
  buildInternationalLeadPayload,
  buildSimpleCreateSdkPayload,
  internationalLeadSchema,
  simpleCreateSdkSchema,
  type QuoteFormValues,
} from "@/lib/quote/server";
import { leadRow } from "../../../../support/lead-rows";
import { domesticValues, internationalValues } from "../../quote/fixtures";

/** The form's two vehicles, the first named by the visitor. */
function withNamedFirst(values: QuoteFormValues): QuoteFormValues {
  const [first, second] = values.vehicles;
  return { ...values, vehicles: [{ ...first!, name: "Dad's truck" }, second!] };
}

const rowWith = (vehicles: unknown[]): LeadRow => leadRow({ vehicles_json: JSON.stringify(vehicles) });

describe("vehicle names in the lead record", () => {
  it("stores the visitor's own name with its vehicle from call 6, and none for a vehicle without one", () => {
    const payload = simpleCreateSdkSchema.parse(
      buildSimpleCreateSdkPayload(withNamedFirst(domesticValues()), { attribution: {} }),
    );
    const vehicles = leadFieldsOf({ kind: "sdk", payload }).vehicles;
    // As vehicles_json keeps them.
    expect(JSON.parse(JSON.stringify(vehicles))).toEqual([
      { make: "Toyota", model: "Camry", year: 2021, inop: 0, type: "Car", name: "Dad's truck" },
      { make: "Ford", model: "F-150", year: 2018, inop: 1, type: "Pickup" },
    ]);
  });

  it("stores the name from call 7's `name`", () => {
    const payload = internationalLeadSchema.parse(
      buildInternationalLeadPayload(withNamedFirst(internationalValues()), { attribution: {} }),
    );
    expect(leadFieldsOf({ kind: "international", payload }).vehicles.map((v) => v.name)).toEqual([
      "Dad's truck",
      undefined,
    ]);
  });
});

describe("vehicle names in the sales e-mail and the export", () => {
  const row = rowWith([
    { make: "Ford", model: "F-150", year: 2021, inop: 1, type: "Pickup", name: "Dad's truck" },
    { make: "Toyota", model: "Camry", year: 2018, inop: 0, type: "Car" },
  ]);

  it("shows the visitor's name before year, make and model, and a vehicle without one as before", () => {
    const text = leadText(leadDocument(row));
    expect(text).toContain("  - Dad's truck: 2021 Ford F-150 (Pickup), does not run\n  - 2018 Toyota Camry (Car)");
  });

  it("reads a lead stored before the name field as it was", () => {
    const old = rowWith([{ make: "Toyota", model: "Camry", year: 2018, inop: 0, type: "Car" }]);
    expect(leadText(leadDocument(old))).toContain("  - 2018 Toyota Camry (Car)");
  });

  it("exports the name in the vehicles column", () => {
    expect(leadCsvRow(row)).toContain("Dad's truck: 2021 Ford F-150 Pickup (inop); 2018 Toyota Camry Car");
  });
});

describe("sales' text of a lead that is not a quote", () => {
  it("gives a message's text in place of the trip, which it does not have", () => {
    const row = leadRow({
      kind: "contact",
      lead_number: "Q-2611-0044",
      ship_date: null,
      vehicles_json: "[]",
      message: "Do you ship to Puerto Rico?\nThanks.",
    });
    const text = leadText(leadDocument(row));
    expect(text).toContain("Lead Q-2611-0044 (contact)");
    expect(text).toContain("Message:\nDo you ship to Puerto Rico?\nThanks.");
    expect(text).not.toMatch(/^(From|To|Ship date|Vehicles):/m);
  });
});
