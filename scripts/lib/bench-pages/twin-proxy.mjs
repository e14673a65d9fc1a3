// One origin for a page and its no-JavaScript twin, so both pay the same server, connection and compression.
// A small proxy in front of the site passes every request through; a document's HTML is decoded, its scripts
// cut when the URL carries TWIN_MARK (which the proxy strips before forwarding), and encoded again the way the
// site encodes it, Brotli at the site's own quality. The page's HTML takes the same decode and encode, so the
// twin differs from it only by the scripts.
//
// Cutting them means parsing the whole document (parse5: 37–127 ms for 160–280 KB on this host), which the page
// does not pay: done per request, it put 34–68 ms on every twin's time to first byte, and so on its LCP, which
// made the guard's LCP × twin read 4–8 % low. So each document's twin is made once, kept by the HTML it came
// from, and `warm` asks for every twin before the measured runs: the twin's request then costs a lookup.
import { createServer, request } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from "node:zlib";
import { RESPONSE_BROTLI_QUALITY } from "../../../lib/server/compress-responses.ts";
import { stripScripts } from "./strip-scripts.ts";

/** The query parameter that asks for a page's twin: `/quote?__twin`. */
const TWIN_MARK = "__twin";

/** How many documents' twins the proxy keeps. */
const MAX_TWINS = 64;

/** @type {Record<string, { decode: (b: Buffer) => Promise<Buffer>, encode: (b: Buffer) => Promise<Buffer> }>} */
const CODINGS = {
  br: {
    decode: promisify(brotliDecompress),
    encode: (body) =>
      promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: RESPONSE_BROTLI_QUALITY } }),
  },
  gzip: { decode: promisify(gunzip), encode: promisify(gzip) },
  identity: { decode: async (body) => body, encode: async (body) => body },
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
 * @param {((html: string) => string) | null} twin the document's twin, or null to relay the page as it is
 */
async function relayDocument(upstream, res, twin) {
  const coding = CODINGS[upstream.headers["content-encoding"] ?? "identity"];
  if (!coding)
    throw new Error(
      `the site answered with an encoding the proxy does not read: ${upstream.headers["content-encoding"]}`,
    );
  const html = (await coding.decode(await readAll(upstream))).toString("utf8");
  const body = await coding.encode(Buffer.from(twin ? twin(html) : html, "utf8"));
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
  /** @type {Map<string, string>} a document's HTML → its twin; a run benches a few pages whose HTML is fixed */
  const twins = new Map();
  /** @param {string} html */
  const twinOf = (html) => {
    let made = twins.get(html);
    if (made === undefined) {
      made = strip(html);
      // A site that wrote new HTML on every request would only miss; the bound keeps that from piling up.
      if (twins.size >= MAX_TWINS) twins.clear();
      twins.set(html, made);
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
