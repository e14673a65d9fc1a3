import { describe, expect, it } from "vitest";
import { getEnv } from "@/lib/config/env";

describe("getEnv", () => {
  it("gives working defaults when nothing is set", () => {
    const env = getEnv({});
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats blank optional values as unset", () => {
    expect(getEnv({ SMTP_URL: "  ", DATABASE_URL: "" }).SMTP_URL).toBeUndefined();
  });

  it("names the variable when a value is invalid", () => {
    expect(() => getEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => getEnv({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
  });
});
