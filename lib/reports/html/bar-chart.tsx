/**
 * Horizontal bar charts as inline SVG (no script, no font, no request of any kind), each with a title and a
 * description for screen readers: grouped (one bar per series) or stacked (one bar split by series).
 */

export type Series = { name: string; color: string };
type Bar = { label: string; values: number[] };

const LABEL_WIDTH = 240;
const PLOT_WIDTH = 440;
const BAR = 14;
const GAP = 10;
const LABEL_MAX = 36;
const AXIS_COLOR = "#374151";

const clip = (text: string) => (text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX - 1)}…` : text);
const sum = (values: number[]) => values.reduce((a, v) => a + v, 0);

function Legend({ series }: { series: Series[] }) {
  return (
    <ul className="legend">
      {series.map((s) => (
        <li key={s.name}>
          <span className="swatch" style={{ background: s.color }} />
          {s.name}
        </li>
      ))}
    </ul>
  );
}

type RowProps = { bar: Bar; series: Series[]; y: number; scale: (value: number) => number };

/** One bar per series, each with its figure after it. */
function GroupedBars({ bar, series, y, scale }: RowProps) {
  return bar.values.map((value, s) => {
    const top = y + s * BAR;
    const width = scale(value);
    return (
      <g key={series[s]?.name ?? s}>
        <rect x={LABEL_WIDTH} y={top} width={width} height={BAR - 2} fill={series[s]?.color}>
          <title>{`${series[s]?.name ?? ""}: ${value}`}</title>
        </rect>
        <text x={LABEL_WIDTH + width + 4} y={top + BAR - 4}>
          {value}
        </text>
      </g>
    );
  });
}

/** One bar split by series, the total after it. */
function StackedBar({ bar, series, y, scale }: RowProps) {
  const starts = bar.values.map((_, s) => LABEL_WIDTH + scale(sum(bar.values.slice(0, s))));
  return (
    <>
      {bar.values.map((value, s) => (
        <rect key={series[s]?.name ?? s} x={starts[s]} y={y} width={scale(value)} height={BAR} fill={series[s]?.color}>
          <title>{`${series[s]?.name ?? ""}: ${value}`}</title>
        </rect>
      ))}
      <text x={LABEL_WIDTH + scale(sum(bar.values)) + 4} y={y + BAR - 3}>
        {sum(bar.values)}
      </text>
    </>
  );
}

type ChartProps = { id: string; title: string; bars: Bar[]; series: Series[]; stacked: boolean };

/** What a screen reader hears in place of the bars: every figure, bar by bar. */
const description = (bars: Bar[], series: Series[]) =>
  bars.map((b) => `${b.label}: ${b.values.map((v, s) => `${series[s]?.name ?? ""} ${v}`).join(", ")}`).join("; ");

export function BarChart({ id, title, bars, series, stacked }: ChartProps) {
  if (bars.length === 0) return <p>No data for this period.</p>;
  const max = Math.max(1, ...bars.map((b) => (stacked ? sum(b.values) : Math.max(...b.values))));
  const rowHeight = stacked ? BAR + GAP : series.length * BAR + GAP;
  const height = bars.length * rowHeight + GAP;
  const width = LABEL_WIDTH + PLOT_WIDTH + 60;
  const scale = (value: number) => (value / max) * PLOT_WIDTH;
  const Row = stacked ? StackedBar : GroupedBars;
  return (
    <figure>
      <Legend series={series} />
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        style={{ maxWidth: width }}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description(bars, series)}</desc>
        <line x1={LABEL_WIDTH} y1={0} x2={LABEL_WIDTH} y2={height} stroke={AXIS_COLOR} />
        {bars.map((bar, i) => {
          const y = GAP + i * rowHeight;
          return (
            <g key={i}>
              <text x={LABEL_WIDTH - 8} y={y + (rowHeight - GAP) / 2 + 4} textAnchor="end">
                {clip(bar.label)}
              </text>
              <Row bar={bar} series={series} y={y} scale={scale} />
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
