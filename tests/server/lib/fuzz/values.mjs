/**
 * Hostile values for the fuzz test (tests/server/fuzz-test.mjs): strings, numbers, dates and structures that a
 * form never sends, and a JSON writer that can also put literals JSON.stringify cannot make (1e999, deep
 * nesting) into a body.
 */
import fc from "fast-check";

/** A JSON literal written into the body as it is (JSON.stringify would turn 1e999 into null). */
export class RawJson {
  constructor(text) {
    this.text = text;
  }
  toString() {
    return `RawJson(${this.text.length > 60 ? `${this.text.slice(0, 60)}… (${this.text.length} chars)` : this.text})`;
  }
}

/** JSON.stringify that writes each RawJson's text where it stands. */
export function toJsonText(value) {
  const raws = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (!(v instanceof RawJson)) return v;
    raws.push(v.text);
    return `\u0000raw${raws.length - 1}\u0000`;
  });
  if (text === undefined) return "";
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_m, i) => raws[Number(i)]);
}

/** Lengths around the limits: the lookups' input cap, the 8 KB request head, the 32 KB body. */
const LONG_LENGTHS = [101, 256, 2_000, 9_000, 33_000];

const controlChars = fc.string({
  unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
  minLength: 1,
  maxLength: 8,
});

/**
 * The invisible characters the text rules refuse (lib/text/control-characters.ts): tag characters, format
 * characters, the Hangul fillers, joiners where no script needs them, and runs of marks or selectors.
 */
const invisible = fc.oneof(
  fc.integer({ min: 0xe0000, max: 0xe007f }).map((c) => String.fromCodePoint(c)),
  fc.constantFrom("\u2060", "\ufeff", "\u00ad", "\u180e", "\u200b", "\u3164", "\u115f", "\u1160", "\uffa0"),
  fc.constantFrom(" \u200d", " \u200c", "\u0301\u0302\u0303\u0304", "\ufe0f\ufe0f\ufe0f", "\u180b\u180c\u180d"),
);
const invisibleInText = fc
  .tuple(fc.constantFrom("Ana", "Toyota", "Doral", ""), invisible, fc.constantFrom("", "Perez", "x"))
  .map((parts) => parts.join(""));

export const hostileString = fc.oneof(
  invisibleInText,
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  controlChars,
  fc.tuple(fc.string({ maxLength: 8 }), controlChars, fc.string({ maxLength: 8 })).map((parts) => parts.join("")),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\u202e",
    "Evil\u202egnp.exe",
    "a\u2066b\u2069",
    "\u200f",
    "a\u2028b",
    "\u2029",
    "=?utf-8?q?Ann=0D=0ABcc:_x@evil.example?=",
    "\ufeff",
    "\ud800",
    "\udfff",
    "😀",
    "ẞ",
    "ǅ",
    "İ",
    "\u00a0",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "${jndi:ldap://x}",
    "%00",
    "%",
    "null",
    "undefined",
    "__proto__",
    "constructor",
    "\r\n\r\n",
    "../../etc/passwd",
    "Q-0000-0001",
    "{{7*7}}",
  ),
  fc
    .tuple(fc.constantFrom(...LONG_LENGTHS), fc.constantFrom("a", "é", "😀", "\u0000", "1", " "))
    .map(([n, c]) => c.repeat(n)),
);

const hostileNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(1e308, -1e308, 5e-324, -0, 2 ** 53, 2 ** 53 + 2, 1e21, -1, 0, 1.5, 1899, 2101, 99999),
  fc.constantFrom(
    "NaN",
    "Infinity",
    "-Infinity",
    "1e308",
    "-1e308",
    "1e309",
    "0x1F",
    "0b1",
    " 12 ",
    "12abc",
    "٣",
    "１２",
    "2021.0",
    "-0",
  ),
  fc
    .constantFrom("1e999", "-1e999", "123456789012345678901234567890", "0.0000000000000000000000001", "-0.0")
    .map((t) => new RawJson(t)),
);

const pad = (n, width = 2) => String(n).padStart(width, "0");
const extremeDate = fc.date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true });

const hostileDate = fc.oneof(
  fc.constantFrom(
    "9999-12-31",
    "0000-01-01",
    "0001-01-01",
    "1900-02-29",
    "2026-02-30",
    "2026-13-01",
    "2026-00-10",
    "+275760-09-13",
    "-271821-04-20",
    "99999-01-01",
    "1970-01-01T00:00:00Z",
    "2026-11-15T25:61:00Z",
    "2026/11/15",
    "15/11/2026",
    "11-15-2026",
    "today",
    "",
  ),
  extremeDate.map((d) => d.toISOString()),
  extremeDate.map((d) => d.toISOString().slice(0, 10)),
  fc
    .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
    .map(([y, m, d]) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`),
);

/** Nesting deep enough to exhaust a recursive parser; still under the 32 KB body limit. */
const deepNesting = fc
  .tuple(fc.integer({ min: 100, max: 15_000 }), fc.constantFrom(["[", "]"], ['{"a":', "}"]))
  .map(([depth, [open, close]]) => new RawJson(`${open.repeat(depth)}1${close.repeat(depth)}`));

const hostileStructure = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [null], [[]], { "": "" }),
  fc
    .constantFrom('{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}', '{"a":1,"a":2}')
    .map((t) => new RawJson(t)),
  fc.jsonValue({ maxDepth: 3 }),
  deepNesting,
);

export const hostileValue = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 2, arbitrary: hostileDate },
  { weight: 2, arbitrary: hostileStructure },
);

/** Keys a body or a query may carry besides the known ones: the honeypot, prototype names, noise. */
export const strangeKey = fc.oneof(
  fc.constantFrom(
    "company_website",
    "__proto__",
    "constructor",
    "prototype",
    "estimate",
    "lead_number",
    "id",
    "",
    " ",
    "a.b",
    "a[]",
  ),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }),
);
