/**
 * Request arbitraries for the fuzz test, one family per endpoint shape: JSON POSTs (the lead forms, the
 * booking confirmation, GraphQL), query-string GETs (the calculator, the lookups, GraphQL, health) and
 * wrong methods. A generated request is a FuzzRequest: plain data, printed short in a counterexample.
 */
import fc from "fast-check";
import {
  applyMutations,
  applyQueryMutations,
  bodyMutation,
  pathsOf,
  queryMutation,
  queryString,
  randomQuery,
} from "./mutate.mjs";
import { hostileString, hostileValue, toJsonText } from "./values.mjs";

const clip = (text, max) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);

/**
 * @typedef {object} FuzzRequestInit
 * @property {string} endpoint
 * @property {string} kind
 * @property {string} method
 * @property {string} path
 * @property {Record<string, unknown>} [headers]
 * @property {string | number[]} [body] text, or raw bytes when encoding is "bytes"
 * @property {BufferEncoding | "bytes"} [encoding]
 * @property {boolean} [chunked]
 */

/**
 * @typedef {object} EndpointSpec
 * @property {string} endpoint
 * @property {string} kind
 * @property {string | fc.Arbitrary<string>} path
 * @property {fc.Arbitrary<string | undefined>} [key]
 */

export class FuzzRequest {
  /**
   * `kind` says which bookkeeping applies: lead, opportunity, confirm, lookup, graphql, health, method.
   * @param {FuzzRequestInit} init
   */
  constructor({ endpoint, kind, method, path, headers = {}, body, encoding = "utf8", chunked = false }) {
    this.endpoint = endpoint;
    this.kind = kind;
    this.method = method;
    this.path = path;
    this.headers = headers;
    this.body = body;
    this.encoding = encoding;
    this.chunked = chunked;
  }

  /** The bytes sent: text in the encoding its Content-Type names (the server decodes UTF-8 whatever it says). */
  bytes() {
    if (this.body === undefined) return undefined;
    if (this.encoding === "bytes") return Buffer.from(/** @type {number[]} */ (this.body));
    return Buffer.from(/** @type {string} */ (this.body), this.encoding);
  }

  /** The body as the server's TextDecoder reads it, for checks on what was sent. */
  text() {
    const bytes = this.bytes();
    return bytes ? new TextDecoder().decode(bytes) : "";
  }

  [fc.toStringMethod]() {
    const headers = Object.entries(this.headers).map(([k, v]) => `${k}: ${JSON.stringify(clip(String(v), 80))}`);
    const body =
      this.body === undefined
        ? ""
        : ` body(${this.encoding}${this.chunked ? ", chunked" : ""})=${JSON.stringify(clip(String(this.body), 600))}`;
    return `${this.method} ${clip(this.path, 400)} [${headers.join("; ")}]${body}`;
  }
}

const CONTENT_TYPES = fc.oneof(
  { weight: 14, arbitrary: fc.constant("application/json") },
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      "application/json; charset=utf-8",
      "application/json; charset=latin1",
      "application/json; charset=utf-16le",
      "APPLICATION/JSON",
      'application/json;charset=""',
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/jsonp",
      undefined,
      "application/json, text/html",
      "application/json\tx",
    ),
  },
);

function encodingOf(contentType) {
  if (/charset=latin1/i.test(contentType ?? "")) return "latin1";
  if (/charset=utf-16/i.test(contentType ?? "")) return "utf16le";
  return "utf8";
}

/** Keys a run reuses across requests (with other bodies too), fresh ones, and ones the server must refuse. */
export function idempotencyKey(runId) {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(undefined) },
    { weight: 3, arbitrary: fc.integer({ min: 0, max: 5 }).map((i) => `fuzz-${runId}-${i}`) },
    {
      weight: 2,
      arbitrary: fc.string({
        unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
        minLength: 8,
        maxLength: 40,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "",
        "short",
        "          ",
        "x".repeat(201),
        "has space in it",
        "k\u00e9y-latin1-\u00e9",
        "\tkey-with-tab",
      ),
    },
  );
}

/**
 * A body for a JSON endpoint: mostly `valid(n)` with one or two fields changed, sometimes anything at all.
 * @param {(n: number) => unknown} valid
 * @returns {fc.Arbitrary<{ text?: string, bytes?: number[] }>}
 */
function jsonBody(valid) {
  const paths = pathsOf(valid(0)).filter((p) => p.length > 0);
  return fc.oneof(
    { weight: 1, arbitrary: fc.nat(9999).map((n) => ({ text: toJsonText(valid(n)) })) },
    {
      weight: 8,
      arbitrary: fc
        .tuple(fc.nat(9999), fc.array(bodyMutation(paths), { minLength: 1, maxLength: 2 }))
        .map(([n, ms]) => ({ text: toJsonText(applyMutations(valid(n), ms)) })),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => ({ text: JSON.stringify(v) })) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }).map((text) => ({ text })) },
    {
      weight: 1,
      arbitrary: fc.nat().map((n) => ({ text: toJsonText(valid(0)).slice(0, n % toJsonText(valid(0)).length) })),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 256 }).map((a) => ({ bytes: Array.from(a) })) },
  );
}

