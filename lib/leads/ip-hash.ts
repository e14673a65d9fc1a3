import { createHmac, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEVELOPMENT_SALT, getEnv, type Env } from "@/lib/config/env";

/** Where a production server on one machine keeps the key it made itself. */
export const SALT_FILE_NAME = "ip-hash.key";

let cached: { env: Env; salt: string } | undefined;

/**
 * The secret key of the client-IP hash. Production without IP_HASH_SALT: with SQLite (one machine) a
 * random key is made once and kept in DATA_DIR, so hashes stay comparable across restarts; with PostgreSQL
 * (possibly several instances, which must share the key) the server refuses to start instead.
 */
export function ipHashSalt(env: Env = getEnv()): string {
  if (cached?.env === env) return cached.salt;
  const salt = env.IP_HASH_SALT ?? (env.NODE_ENV === "production" ? storedSalt(env) : DEVELOPMENT_SALT);
  cached = { env, salt };
  return salt;
}

function storedSalt(env: Env): string {
  if (env.DATABASE_URL) {
    throw new Error("IP_HASH_SALT must be set in production with DATABASE_URL: every instance needs the same secret");
  }
  const file = path.resolve(env.DATA_DIR, SALT_FILE_NAME);
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      // wx: a second process starting at the same moment keeps the first one's key.
      writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
      console.info(`IP_HASH_SALT is unset: made a random one in ${file}`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST")
        throw new Error(`Could not write ${file}`, { cause: error });
    }
    return readFileSync(file, "utf8").trim();
  }
}

/**
 * HMAC-SHA-256 under the IP_HASH_SALT key: a value kept only to be recognised again, never read back. Without
 * the key a hash cannot be matched against a list of addresses or numbers, as a bare SHA-256 could.
 */
export function keyedHash(value: string, salt: string = ipHashSalt()): string {
  return createHmac("sha256", salt).update(value).digest("base64url");
}

/** The client IP is kept only as a keyed hash: enough to rate-limit and spot abuse, not to identify. */
export function hashIp(ip: string, salt: string = ipHashSalt()): string {
  return keyedHash(ip, salt);
}
