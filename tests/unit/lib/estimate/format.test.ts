import { formatUsdRange } from "@/lib/estimate/format";

describe("a price range in words", () => {
  it("reads a range, and one amount when both ends agree", () => {
    expect(formatUsdRange(1200, 1450)).toBe("$1,200 – $1,450");
    expect(formatUsdRange(300, 300)).toBe("$300");
  });

  it("reads a discount as what comes off, smaller amount first, with no minus signs", () => {
    expect(formatUsdRange(-125, -160)).toBe("$125 – $160 off");
    expect(formatUsdRange(-160, -125)).toBe("$125 – $160 off");
    expect(formatUsdRange(-90, -90)).toBe("$90 off");
  });
});
