import { disclosureClauses, disclosureCode, signingErrorsOf, signingFieldMessages } from "@/lib/orders";
import { disclosureCodeMatches } from "@/lib/orders/disclosure";

const TOKEN = "tok_0123456789abcdefghij";

describe("the E-SIGN consumer disclosure", () => {
  it("says what §7001(c) asks: consent, paper copies and how to ask, withdrawing, what is needed", () => {
    const text = disclosureClauses()
      .map((c) => `${c.heading}: ${c.lines.join(" ")}`)
      .join("\n");
    expect(text).toMatch(/Consent to electronic records: .*electronically/);
    expect(text).toMatch(/Your right to paper: .*paper copy .* at no charge: e-mail sales@shiplux\.com or call/);
    expect(text).toMatch(/Withdrawing your consent: You may withdraw this consent at any time/);
    expect(text).toMatch(/What you need: .*opens PDF files/);
  });

  it("prints a code of six unambiguous characters, the same for a booking, another for another booking or secret", () => {
    const code = disclosureCode(TOKEN, "secret-a");
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(disclosureCode(TOKEN, "secret-a")).toBe(code);
    expect(disclosureCode(`${TOKEN}x`, "secret-a")).not.toBe(code);
    expect(disclosureCode(TOKEN, "secret-b")).not.toBe(code);
  });

  it("takes the code typed in any case, with spaces or a hyphen, and nothing else", () => {
    const code = disclosureCode(TOKEN, "s");
    const typed = `${code.slice(0, 3).toLowerCase()}-${code.slice(3)} `;
    expect(disclosureCodeMatches(TOKEN, typed, "s")).toBe(true);
    expect(disclosureCodeMatches(TOKEN, code.slice(0, 5), "s")).toBe(false);
  });

  it("reads the form's errors back from the redirect's query, ignoring names it does not know", () => {
    expect(signingErrorsOf("disclosure_code_wrong,agree,<script>")).toEqual({
      disclosure_code: signingFieldMessages.disclosure_code_wrong,
      agree: signingFieldMessages.agree,
    });
    expect(signingErrorsOf(undefined)).toEqual({});
  });
});
