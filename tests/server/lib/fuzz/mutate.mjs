/**
 * Mutations of a valid request: one or two fields of a JSON body, or one or two parameters of a query
 * string, replaced, removed or joined by a stranger. Everything else stays valid, so each answer says how
 * the endpoint treats that one field.
 */
import fc from "fast-check";
import { hostileString, hostileValue, RawJson, strangeKey, toJsonText } from "./values.mjs";

/** Every path into a JSON value: [] for the whole, ["Vehicles", 0, "vehicle_year"] for a leaf. */
export function pathsOf(value, prefix = []) {
  if (value === null || typeof value !== "object") return [prefix];
  const children = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [prefix, ...children.flatMap((key) => pathsOf(value[key], [...prefix, key]))];
}

/** One change to a body; `paths` are the valid body's (pathsOf without the root). */
export function bodyMutation(paths) {
  const path = fc.constantFrom(...paths);
  return fc.oneof(
    { weight: 6, arbitrary: fc.record({ op: fc.constant("set"), path, value: hostileValue }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant("delete"), path }) },
    {
      weight: 2,
      arbitrary: fc.record({ op: fc.constant("add"), path: strangeKey.map((k) => [k]), value: hostileValue }),
    },
    // Many copies of a valid element: the vehicle list's cap, a body over 32 KB.
    { weight: 1, arbitrary: fc.record({ op: fc.constant("repeat"), path, times: fc.constantFrom(0, 2, 11, 50, 400) }) },
  );
}

export function applyMutations(valid, mutations) {
  let body = structuredClone(valid);
  for (const m of mutations) {
    if (m.path.length === 0) {
      if (m.op === "set") body = m.value;
      continue;
    }
    const parent = m.path
      .slice(0, -1)
      .reduce((node, key) => (node !== null && typeof node === "object" ? node[key] : undefined), body);
    if (parent === null || typeof parent !== "object" || parent instanceof RawJson) continue;
    const key = m.path[m.path.length - 1];
    if (m.op === "set" || m.op === "add") {
      Object.defineProperty(parent, key, { value: m.value, enumerable: true, writable: true, configurable: true });
    } else if (m.op === "delete") {
      if (Array.isArray(parent) && typeof key === "number") parent.splice(key, 1);
      else delete parent[key];
    } else if (m.op === "repeat") {
      const copies = Array.from({ length: m.times }, () => structuredClone(parent[key]));
      if (Array.isArray(parent)) parent.splice(0, parent.length, ...copies);
      else parent[key] = copies;
    }
  }
  return body;
}

/** A query value: text, or a hostile value written as JSON (the calculator's Vehicles parameter is JSON). */
const queryValue = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 1, arbitrary: hostileValue.map((v) => (typeof v === "string" ? v : toJsonText(v))) },
);

/** Bytes that do not percent-decode, or split a query in odd places; sent as they are. */
const rawQueryNoise = fc.constantFrom(
  "%",
  "%zz",
  "%c3%28",
  "%ed%a0%80",
  "%ff%fe",
  "&&&",
  "=",
  "a=b=c",
  ";",
  "+",
  "%2",
  "#frag",
  "?",
  "x[]=1&x[]=2",
  "%00=%00",
);

export function queryMutation(keys) {
  const key = fc.constantFrom(...keys);
  return fc.oneof(
    { weight: 6, arbitrary: fc.record({ op: fc.constant("set"), key, value: queryValue }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant("delete"), key }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant("add"), key: strangeKey, value: queryValue }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant("duplicate"), key, value: queryValue }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant("raw"), text: rawQueryNoise }) },
  );
}

/** A query as [key, value] pairs plus raw fragments, from valid params and mutations. */
export function applyQueryMutations(params, mutations) {
  let pairs = Object.entries(params);
  const raw = [];
  for (const m of mutations) {
    if (m.op === "set") pairs = [...pairs.filter(([k]) => k !== m.key), [m.key, m.value]];
    else if (m.op === "delete") pairs = pairs.filter(([k]) => k !== m.key);
    else if (m.op === "add" || m.op === "duplicate") pairs = [...pairs, [m.key, m.value]];
    else if (m.op === "raw") raw.push(m.text);
  }
  return { pairs, raw };
}

/** Random parameters, none of them the endpoint's own. */
export const randomQuery = fc
  .array(fc.tuple(strangeKey, queryValue), { maxLength: 6 })
  .map((pairs) => ({ pairs, raw: [] }));

/** Percent-encodes the UTF-8 bytes of `text` (a lone surrogate becomes U+FFFD, as any client sends it). */
function encode(text) {
  let out = "";
  for (const byte of Buffer.from(String(text), "utf8")) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

export function queryString({ pairs, raw }) {
  const parts = [...pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`), ...raw];
  return parts.length ? `?${parts.join("&")}` : "";
}
