import { messages, MAX_MESSAGE, SHIP_DATE_HORIZON_MONTHS } from "@/lib/quote";

/**
 * The specification's table of the form's messages, written here as the spec writes them: the reference the
 * code is checked against, so it is deliberately not imported from lib/quote/messages.ts.
 */
const SPEC_MESSAGES = {
  transportType: "Please select a transport type",
  location: "Please enter a location",
  shippingMethod: "Please select a shipping method",
  date: "Please select a date",
  make: "Please enter a make",
  vehicleType: "Please select a type",
  state: "Please select a state",
  model: "Please enter a model",
  year: "Please enter a valid year",
  name: "Please enter a name",
  email: "Please enter a email.",
  emailInvalid: "Please enter a valid email address.",
  phone: "Please enter a phone number",
  pickLocation: "Please click some location",
  phoneInvalid: "Phone number is not valid",
} as const;

/** Messages added beyond the spec (intake rules of issue 12, the contact message of issue 40), as written then. */
const ADDED_BEYOND_SPEC = {
  dateHorizon: `Please choose a date within the next ${SHIP_DATE_HORIZON_MONTHS} months`,
  zip: "Please enter a valid ZIP code",
  postalCode: "Please enter a valid postal code",
  controlCharacters: "Please remove tabs, line breaks and other control characters",
  phoneCountryCode: "Please add the country code, starting with + (for example +44 for the UK)",
  message: "Please write your message",
  messageLength: `Please keep your message under ${MAX_MESSAGE} characters`,
} as const;

/** The code points of a text, so a failure shows an invisible difference (a period, a non-breaking space). */
const codePoints = (text: string) => [...text].map((c) => c.codePointAt(0)!.toString(16));

describe("the form's messages", () => {
  it.each(Object.entries(SPEC_MESSAGES))("spells %s character for character as the spec's table", (key, text) => {
    const actual = messages[key as keyof typeof messages];
    expect(actual).toBe(text);
    expect(codePoints(actual)).toEqual(codePoints(text));
  });

  it("says 'Please click some location' without a trailing period", () => {
    expect(messages.pickLocation).toBe("Please click some location");
  });

  it.each(Object.entries(ADDED_BEYOND_SPEC))("keeps %s, added beyond the spec, as written", (key, text) => {
    expect(messages[key as keyof typeof messages]).toBe(text);
  });

  it("has no message that is neither in the spec's table nor listed as added beyond it", () => {
    expect(Object.keys(messages).sort()).toEqual(
      [...Object.keys(SPEC_MESSAGES), ...Object.keys(ADDED_BEYOND_SPEC)].sort(),
    );
  });
});