/**
 * What a browser adds when another site's page makes the request; most requests carry none of it. The
 * state-changing endpoints must refuse every one with 403 (problemOf checks it).
 */
const SITE_HEADERS = fc.oneof(
  { weight: 12, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "Cross-Site" },
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: "http://127.0.0.1.evil.example" },
      { origin: "https://evil.example", "sec-fetch-site": "same-origin" },
    ),
  },
);

/** True when the request says it came from another site (as SITE_HEADERS writes it). */
export function isCrossSite(/** @type {Record<string, unknown>} */ headers) {
  return String(headers["sec-fetch-site"] ?? "").toLowerCase() === "cross-site" || headers.origin !== undefined;
}

/** @param {EndpointSpec & { valid: (n: number) => unknown }} spec */
export function jsonPost({ endpoint, kind, path, valid, key }) {
  return fc
    .record({
      body: jsonBody(valid),
      contentType: CONTENT_TYPES,
      key: key ?? fc.constant(undefined),
      chunked: fc.oneof({ weight: 5, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
      path: typeof path === "string" ? fc.constant(path) : path,
      site: SITE_HEADERS,
    })
    .map(({ body, contentType, key: k, chunked, path: p, site }) => {
      /** @type {Record<string, unknown>} */
      const headers = { ...site };
      if (contentType !== undefined) headers["content-type"] = contentType;
      if (k !== undefined) headers["idempotency-key"] = k;
      return new FuzzRequest({
        endpoint,
        kind,
        method: "POST",
        path: p,
        headers,
        chunked,
        body: body.bytes ?? body.text,
        encoding: body.bytes ? "bytes" : encodingOf(contentType),
      });
    });
}

/**
 * A GET whose query is the valid one changed, or random parameters.
 * @param {EndpointSpec & { valid: Record<string, string> }} spec
 */
export function queryGet({ endpoint, kind, path, valid, key }) {
  const keys = Object.keys(valid);
  const query = fc.oneof(
    { weight: 1, arbitrary: fc.constant({ pairs: Object.entries(valid), raw: [] }) },
    {
      weight: keys.length ? 6 : 0,
      arbitrary: fc
        .array(queryMutation(keys.length ? keys : ["q"]), { minLength: 1, maxLength: 2 })
        .map((ms) => applyQueryMutations(valid, ms)),
    },
    { weight: 2, arbitrary: randomQuery },
  );
  return fc
    .record({
      query,
      key: key ?? fc.constant(undefined),
      site: SITE_HEADERS,
      path: typeof path === "string" ? fc.constant(path) : path,
    })
    .map(({ query: q, key: k, site, path: p }) => {
      const headers = k === undefined ? { ...site } : { ...site, "idempotency-key": k };
      return new FuzzRequest({ endpoint, kind, method: "GET", path: `${p}${queryString(q)}`, headers });
    });
}

/**
 * Booking links: the ones made before the run, unknown well-formed ones, and hostile path segments, under
 * `/api/<under>/<token>/<rest>` (the confirm by default; the signing, the PDFs, the card and payment links).
 */
export function tokenPath(tokens, rest = "confirm", under = "opportunity") {
  const token = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...tokens) },
    {
      weight: 1,
      arbitrary: fc.constantFrom("A".repeat(32), "not%20a%20token", "..", "%2e%2e", "x".repeat(5000), "%00", "%ZZ"),
    },
    { weight: 1, arbitrary: hostileString.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, "?"))) },
  );
  return token.map((t) => `/api/${under}/${t}/${rest}`);
}

const GRAPHQL_QUERIES = [
  "{ __typename }",
  "{ posts(first: 5) { nodes { slug title date } pageInfo { hasNextPage endCursor } } }",
  "query PostBySlug($id: ID!) { post(id: $id, idType: SLUG) { slug title content } }",
  "query Category($id: ID!) { category(id: $id, idType: SLUG) { name slug count posts(first: 2) { nodes { slug } } } }",
  "{ serviceGroups { __typename } faq { __typename } }",
  "{ __schema { types { name fields { name } } } }",
  "fragment A on Query { ...A } { ...A }",
  "mutation { x }",
];

/** Queries that cost the server: many aliases, a post→category→post cycle, deep braces. */
const heavyQuery = fc.oneof(
  fc
    .constantFrom(10, 100, 500)
    .map(
      (n) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: posts(first: 100) { nodes { content } }`).join(" ")} }`,
    ),
  fc.integer({ min: 2, max: 8 }).map((depth) => {
    let inner = "";
    for (let i = 0; i < depth; i++)
      inner = `posts(first: 100) { nodes { slug categories { nodes { slug ${inner} } } } }`;
    return `{ ${inner} }`;
  }),
  fc.integer({ min: 100, max: 10_000 }).map((n) => `${"{a".repeat(n)}${"}".repeat(n)}`),
);

