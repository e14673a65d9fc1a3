import type { JWT } from "google-auth-library";
import type { ServiceAccountKey } from "@/lib/config/env";
import { DATA_MANAGER_SCOPE, EXPORT_TIMEOUT_MS } from "./constants";

/** Where google-auth-library sends a service account's signed token request, whatever the key file says. */
const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";

/**
 * The library is loaded on the first export that needs it, so a server without Google credentials never loads it.
 * Google's other client libraries send the token request to the key's `token_uri`; the Node one always uses
 * Google's URL, so a key naming another endpoint (the tests' local one) is honoured here.
 */
async function jwtClient(key: ServiceAccountKey): Promise<JWT> {
  const { JWT } = await import("google-auth-library");
  const client = new JWT({
    email: key.clientEmail,
    key: key.privateKey,
    scopes: [DATA_MANAGER_SCOPE],
    transporterOptions: { timeout: EXPORT_TIMEOUT_MS },
  });
  const tokenUri = key.tokenUri;
  if (tokenUri && tokenUri !== GOOGLE_TOKEN_URL) {
    client.transporter.interceptors.request.add({
      resolved: async (options) => {
        if (options.url.href === GOOGLE_TOKEN_URL) options.url = new URL(tokenUri);
        return options;
      },
    });
  }
  return client;
}

/**
 * Why the token endpoint gave no token, as its own words ("invalid_grant: …") or the HTTP failure. The library's
 * error is not kept as the cause: it carries the request, whose body is the signed assertion, a credential for
 * the hour it is valid, and the outbox logs an error's causes.
 */
function refusal(error: unknown): string {
  const status = typeof error === "object" && error !== null && "status" in error ? error.status : undefined;
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 300);
  return typeof status === "number" ? `${status} ${message}` : message;
}

/**
 * Access tokens of the Data Manager scope for a service account, asked of the library at each export: it answers
 * its cached token until shortly before it expires, then fetches another (exports waiting for the first token
 * share one request).
 */
export function serviceAccountTokens(key: ServiceAccountKey): () => Promise<string> {
  let client: Promise<JWT> | undefined;
  return async () => {
    client ??= jwtClient(key);
    try {
      const { token } = await (await client).getAccessToken();
      if (token) return token;
      throw new Error("the answer held no access_token");
    } catch (error) {
      throw new Error(`Google's token endpoint gave ${key.clientEmail} no access token: ${refusal(error)}`);
    }
  };
}
