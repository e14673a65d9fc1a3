import type { ContentBlock } from "@/lib/content";
import { BlockHeading } from "./block-heading";

/** simple_table: a captioned table that scrolls sideways on narrow screens instead of squashing. */
export function TableBlock({ block }: { block: ContentBlock }) {
  if (!block.table) throw new Error(`Block ${block.source} (simple_table) has no table`);
  return (
    <>
      <BlockHeading block={block} />
      <div className="overflow-x-auto rounded-xl border border-line" tabIndex={0} role="group" aria-label={block.caption ?? "Table"}>
        <table className="w-full border-collapse text-left text-sm">
          {block.caption ? <caption className="px-4 py-2 text-left text-muted">{block.caption}</caption> : null}
          <thead className="bg-surface-2">
            <tr>
              {block.table.head.map((cell, index) => (
                <th key={index} scope="col" className="border-b border-line px-4 py-2 font-semibold">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.table.rows.map((row, r) => (
              <tr key={r} className="border-b border-line last:border-0">
                {row.map((cell, c) =>
                  c === 0 ? (
                    <th key={c} scope="row" className="px-4 py-2 font-medium">
                      {cell}
                    </th>
                  ) : (
                    <td key={c} className="px-4 py-2">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
