import { bookingMessages } from "@/lib/booking/constants";
import { confirmFormSchema, confirmRequestSchema, missingContactFields } from "@/lib/booking/confirm-schema";
import { messages } from "@/lib/quote";

const consent = { given: true, text: "I agree to be called.", shownAt: "2026-11-10T10:00:00.000Z" };
const all = ["first_name", "email", "phone"] as const;

/** The first message per field, as the confirm route answers them. */
function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join(".")] ??= issue.message;
  return first;
}

describe("missingContactFields", () => {
  it("lists the contact details the quick calculator did not carry", () => {
    expect(missingContactFields({})).toEqual(["first_name", "email", "phone"]);
    expect(missingContactFields({ first_name: "Ana", email: " ", phone: undefined })).toEqual(["email", "phone"]);
    expect(missingContactFields({ first_name: "Ana", email: "a@b.co", phone: "3058712345" })).toEqual([]);
  });
});

describe("confirmRequestSchema", () => {
  it("accepts a window, the missing contact details and the consent as shown", () => {
    const parsed = confirmRequestSchema(all).parse({
      window: "flexible",
      first_name: " Ana ",
      email: "ana@example.com",
      phone: "(305) 871-2345",
      consent,
    });
    expect(parsed).toEqual({
      window: "flexible",
      first_name: "Ana",
      email: "ana@example.com",
      phone: "(305) 871-2345",
      consent,
    });
  });

  it("answers every missing field with the quote form's exact message", () => {
    const result = confirmRequestSchema(all).safeParse({
      window: "standard",
      first_name: "",
      email: "",
      phone: "",
      consent,
    });
    expect(issues(result)).toEqual({ first_name: messages.name, email: messages.email, phone: messages.phone });
  });

  it("refuses a malformed e-mail and a phone number that is not a US number", () => {
    const result = confirmRequestSchema(all).safeParse({
      window: "standard",
      first_name: "Ana",
      email: "ana@",
      phone: "123",
      consent,
    });
    expect(issues(result)).toEqual({ email: messages.emailInvalid, phone: messages.phoneInvalid });
  });

  it("asks for a pickup window among the three offered", () => {
    expect(issues(confirmRequestSchema([]).safeParse({ window: "tomorrow", consent }))).toEqual({
      window: bookingMessages.window,
    });
    expect(issues(confirmRequestSchema([]).safeParse({ consent }))).toEqual({ window: bookingMessages.window });
  });

  it("requires the consent record even when the box was left unticked", () => {
    expect(
      confirmRequestSchema([]).safeParse({ window: "standard", consent: { ...consent, given: false } }).success,
    ).toBe(true);
    expect(Object.keys(issues(confirmRequestSchema([]).safeParse({ window: "standard" })))).toEqual(["consent"]);
  });

  it("ignores contact details the opportunity already holds, so a body cannot overwrite them", () => {
    const parsed = confirmRequestSchema(["phone"]).parse({
      window: "expedited",
      first_name: "Mallory",
      email: "not-an-email",
      phone: "305-871-2345",
      consent,
    });
    expect(parsed).toMatchObject({ window: "expedited", phone: "305-871-2345" });
    expect(parsed.first_name).toBeUndefined();
    expect(parsed.email).toBeUndefined();
  });
});

describe("confirmFormSchema", () => {
  it("checks the same fields with a consent box instead of the consent record", () => {
    const result = confirmFormSchema(["email"]).safeParse({ window: "standard", email: "x", consentGiven: false });
    expect(issues(result)).toEqual({ email: messages.emailInvalid });
    expect(confirmFormSchema([]).safeParse({ window: "standard", consentGiven: true }).success).toBe(true);
  });
});
