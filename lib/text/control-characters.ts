/**
 * The characters no text field of this site accepts: Unicode's control characters (general category Cc:
 * C0, DEL and C1). Nobody types them into a form; a NUL makes PostgreSQL refuse the insert, and the others
 * break the CRM's CSV, the e-mail and the log lines a lead is copied into. Free of imports, so the quote form,
 * the API, the lookups and the estimator share this one definition.
 */
const CONTROL_CHARACTER = /\p{Cc}/u;

/** The same, less the line feed: text that may run over several lines keeps its line breaks and nothing else. */
const CONTROL_CHARACTER_BUT_LINE_FEED = /(?!\n)\p{Cc}/u;

/** True when the text holds a control character (a line feed counts unless the text may be multi-line). */
export function hasControlCharacter(text: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return (multiline ? CONTROL_CHARACTER_BUT_LINE_FEED : CONTROL_CHARACTER).test(text);
}
