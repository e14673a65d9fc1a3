/** The key used outside production when IP_HASH_SALT is unset (lib/leads/ip-hash.ts): public, so worthless as a secret. */
export const DEVELOPMENT_SALT = "shiplux-development-salt";

/**
 * Values copied from examples, tutorials and this repository, lower-cased: anyone can try them, so with one
 * of them the stored IP hashes could be reversed by hashing the IPv4 space. Compared after trimming and
 * lower-casing, so a change of case does not make one secret.
 */
const KNOWN_SALTS = new Set([
  DEVELOPMENT_SALT,
  "changeme",
  "change-me",
  "change_me",
  "changemechangeme",
  "change-me-to-a-long-random-string",
  "replace-me-with-a-long-random-string",
  "your-secret-here",
  "your-secret-key",
  "your_secret_key_here",
  "yoursecretkeyhere",
  "supersecretkey",
  "super-secret-key",
  "secretsecretsecret",
  "0123456789abcdef",
  "0123456789abcdef0123456789abcdef",
  "1234567890123456",
  "12345678901234567890",
  "abcdefghijklmnop",
  "abcdefghijklmnopqrstuvwxyz",
  "password12345678",
  "passwordpassword",
]);

/** A string of one repeated character (all-zero hex, "aaaa…"): no secret at all. */
const ONE_CHARACTER = /^(.)\1*$/s;

export const KNOWN_SALT_REFUSED =
  "IP_HASH_SALT is a published example value, not a secret: set a random one (openssl rand -base64 32)";

/** Whether `salt` is one anyone could guess. */
export function isKnownSalt(salt: string): boolean {
  const value = salt.trim().toLowerCase();
  return KNOWN_SALTS.has(value) || ONE_CHARACTER.test(value);
}
