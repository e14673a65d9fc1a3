// One origin for a page and its no-JavaScript twin, so both pay the same server, connection and compression.
// A small proxy in front of the site passes every request through. A page's HTML goes to the browser as the
// site sent it; its twin, asked for with TWIN_MARK in the URL (which the proxy strips before forwarding), is the
// same HTML with its scripts cut, encoded the way the site encoded the page: Brotli at the site's on-the-fly
// quality, or at the build's when the site sent the build's copy (lib/server/precompressed-pages.ts), found by
// which of the two reproduces the site's bytes. Both are read and decoded alike, so the twin differs from its
// page only by the scripts.
//
// Cutting them means parsing the whole document (parse5: 37–127 ms for 160–280 KB on this host), and the
// build's quality costs 75–300 ms, neither of which the page pays: done per request, the parse alone put 34–68 ms
// on every twin's time to first byte, and so on its LCP, which made the guard's LCP × twin read 4–8 % low. So
// each document's twin is made once, kept by the HTML it came from, and `warm` asks for every twin before the
// measured runs: the twin's request then costs a lookup.
import { createServer, request } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, brotliDecompress, gunzip, gzip } from "node:zlib";
import { RESPONSE_BROTLI_OPTIONS } from "../../../lib/server/compress-responses.ts";
import { buildBrotliOptions } from "../../../lib/server/precompressed-assets.ts";
import { stripScripts } from "./strip-scripts.ts";

/** The query parameter that asks for a page's twin: `/quote?__twin`. */
const TWIN_MARK = "__twin";

/** How many documents' twins the proxy keeps. */
const MAX_TWINS = 64;

const brotli = promisify(brotliCompress);

/**
 * Each coding the site sends: how to decode it, and how to encode a twin as the site encoded `page` (its HTML)
 * into `sent` (the bytes it sent).
 * @type {Record<string, { decode: (b: Buffer) => Promise<Buffer>, encodeLike: (twin: Buffer, page: Buffer, sent: Buffer) => Promise<Buffer> }>}
 */
const CODINGS = {
  br: {
    decode: promisify(brotliDecompress),
    encodeLike: async (twin, page, sent) => {
      const onTheFly = (await brotli(page, RESPONSE_BROTLI_OPTIONS)).equals(sent);
      return brotli(twin, onTheFly ? RESPONSE_BROTLI_OPTIONS : buildBrotliOptions(twin.length));
    },
  },
  gzip: { decode: promisify(gunzip), encodeLike: (twin) => promisify(gzip)(twin) },
  identity: { decode: async (body) => body, encodeLike: async (twin) => twin },
};

/** @param {string} url a path with its query */
export function twinUrl(url) {
  return `${url}${url.includes("?") ? "&" : "?"}${TWIN_MARK}`;
}

/** @param {import("node:http").IncomingMessage} upstream */
async function readAll(upstream) {
  const chunks = [];
  for await (const chunk of upstream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * @param {import("node:http").IncomingMessage} upstream
 * @param {import("node:http").ServerResponse} res
 * @param {((page: { html: string, coding: string, encodeLike: (twin: Buffer) => Promise<Buffer> }) => Promise<Buffer>) | null} twin
 *   the document's twin, encoded; null to relay the page as the site sent it
 */
async function relayDocument(upstream, res, twin) {
  const name = upstream.headers["content-encoding"] ?? "identity";
  const coding = CODINGS[name];
  if (!coding) throw new Error(`the site answered with an encoding the proxy does not read: ${name}`);
  const sent = await readAll(upstream);
  const page = await coding.decode(sent);
  const body = twin
    ? await twin({
        html: page.toString("utf8"),
        coding: name,
        encodeLike: (made) => coding.encodeLike(made, page, sent),
      })
    : sent;
  const headers = { ...upstream.headers, "content-length": String(body.length) };
  delete headers["transfer-encoding"];
  res.writeHead(upstream.statusCode ?? 502, headers);
  res.end(body);
}

/**
 * Starts the proxy for `upstream` (an origin) on 127.0.0.1 and the given port (0: one the system picks).
 * `strip` makes a twin (a parameter so a test can count its calls).
 * @param {string} upstream
 * @param {number} port
 * @param {{ strip?: (html: string) => string }} [options]
 */
export function startTwinProxy(upstream, port, { strip = (html) => stripScripts(html).html } = {}) {
  const target = new URL(upstream);
  /** @type {Map<string, Buffer>} a document's coding and HTML → its twin, encoded; a run benches a few pages */
  const twins = new Map();
  /** @param {{ html: string, coding: string, encodeLike: (twin: Buffer) => Promise<Buffer> }} page */
  const twinOf = async ({ html, coding, encodeLike }) => {
    const key = `${coding}\n${html}`;
    let made = twins.get(key);
    if (made === undefined) {
      made = await encodeLike(Buffer.from(strip(html), "utf8"));
      // A site that wrote new HTML on every request would only miss; the bound keeps that from piling up.
      if (twins.size >= MAX_TWINS) twins.clear();
      twins.set(key, made);
    }
    return made;
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", target);
    const twin = url.searchParams.has(TWIN_MARK);
    url.searchParams.delete(TWIN_MARK);
    const forward = request(
      url,
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (upstreamRes) => {
        const isDocument = /^text\/html\b/.test(upstreamRes.headers["content-type"] ?? "");
        if (!isDocument) {
          res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
          upstreamRes.pipe(res);
          return;
        }
        relayDocument(upstreamRes, res, twin ? twinOf : null).catch((error) => {
          res.writeHead(502, { "content-type": "text/plain" });
          res.end(`bench proxy: ${error instanceof Error ? error.message : String(error)}`);
        });
      },
    );
    forward.once("error", (error) => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end(`bench proxy: ${error.message}`);
    });
    req.pipe(forward);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const base = `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`;
      resolve({
        base,
        /**
         * Asks once for the twin of every path (as a browser would, Brotli accepted) so no measured run pays
         * for making one.
         * @param {string[]} paths
         */
        warm: async (paths) => {
          for (const path of paths) {
            const answer = await fetch(`${base}${twinUrl(path)}`, { headers: { "accept-encoding": "br, gzip" } });
            await answer.arrayBuffer();
            if (!answer.ok) throw new Error(`bench proxy: the twin of ${path} answered ${answer.status}`);
          }
        },
        /** @returns {Promise<void>} */
        stop: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
