import { visibleText } from "@/lib/text";

/**
 * A terminal table: columns padded to their widest cell, names left and figures (column `firstFigure` on)
 * right, a rule of dashes under the header unless `rule` is false. Cells are written visibly: a stored value
 * with a control or direction character cannot move the cursor or reverse the columns after it.
 */
export function textTable(
  headers: readonly string[],
  cells: readonly (readonly string[])[],
  firstFigure: number,
  { rule = true }: { rule?: boolean } = {},
): string {
  const rows = cells.map((row) => row.map(visibleText));
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (row: readonly string[]) =>
    row
      .map((c, i) => (i < firstFigure ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  const ruleLine = rule ? [widths.map((w) => "-".repeat(w)).join("  ")] : [];
  return [line(headers), ...ruleLine, ...rows.map(line)].join("\n");
}
