import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { EXPORT_TIMEOUT_MS } from "./constants";
import type { ExportRequest } from "./event";

/**
 * How a built request leaves: plain HTTPS with fetch (the platforms' Node SDKs are heavy for one POST each:
 * facebook-nodejs-business-sdk, and @google-ads/datamanager over google-gax and gRPC, would more than double the
 * server's dependencies; Google's tokens come from google-auth-library alone, google-token.ts), or, for a
 * destination without credentials, a JSON file showing exactly what would be sent.
 * `send` throws when the request did not get there, and otherwise gives the platform's answer (its JSON body,
 * null when it had none or it is a file) for the destination to read whether it was taken.
 */
export type Transport = { send: (request: ExportRequest, name: string) => Promise<unknown> };

/** The most of an answer read: the platforms' answers to one event are a few hundred bytes. */
const MAX_ANSWER_CHARS = 64 * 1024;

function parseAnswer(text: string): unknown {
  if (text.trim() === "") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export const httpTransport: Transport = {
  async send(request) {
    const response = await fetch(request.url, {
      method: request.method ?? "POST",
      headers: request.headers,
      body: request.method === "GET" ? undefined : JSON.stringify(request.body),
      redirect: "manual",
      signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
    });
    const text = (await response.text().catch(() => "")).slice(0, MAX_ANSWER_CHARS);
    if (!response.ok) {
      throw new Error(`${request.shownUrl} answered ${response.status}`, { cause: text.slice(0, 300) });
    }
    return parseAnswer(text);
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
      return transport.send({ ...request, headers }, name);
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
      const shown = {
        method: request.method ?? "POST",
        url: request.shownUrl,
        headers: request.headers,
        body: request.body,
      };
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, `${JSON.stringify(shown, null, 2)}\n`);
      await rename(partial, file);
      return null;
    },
  };
}
