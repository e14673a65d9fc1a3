import { describe, expect, it } from "vitest";
import { CLAIM_NAMES, resolveFactMarks, type BrokerFacts } from "@/lib/facts";

type Switches = Pick<BrokerFacts, "claims" | "legalApproval">;
const off: Switches = {
  claims: Object.fromEntries(CLAIM_NAMES.map((n) => [n, false])) as BrokerFacts["claims"],
  legalApproval: null,
};
const on: Switches = {
  claims: Object.fromEntries(CLAIM_NAMES.map((n) => [n, true])) as BrokerFacts["claims"],
  legalApproval: { by: "Counsel", on: "2026-12-01" },
};

describe("resolveFactMarks", () => {
  it("keeps a claim's words only when the broker has switched it on", () => {
    const text =
      "All major credit {{if debitCards}}and debit {{end}}cards, {{if onlinePayment}}online or {{end}}by phone.";
    expect(resolveFactMarks(text, off, "faq.yaml")).toBe("All major credit cards, by phone.");
    expect(resolveFactMarks(text, on, "faq.yaml")).toBe("All major credit and debit cards, online or by phone.");
  });

  it("takes the else branch when the fact is off, and reads ! as not", () => {
    const text =
      "Call {{if support24x7}}at any time{{else}}during our hours{{end}}. {{if !legalApproval}}Template.{{end}}";
    expect(resolveFactMarks(text, off, "x.md")).toBe("Call during our hours. Template.");
    expect(resolveFactMarks(text, on, "x.md")).toBe("Call at any time. ");
  });

  it("spans lines, so a whole banner paragraph can depend on a fact", () => {
    expect(resolveFactMarks("a\n{{if !legalApproval}}> **Draft.**\n> Second line.{{end}}\nb", on, "x.md")).toBe(
      "a\n\nb",
    );
  });

  it("fails naming the file for an unknown fact or a stray mark", () => {
    expect(() => resolveFactMarks("{{if payLater}}x{{end}}", off, "faq.yaml")).toThrow(
      /faq\.yaml: \{\{if payLater\}\} names no fact/,
    );
    expect(() => resolveFactMarks("{{if debitCards}}open", off, "terms.md")).toThrow(
      /terms\.md: a \{\{ that is not part/,
    );
  });
});
