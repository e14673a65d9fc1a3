type DataTableProps = {
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
  /** The first column of figures: it and the columns after it are aligned right. */
  numericFrom: number;
};

/** The exact figures under a chart: the first cell of a row names it, the figures follow. */
export function DataTable({ caption, headers, rows, numericFrom }: DataTableProps) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {headers.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name = "", ...cells], r) => (
          <tr key={r}>
            <th scope="row">{name}</th>
            {cells.map((cell, i) => (
              <td key={i} className={i + 1 >= numericFrom ? "n" : undefined}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
