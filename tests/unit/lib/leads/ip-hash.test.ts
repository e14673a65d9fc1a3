import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getEnv } from "@/lib/config/env";
import { SALT_FILE_NAME, hashIp, ipHashSalt } from "@/lib/leads/ip-hash";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "ip-hash-"));

describe("ipHashSalt", () => {
  it("uses IP_HASH_SALT when it is set", () => {
    expect(ipHashSalt(getEnv({ NODE_ENV: "production", IP_HASH_SALT: "a-secret-of-sixteen+" }))).toBe(
      "a-secret-of-sixteen+",
    );
  });

  it("makes a random key once in DATA_DIR in production with SQLite, and keeps using it", () => {
    const dir = dataDir();
    const first = ipHashSalt(getEnv({ NODE_ENV: "production", DATA_DIR: dir }));
    const again = ipHashSalt(getEnv({ NODE_ENV: "production", DATA_DIR: dir }));
    const file = path.join(dir, SALT_FILE_NAME);
    expect(first).toHaveLength(43);
    expect(again).toBe(first);
    expect(readFileSync(file, "utf8")).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(ipHashSalt(getEnv({ NODE_ENV: "production", DATA_DIR: dataDir() }))).not.toBe(first);
  });

  it("refuses to run production on PostgreSQL without a shared key", () => {
    const env = getEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://127.0.0.1/x", DATA_DIR: dataDir() });
    expect(() => ipHashSalt(env)).toThrow(/IP_HASH_SALT must be set/);
  });

  it("refuses a key too short to be a secret", () => {
    expect(() => getEnv({ IP_HASH_SALT: "short" })).toThrow(/IP_HASH_SALT/);
  });

  it("hashes the same IP alike under one key and differently under another", () => {
    expect(hashIp("198.51.100.7", "k".repeat(16))).toBe(hashIp("198.51.100.7", "k".repeat(16)));
    expect(hashIp("198.51.100.7", "k".repeat(16))).not.toBe(hashIp("198.51.100.7", "j".repeat(16)));
  });
});
