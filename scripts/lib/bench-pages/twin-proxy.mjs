// One origin for a page and its no-JavaScript twin, so both pay the same server, connection and compression.
// A small proxy in front of the site passes every request through; a document's HTML is decoded, its scripts
// cut when the URL carries TWIN_MARK (which the proxy strips before forwarding), and encoded again the way the
// site encodes it, Brotli at the site's own quality. The page's HTML takes the same decode and encode, so the
// twin differs from it only by the scripts.
import { createServer, request } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from "node:zlib";
import { RESPONSE_BROTLI_QUALITY } from "../../../lib/server/compress-responses.ts";
import { stripScripts } from "./strip-scripts.ts";

/** The query parameter that asks for a page's twin: `/quote?__twin`. */
const TWIN_MARK = "__twin";

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
 * @param {boolean} twin
 */
async function relayDocument(upstream, res, twin) {
  const coding = CODINGS[upstream.headers["content-encoding"] ?? "identity"];
  if (!coding)
    throw new Error(
      `the site answered with an encoding the proxy does not read: ${upstream.headers["content-encoding"]}`,
    );
  const html = (await coding.decode(await readAll(upstream))).toString("utf8");
  const body = await coding.encode(Buffer.from(twin ? stripScripts(html).html : html, "utf8"));
  const headers = { ...upstream.headers, "content-length": String(body.length) };
  delete headers["transfer-encoding"];
  res.writeHead(upstream.statusCode ?? 502, headers);
  res.end(body);
}

/**
 * Starts the proxy for `upstream` (an origin) on 127.0.0.1 and the given port.
 * @param {string} upstream
 * @param {number} port
 */
export function startTwinProxy(upstream, port) {
  const target = new URL(upstream);
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
        relayDocument(upstreamRes, res, twin).catch((error) => {
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
    server.listen(port, "127.0.0.1", () =>
      resolve({
        base: `http://127.0.0.1:${port}`,
        /** @returns {Promise<void>} */
        stop: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
