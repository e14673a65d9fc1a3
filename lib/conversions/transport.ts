import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { EXPORT_TIMEOUT_MS } from "./constants";
import type { ExportRequest } from "./requests";

/**
 * How a built request leaves: plain HTTPS with fetch (the platforms' Node SDKs are heavy for one POST each:
 * facebook-nodejs-business-sdk, and @google-ads/datamanager over google-gax and gRPC, would more than double the
 * server's dependencies; Google's tokens come from google-auth-library alone, google-token.ts), or, for a
 * destination without credentials, a JSON file showing exactly what would be sent.
 * `send` throws when the request did not get there.
 */
export type Transport = { send: (request: ExportRequest, name: string) => Promise<void> };

export const httpTransport: Transport = {
  async send(request) {
    const response = await fetch(request.url, {
      method: "POST",
      headers: request.headers,
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => "")).slice(0, 300);
      throw new Error(`${request.shownUrl} answered ${response.status}`, { cause: detail });
    }
  },
};

/**
 * A transport that authorises each request with `Authorization: Bearer <token>`, asking for the token at each send
 * (the token source caches it): a token that expired between two exports is never sent.
 */
export function bearerTransport(transport: Transport, token: () => Promise<string>): Transport {
  return {
    async send(request, name) {
      const headers = { ...request.headers, Authorization: `Bearer ${await token()}` };
      await transport.send({ ...request, headers }, name);
    },
  };
}

/**
 * Writes each request as `<name>.json` (method, URL without secrets, headers, body) under `dir`, through a
 * temporary name and a rename so a reader never sees half a file; a retry replaces the file.
 */
export function fileTransport(dir: string): Transport {
  return {
    async send(request, name) {
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${name.replace(/[^A-Za-z0-9._-]+/g, "_")}.json`);
      const shown = { method: "POST", url: request.shownUrl, headers: request.headers, body: request.body };
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, `${JSON.stringify(shown, null, 2)}\n`);
      await rename(partial, file);
    },
  };
}
