import { formatUsdRange } from "@/lib/estimate/format";

describe("formatUsdRange", () => {
  it("writes a range as whole dollars with thousands separators and an en dash", () => {
    expect(formatUsdRange(1200, 14500)).toBe("$1,200 – $14,500");
  });

  it("writes one figure when both ends are the same", () => {
    expect(formatUsdRange(150, 150)).toBe("$150");
  });
});
