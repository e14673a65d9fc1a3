/**
 * Sends one FuzzRequest over its own connection (node:http, so the bytes, the charset and chunking are
 * exactly as generated) and judges the answer: a status, within the time limit, with nothing of the
 * server's insides in the body.
 */
import { request } from "node:http";
import { MAX_HEADER_BYTES } from "../../../../lib/server/limits.ts";
import { isCrossSite } from "./requests.mjs";

/** Most an answer body is read; the rest is dropped (a lookup list is a few KB). */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;
/**
 * The largest body any endpoint reads (GraphQL's 64 KB; the lead forms take 32 KB). Over it the server may
 * answer 413 from Content-Length and close while the client is still writing: the client then sees EPIPE
 * or ECONNRESET instead of the answer, which is the server refusing the upload, not failing.
 */
const LARGEST_BODY_READ = 64 * 1024;

/**
 * Whether the server may refuse this request before reading all of it: a body over the largest one read, or a
 * head (request line and headers) over the longest one read, which Node.js answers 431 and closes at once. A
 * query string of half a megabyte is still being written then (seen: EPIPE after 55 ms for a 550 KB path).
 */
function mayBeCutOff(req, bytes) {
  const head =
    req.path.length + Object.entries(req.headers).reduce((sum, [k, v]) => sum + k.length + String(v).length, 0);
  return (bytes?.length ?? 0) > LARGEST_BODY_READ || head > MAX_HEADER_BYTES;
}

/** @returns {Promise<{ status?: number, location?: string, text: string, ms: number, error?: string, cutOff?: boolean }>} */
export function send(port, req, timeoutMs) {
  const started = performance.now();
  const bytes = req.bytes();
  return new Promise((resolve) => {
    let settled = false;
    const done = (answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...answer, ms: Math.round(performance.now() - started) });
    };
    const headers = { ...req.headers };
    if (bytes && !req.chunked) headers["content-length"] = String(bytes.length);
    const client = request(
      { host: "127.0.0.1", port, method: req.method, path: req.path, headers, agent: false },
      (res) => {
        const chunks = [];
        let size = 0;
        res.on("data", (chunk) => {
          size += chunk.length;
          if (size <= MAX_ANSWER_BYTES) chunks.push(chunk);
        });
        res.on("end", () =>
          done({
            status: res.statusCode,
            location: res.headers.location,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", (/** @type {NodeJS.ErrnoException} */ error) =>
          done({
            status: res.statusCode,
            text: Buffer.concat(chunks).toString("utf8"),
            error: `answer cut: ${error.code ?? error.message}`,
          }),
        );
      },
    );
    const timer = setTimeout(() => {
      done({ text: "", error: `no answer within ${timeoutMs} ms` });
      client.destroy();
    }, timeoutMs);
    // The server may answer (413, 431) and close before the whole body is written: the answer counts.
    client.on("error", (/** @type {NodeJS.ErrnoException} */ error) => {
      const cutOff =
        mayBeCutOff(req, bytes) && /** @type {(string | undefined)[]} */ (["EPIPE", "ECONNRESET"]).includes(error.code);
      const answer = cutOff
        ? { text: "", cutOff: true }
        : { text: "", error: `connection failed: ${error.code ?? error.message}` };
      setTimeout(() => done(answer), 50);
    });
    if (bytes && req.chunked) {
      const half = Math.ceil(bytes.length / 2);
      client.write(bytes.subarray(0, half));
      client.end(bytes.subarray(half));
    } else {
      client.end(bytes);
    }
  });
}

/** What leaks a stack or an internal error; each counts only if the request did not carry it itself. */
const LEAKS = [
  { name: "a stack frame", pattern: /(?:^|\n|\\n|")\s*at (?:async )?\S[^\n]*?:\d+:\d+/ },
  { name: "node_modules", pattern: /node_modules/ },
  // "Syntax Error:" is how GraphQL names a parse error of the client's query; that one is meant for the client.
  { name: "an Error: message", pattern: /(?<!Syntax )\b[A-Za-z]*Error:/ },
];

/** The request kinds that store something: another site's request to them must be refused. */
const STATE_CHANGING = new Set(["lead", "opportunity", "confirm", "sign"]);

/**
 * Whether the request came from another site as its endpoint judges it. The signing form is posted from a
 * booking page that sends no referrer (Origin: null), so its endpoint takes the browser's own
 * `Sec-Fetch-Site: same-origin`, which no page can set, as the word that decides.
 */
function fromAnotherSite(req) {
  if (req.kind !== "sign") return isCrossSite(req.headers);
  const site = String(req.headers["sec-fetch-site"] ?? "").toLowerCase();
  return site !== "same-origin" && isCrossSite(req.headers);
}

/** Why this answer breaks the rules, or undefined when it is a fine answer. */

export function problemOf(req, answer) {
  if (answer.cutOff) return undefined;
  if (answer.error && answer.status === undefined) return answer.error;
  // A redirect is an answer too: Next.js normalises `//` and trailing slashes with a 308.
  const redirect = answer.status >= 300 && answer.status < 400 && answer.location !== undefined;
  if (
    answer.status === undefined ||
    answer.status < 200 ||
    answer.status >= 500 ||
    (answer.status >= 300 && !redirect && answer.status < 400)
  ) {
    return `status ${answer.status}`;
  }
  // Refused (403) by the handler, or earlier by the server for a path that never reaches it: never taken.
  // A signing posted as a form is answered 303 to the order when taken.
  const taken = answer.status < 300 || (req.kind === "sign" && /#order$/.test(answer.location ?? ""));
  if (STATE_CHANGING.has(req.kind) && fromAnotherSite(req) && taken) {
    return `another site's request was taken (${answer.status})`;
  }
  const sent = `${decodeURIComponentSafe(req.path)}\n${req.text()}`;
  for (const leak of LEAKS) {
    if (leak.pattern.test(answer.text) && !leak.pattern.test(sent))
      return `the answer shows ${leak.name}: ${excerpt(answer.text, leak.pattern)}`;
  }
  return undefined;
}

function decodeURIComponentSafe(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function excerpt(text, pattern) {
  const at = text.search(pattern);
  return JSON.stringify(text.slice(Math.max(0, at - 80), at + 160));
}

export function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
