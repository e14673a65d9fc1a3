import { cityPortQuerySchema, LOOKUP_MESSAGES, modelQuerySchema, placeQuerySchema } from "@/lib/lookups/schemas";

function fieldError(
  result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } },
  field: string,
) {
  return result.error?.issues.find((i) => i.path[0] === field)?.message;
}

describe("lookup query schemas", () => {
  it("rejects a missing input", () => {
    expect(fieldError(placeQuerySchema.safeParse({}), "input")).toBe(LOOKUP_MESSAGES.inputMissing);
  });

  it("rejects an empty or blank input", () => {
    expect(fieldError(placeQuerySchema.safeParse({ input: "" }), "input")).toBe(LOOKUP_MESSAGES.inputMissing);
    expect(fieldError(placeQuerySchema.safeParse({ input: "   " }), "input")).toBe(LOOKUP_MESSAGES.inputMissing);
  });

  it("rejects input over 100 characters and accepts exactly 100", () => {
    expect(fieldError(placeQuerySchema.safeParse({ input: "a".repeat(101) }), "input")).toBe(
      LOOKUP_MESSAGES.inputTooLong,
    );
    expect(placeQuerySchema.safeParse({ input: "a".repeat(100) }).success).toBe(true);
  });

  it("rejects control characters", () => {
    expect(fieldError(placeQuerySchema.safeParse({ input: "Mia\u0000mi" }), "input")).toBe(
      LOOKUP_MESSAGES.inputControl,
    );
    expect(fieldError(placeQuerySchema.safeParse({ input: "Miami\n" }), "input")).toBe(LOOKUP_MESSAGES.inputControl);
  });

  it("reads searchPort=true as true and anything else as false", () => {
    expect(cityPortQuerySchema.parse({ input: "x", searchPort: "true" }).searchPort).toBe(true);
    expect(cityPortQuerySchema.parse({ input: "x" }).searchPort).toBe(false);
  });

  it("rejects a non-numeric or missing make_id", () => {
    expect(fieldError(modelQuerySchema.safeParse({ input: "c", make_id: "toyota" }), "make_id")).toBe(
      LOOKUP_MESSAGES.makeIdInvalid,
    );
    expect(fieldError(modelQuerySchema.safeParse({ input: "c" }), "make_id")).toBe(LOOKUP_MESSAGES.makeIdInvalid);
  });

  it("accepts years from 1877 to next year, computed from today's date", () => {
    const next = new Date().getFullYear() + 1;
    expect(modelQuerySchema.parse({ input: "c", make_id: "448", year: "1877" }).year).toBe(1877);
    expect(modelQuerySchema.parse({ input: "c", make_id: "448", year: String(next) }).year).toBe(next);
    expect(fieldError(modelQuerySchema.safeParse({ input: "c", make_id: "448", year: "1876" }), "year")).toBe(
      LOOKUP_MESSAGES.yearRange,
    );
    expect(fieldError(modelQuerySchema.safeParse({ input: "c", make_id: "448", year: String(next + 1) }), "year")).toBe(
      LOOKUP_MESSAGES.yearRange,
    );
  });

  it("rejects a year that is not four digits", () => {
    expect(fieldError(modelQuerySchema.safeParse({ input: "c", make_id: "448", year: "20x0" }), "year")).toBe(
      LOOKUP_MESSAGES.yearInvalid,
    );
  });
});
