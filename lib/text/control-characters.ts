/**
 * The characters no text field of this site accepts. Free of imports, so the quote form, the API, the lookups
 * and the estimator share this one definition.
 *  - Unicode's control characters (general category Cc: C0, DEL and C1). Nobody types them into a form; a NUL
 *    makes PostgreSQL refuse the insert, and the others break the CRM's CSV, the e-mail and the log lines a
 *    lead is copied into.
 *  - The invisible characters that reorder or break what sales reads: the bidirectional embeddings, overrides
 *    and isolates (U+202A–202E, U+2066–2069), the direction marks (U+200E, U+200F, U+061C), and the line and
 *    paragraph separators (U+2028, U+2029). "Evil\u202Egnp.exe" shows as "Evilexe.png" in the e-mail, the CSV
 *    and `leads:report`; a separator starts a new line where a header or a table cell must not have one.
 */
const UNSAFE_FORMAT = "\\u061C\\u200E\\u200F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069";
const CONTROL_CHARACTER = new RegExp(`[\\p{Cc}${UNSAFE_FORMAT}]`, "u");

/** The same, less the line feed: text that may run over several lines keeps its line breaks and nothing else. */
const CONTROL_CHARACTER_BUT_LINE_FEED = new RegExp(`(?!\\n)[\\p{Cc}${UNSAFE_FORMAT}]`, "u");

/** Every such character, for writing them out visibly. */
const CONTROL_CHARACTERS = new RegExp(`[\\p{Cc}${UNSAFE_FORMAT}]`, "gu");

/** True when the text holds a control character (a line feed counts unless the text may be multi-line). */
export function hasControlCharacter(text: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return (multiline ? CONTROL_CHARACTER_BUT_LINE_FEED : CONTROL_CHARACTER).test(text);
}

/**
 * The text with each such character written as `\u{…}`, for a terminal table or a log line: rows stored
 * before a rule existed, or read from another system, show what they hold instead of acting on the screen.
 */
export function visibleText(text: string): string {
  return text.replace(CONTROL_CHARACTERS, (c) => `\\u{${c.codePointAt(0)?.toString(16).toUpperCase()}}`);
}
