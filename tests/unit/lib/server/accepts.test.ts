import { describe, expect, it } from "vitest";
import { acceptsEncoding } from "@/lib/server/accepts";

describe("acceptsEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", true],
    ["br;q=0.8, gzip", true],
    ["BR", true],
    ["gzip, deflate", false],
    ["br;q=0", false],
    ["br;q=0.0, gzip", false],
    ["brotli", false],
    [undefined, false],
  ])("%s → br %s", (header, expected) => {
    expect(acceptsEncoding(header, "br")).toBe(expected);
  });

  it("reads a header given as several lines", () => {
    expect(acceptsEncoding(["gzip", "br"], "br")).toBe(true);
  });
});
