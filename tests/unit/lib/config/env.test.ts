import { describe, expect, it } from "vitest";
import { KNOWN_SALT_REFUSED, getEnv } from "@/lib/config/env";

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

  it("reads the shipment webhook's secrets as a list, and refuses one that is not a whsec_ key", () => {
    const a = `whsec_${Buffer.alloc(32, 1).toString("base64")}`;
    const b = `whsec_${Buffer.alloc(24, 2).toString("base64")}`;
    expect(getEnv({}).SHIPMENT_WEBHOOK_SECRETS).toBeUndefined();
    expect(getEnv({ SHIPMENT_WEBHOOK_SECRETS: " " }).SHIPMENT_WEBHOOK_SECRETS).toBeUndefined();
    expect(getEnv({ SHIPMENT_WEBHOOK_SECRETS: `${a}, ${b}` }).SHIPMENT_WEBHOOK_SECRETS).toEqual([a, b]);
    expect(() => getEnv({ SHIPMENT_WEBHOOK_SECRETS: `${a} hunter2` })).toThrow(/SHIPMENT_WEBHOOK_SECRETS.*whsec_/);
    expect(() => getEnv({ SHIPMENT_WEBHOOK_SECRETS: "whsec_c2hvcnQ=" })).toThrow(/24–64 bytes/);
  });

  it("checks LEAD_WEBHOOK_SECRET at start-up: a non-ASCII plain secret or a short whsec_ key is refused with the reason", () => {
    const key = `whsec_${Buffer.alloc(32, 1).toString("base64")}`;
    expect(getEnv({}).LEAD_WEBHOOK_SECRET).toBeUndefined();
    expect(getEnv({ LEAD_WEBHOOK_SECRET: " " }).LEAD_WEBHOOK_SECRET).toBeUndefined();
    expect(getEnv({ LEAD_WEBHOOK_SECRET: " legacy-secret-42 " }).LEAD_WEBHOOK_SECRET).toBe("legacy-secret-42");
    expect(getEnv({ LEAD_WEBHOOK_SECRET: key }).LEAD_WEBHOOK_SECRET).toBe(key);
    expect(() => getEnv({ LEAD_WEBHOOK_SECRET: "sécret" })).toThrow(
      /LEAD_WEBHOOK_SECRET: a plain secret must be printable ASCII/,
    );
    expect(() => getEnv({ LEAD_WEBHOOK_SECRET: "whsec_c2hvcnQ=" })).toThrow(/LEAD_WEBHOOK_SECRET: .*24–64 bytes/);
  });
});

describe("IP_HASH_SALT", () => {
  it("refuses published example values, whatever their case, and one repeated character", () => {
    for (const salt of ["shiplux-development-salt", "ChangeMeChangeMe", "0".repeat(64), "your-secret-here"]) {
      expect(() => getEnv({ IP_HASH_SALT: salt }), salt).toThrow(KNOWN_SALT_REFUSED);
    }
  });

  it("takes a random value", () => {
    expect(getEnv({ IP_HASH_SALT: "q9Vx2LmN7pR4tY8wZ1bC" }).IP_HASH_SALT).toBe("q9Vx2LmN7pR4tY8wZ1bC");
  });
});
