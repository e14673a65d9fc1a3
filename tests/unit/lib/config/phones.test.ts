import { describe, expect, it } from "vitest";
import { phones } from "@/lib/config";

describe("the phone lines", () => {
  it("dial the number each one displays, with the US country code", () => {
    for (const line of Object.values(phones)) {
      expect(line.tel).toBe(`+1${line.display.replace(/\D/g, "")}`);
      expect(line.display).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
    }
  });
});
