// A horizontal bar chart as server-rendered SVG: one labelled bar per item, its value at the end. Used by the smart
// link statistics (clicks per platform, countries, …) and the dashboard overview.
import { ChartFrame } from "./chart-frame";
import { count, niceMax, scaled } from "./scale";

export type Bar = { label: string; value: number; /** Shown after the value, e.g. the share "42%". */ note?: string };

type Props = {
  id: string;
  title: string;
  bars: Bar[];
  unit: string;
  empty?: string;
  /** How a value is written (default: a count, e.g. "1,204"; the attribution report passes naira). */
  format?: (value: number) => string;
  /** A table of more figures than the bars' (its first column the bars' labels), shown open under the chart. */
  table?: { columns: string[]; rows: (string | number)[][] };
};

const WIDTH = 680;
const LABEL = 150;
const VALUE = 200;
const ROW = 30;
const BAR = 18;

export function BarChart({
  id,
  title,
  bars,
  unit,
  empty = "Nothing recorded in this period.",
  format = count,
  table,
}: Props) {
  const total = bars.reduce((n, b) => n + b.value, 0);
  if (bars.length === 0 || total === 0) {
    return (
      <figure aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
        <figcaption id={`${id}-title`} className="font-semibold">
          {title}
        </figcaption>
        <p className="text-gray-600">{empty}</p>
      </figure>
    );
  }
  const top = niceMax(Math.max(...bars.map((b) => b.value)));
  const span = WIDTH - LABEL - VALUE;
  const summary = `${title}: ${bars.map((b) => `${b.label} ${format(b.value)} ${unit}${b.note ? ` (${b.note})` : ""}`).join(", ")}.`;
  return (
    <ChartFrame
      id={id}
      title={title}
      summary={summary}
      columns={
        table?.columns ?? ["", unit[0].toUpperCase() + unit.slice(1), ...(bars.some((b) => b.note) ? ["Share"] : [])]
      }
      rows={
        table?.rows ?? bars.map((b) => [b.label, format(b.value), ...(bars.some((x) => x.note) ? [b.note ?? ""] : [])])
      }
      open={!!table}
    >
      <svg
        viewBox={`0 0 ${WIDTH} ${bars.length * ROW}`}
        className="h-auto w-full max-w-2xl"
        aria-hidden="true"
        focusable="false"
      >
        {bars.map((b, i) => {
          const y = i * ROW;
          const length = scaled(b.value, top, span);
          return (
            <g key={b.label} transform={`translate(0 ${y})`}>
              <text
                x={LABEL - 8}
                y={ROW / 2}
                dominantBaseline="middle"
                textAnchor="end"
                className="fill-gray-800 text-[13px]"
              >
                {clip(b.label)}
              </text>
              <rect x={LABEL} y={(ROW - BAR) / 2} width={span} height={BAR} rx={3} className="fill-gray-100" />
              <rect
                x={LABEL}
                y={(ROW - BAR) / 2}
                width={Math.max(length, b.value > 0 ? 2 : 0)}
                height={BAR}
                rx={3}
                className="fill-brand-dark"
              />
              <text
                x={LABEL + span + 8}
                y={ROW / 2}
                dominantBaseline="middle"
                className="fill-gray-800 text-[13px] tabular-nums"
              >
                {format(b.value)}
                {b.note ? ` · ${b.note}` : ""}
              </text>
            </g>
          );
        })}
      </svg>
    </ChartFrame>
  );
}

// 20 characters at 13 px fit the 150-unit label column (longer ones ran past the left edge).
const clip = (label: string) => (label.length > 20 ? `${label.slice(0, 19)}…` : label);