export const graphqlQuery = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...GRAPHQL_QUERIES) },
  { weight: 2, arbitrary: heavyQuery },
  { weight: 2, arbitrary: hostileString },
);

export function graphqlValid(query, variables) {
  return (n) => ({ query, variables: variables ?? { id: `post-${n}` }, operationName: null });
}

/** Any of the site's endpoints with a method no API route declares (HEAD: a GET without its body). */
export function wrongMethod(paths) {
  return fc
    .record({
      path: fc.constantFrom(...paths),
      method: fc.constantFrom("PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"),
      body: fc.option(hostileValue),
    })
    .map(({ path, method, body }) => {
      const hasBody = body !== null && method !== "HEAD";
      return new FuzzRequest({
        endpoint: "PUT/DELETE/PATCH/OPTIONS/HEAD",
        kind: "method",
        method,
        path,
        headers: hasBody ? { "content-type": "application/json" } : {},
        body: hasBody ? toJsonText(body) : undefined,
      });
    });
}

/**
 * A POST signed as Standard Webhooks says (the shipment events): mostly signed right with `secret` over the
 * bytes sent (ids from a small pool, so redeliveries happen), sometimes unsigned, signed with another
 * secret, stale, or with hostile header values.
 * @param {EndpointSpec & { valid: (n: number) => unknown, secret: string, sign: (secrets: string[], id: string, body: string, now?: Date) => Record<string, string> }} spec
 */
export function signedJsonPost({ secret, sign, ...spec }) {
  const other = `whsec_${Buffer.alloc(32, 13).toString("base64")}`;
  const printable = fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    maxLength: 300,
  });
  const id = fc.oneof(
    fc.integer({ min: 0, max: 9 }).map((i) => `msg_fuzz_${i}`),
    fc.uuid().map((u) => `msg_${u}`),
  );
  const variant = fc.oneof(
    { weight: 8, arbitrary: fc.record({ kind: fc.constant("signed"), id }) },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constantFrom("unsigned", "other-secret", "stale", "future"),
        id,
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("hostile"),
        id: printable,
        timestamp: printable,
        signature: printable,
      }),
    },
  );
  return fc.tuple(jsonPost(spec), variant).map(([req, v]) => {
    const text = req.text();
    const minute = 60_000;
    /** @type {Record<string, string>} */
    let signed = {};
    if (v.kind === "signed") signed = sign([secret], v.id, text);
    if (v.kind === "other-secret") signed = sign([other], v.id, text);
    if (v.kind === "stale") signed = sign([secret], v.id, text, new Date(Date.now() - 6 * minute));
    if (v.kind === "future") signed = sign([secret], v.id, text, new Date(Date.now() + 6 * minute));
    if (v.kind === "hostile") {
      signed = { "webhook-id": v.id, "webhook-timestamp": v.timestamp, "webhook-signature": v.signature };
    }
    return new FuzzRequest({ ...req, headers: { ...req.headers, ...signed } });
  });
}

/**
 * A POST signed as Stripe signs its webhooks (`Stripe-Signature: t=…,v1=…`, made by `sign`, the library's
 * generateTestHeaderString): mostly signed right with `secret` over the bytes sent (event ids from a small pool,
 * so redeliveries happen), sometimes unsigned, signed with another secret, ten minutes stale or early, or with a
 * hostile header value.
 * @param {EndpointSpec & { valid: (n: number) => unknown, secret: string, sign: (payload: string, secret: string, timestamp: number) => string }} spec
 */
export function stripeSignedPost({ secret, sign, ...spec }) {
  const other = `whsec_${Buffer.alloc(24, 13).toString("base64")}`;
  const printable = fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    maxLength: 300,
  });
  const variant = fc.oneof(
    { weight: 8, arbitrary: fc.constant({ kind: "signed", header: "" }) },
    {
      weight: 3,
      arbitrary: fc.constantFrom("unsigned", "other-secret", "stale", "early").map((kind) => ({ kind, header: "" })),
    },
    { weight: 2, arbitrary: printable.map((header) => ({ kind: "hostile", header })) },
  );
  return fc.tuple(jsonPost(spec), variant).map(([req, v]) => {
    const text = req.text();
    const now = Math.floor(Date.now() / 1000);
    /** @type {Record<string, string>} */
    const signed = {};
    if (v.kind === "signed") signed["stripe-signature"] = sign(text, secret, now);
    if (v.kind === "other-secret") signed["stripe-signature"] = sign(text, other, now);
    if (v.kind === "stale") signed["stripe-signature"] = sign(text, secret, now - 600);
    if (v.kind === "early") signed["stripe-signature"] = sign(text, secret, now + 600);
    if (v.kind === "hostile") signed["stripe-signature"] = v.header;
    return new FuzzRequest({ ...req, headers: { ...req.headers, ...signed } });
  });
}
