/**
 * Answers the lookup endpoints straight from the Node.js server, before Next.js routing. Next's request
 * pipeline costs about 0.6 ms of CPU per request even for a static file, which on two cores caps the
 * lookups near 1,000 requests/s with p99 in the tens of milliseconds; the search itself takes
 * 2-65 µs. The answer comes from the same answerLookup() the route handlers use, with the same headers.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import { answerLookup, isLookupEndpoint } from "@/lib/lookups/server";
import { acceptsEncoding } from "./accepts";

/** Bodies below this size go out as they are: gzip would save less than it costs. */
const GZIP_MIN_BYTES = 1024;

export function serveLookup(req: IncomingMessage, res: ServerResponse, url: URL, apiBase: string, ip: string): boolean {
  if (req.method !== "GET" || !url.pathname.startsWith(`${apiBase}/`)) return false;
  const name = url.pathname.slice(apiBase.length + 1);
  if (!isLookupEndpoint(name)) return false;

  const { status, body, headers } = answerLookup(name, url.searchParams, ip);
  let payload: Buffer = Buffer.from(JSON.stringify(body));
  const encoding: Record<string, string> = {};
  if (payload.length >= GZIP_MIN_BYTES && acceptsEncoding(req.headers["accept-encoding"], "gzip")) {
    payload = gzipSync(payload);
    encoding["Content-Encoding"] = "gzip";
  }
  // The security headers are already on `res` (lib/server/site-server.ts sets them on every response).
  res.writeHead(status, {
    ...headers,
    ...encoding,
    Vary: "Accept-Encoding",
    "Content-Type": "application/json",
    "Content-Length": payload.length,
  });
  res.end(payload);
  return true;
}
