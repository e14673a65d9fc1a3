/**
 * The characters no text field of this site accepts. Free of imports, so the quote form, the API, the lookups
 * and the estimator share this one definition.
 *  - Unicode's control characters (general category Cc: C0, DEL and C1). Nobody types them into a form; a NUL
 *    makes PostgreSQL refuse the insert, and the others break the CRM's CSV, the e-mail and the log lines a
 *    lead is copied into.
 *  - Every invisible format character (general category Cf): the bidirectional embeddings, overrides, isolates
 *    and marks ("Evil\u202Egnp.exe" shows as "Evilexe.png"), the zero-width space, U+2060 and U+FEFF, the soft
 *    hyphen U+00AD, the Mongolian vowel separator U+180E, and the tag characters U+E0000–E007F, which smuggle
 *    a hidden ASCII message through any text. Only the zero-width joiner and non-joiner (U+200D, U+200C) pass,
 *    and only between letters or emoji, where Persian, the Indic scripts and emoji sequences need them.
 *  - The line and paragraph separators (U+2028, U+2029): a new line where a header or a table cell has none.
 *  - The Hangul fillers (U+3164, U+115F, U+1160, U+FFA0): letters by category that show as nothing, so a
 *    "name" of one filler looks empty to sales and passes every "has a letter" check.
 *  - More than two combining marks or variation selectors in a row (after NFC, so a precomposed "ệ" counts
 *    none): no name needs a stack of them, and "Zalgo" text or a run of selectors hides in or spills over
 *    the lines around it.
 */
const UNSAFE_SINGLE = "\\p{Cc}\\p{Cf}\\u2028\\u2029\\u3164\\u115F\\u1160\\uFFA0\\u{E0000}-\\u{E007F}";
const JOINERS = "\\u200C\\u200D";
/** A joiner is needed only between two letters (and their marks) or emoji: anywhere else it only hides. */
const JOINABLE = "\\p{L}\\p{M}\\p{Extended_Pictographic}\\p{Emoji_Modifier}";
const UNSAFE = `(?![${JOINERS}])[${UNSAFE_SINGLE}]|(?<![${JOINABLE}])[${JOINERS}]|[${JOINERS}](?![${JOINABLE}])`;
/** Combining marks, which include the variation selectors (U+FE00–FE0F, U+E0100–E01EF, Mongolian U+180B–180F). */
const MAX_MARKS_IN_A_ROW = 2;
const MARK_RUN = new RegExp(`\\p{M}{${MAX_MARKS_IN_A_ROW + 1},}`, "u");

const UNSAFE_CHARACTER = new RegExp(UNSAFE, "u");
/** The same, less the line feed: text that may run over several lines keeps its line breaks and nothing else. */
const UNSAFE_BUT_LINE_FEED = new RegExp(`(?!\\n)(?:${UNSAFE})`, "u");
/** Every such character, for writing them out visibly. */
const UNSAFE_CHARACTERS = new RegExp(UNSAFE, "gu");

/**
 * True when the text holds a character no field accepts, or a run of more than MAX_MARKS_IN_A_ROW combining
 * marks (a line feed counts unless the text may be multi-line).
 */
export function hasControlCharacter(text: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  if ((multiline ? UNSAFE_BUT_LINE_FEED : UNSAFE_CHARACTER).test(text)) return true;
  return MARK_RUN.test(text.normalize("NFC"));
}

/**
 * The text with each such character written as `\u{…}`, for a terminal table or a log line: rows stored
 * before a rule existed, or read from another system, show what they hold instead of acting on the screen.
 */
export function visibleText(text: string): string {
  return text.replace(UNSAFE_CHARACTERS, (c) => `\\u{${c.codePointAt(0)?.toString(16).toUpperCase()}}`);
}
