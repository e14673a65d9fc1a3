import type { IncomingMessage } from "node:http";

type RequestTarget = { ok: true; url: URL } | { ok: false; message: string };

/** The base origin-form targets are read against; only the path and query of the result are used. */
const BASE = "http://localhost";

/**
 * The request target as a URL, or why it is refused. Origin-form ("/path?query") is what browsers send.
 * Absolute-form ("http://host/path") is read only when its authority is the Host header, and then handed on
 * as origin-form: Next.js would otherwise build redirects on the target's host, so `GET http://evil.example/x`
 * answered a 308 to evil.example. Anything else (authority-form, "*") is refused, as is a path that cannot be
 * percent-decoded (Next.js answers `/%ZZ` with a 500; it is the client's mistake).
 */
export function readRequestTarget(req: IncomingMessage): RequestTarget {
  const target = req.url ?? "/";
  if (!target.startsWith("/")) {
    const absolute = URL.canParse(target) ? new URL(target) : undefined;
    const host = req.headers.host?.toLowerCase();
    if (!absolute || !/^https?:$/.test(absolute.protocol) || !host || absolute.host !== host) {
      return { ok: false, message: "Bad request: the request target must be a path on this host." };
    }
    req.url = `${absolute.pathname}${absolute.search}`;
  }
  let url: URL;
  try {
    url = new URL(req.url ?? "/", BASE);
    decodeURIComponent(url.pathname);
  } catch {
    return { ok: false, message: "Bad request: the path is not valid percent-encoding." };
  }
  return { ok: true, url };
}
