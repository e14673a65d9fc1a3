/**
 * The CSV files the commands write (the leads export, the report's two tables) are opened by people in Excel,
 * and a visitor typed many of their values: every cell goes through csvCell.
 */

/**
 * RFC 4180 quoting, plus a leading apostrophe on text that a spreadsheet would run as a formula
 * (=, +, -, @): the file is opened by people in Excel, and a visitor typed these values.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, each quoted as it needs. */
export const csvLine = (cells: readonly unknown[]): string => cells.map(csvCell).join(",");

/** A header row of column names (plain words, written as they are), then the lines, each ended by CRLF (RFC 4180). */
export const csvFile = (columns: readonly string[], lines: readonly string[]): string =>
  [columns.join(","), ...lines].join("\r\n") + "\r\n";
