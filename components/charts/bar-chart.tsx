// A horizontal bar chart, server-rendered: one row per item, its label in HTML (wrapped, never cut: on a phone on its
// own line above the bar, on wider screens in a column beside it), the bar an SVG stretched to the room left, and the
// value after it. Text is sized in CSS px, so it reads the same at 360 px as at 1280. Used by the smart link
// statistics (clicks per platform, countries, …), the dashboard overview and the attribution report.
import { ChartFrame, EmptyChart } from "./chart-frame";
import { axis, count, scaled } from "./scale";

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

/** The bar's drawing units: a track 100 long, so a bar's width is its share of the axis in percent. */
const TRACK = 100;

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
    return <EmptyChart id={id} title={title} empty={empty} />;
  }
  const { top } = axis(Math.max(...bars.map((b) => b.value)));
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
      <div className="flex max-w-2xl flex-col gap-2 text-[14px] leading-snug text-gray-800" data-chart="bars">
        {bars.map((b, i) => {
          const length = scaled(b.value, top, TRACK);
          return (
            <div
              key={`${i}-${b.label}`}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 gap-y-0.5 sm:grid-cols-[11rem_minmax(0,1fr)_auto]"
            >
              <span className="col-span-2 [overflow-wrap:anywhere] sm:col-span-1 sm:text-right">{b.label}</span>
              <svg
                viewBox={`0 0 ${TRACK} 10`}
                preserveAspectRatio="none"
                className="block h-4 w-full"
                aria-hidden="true"
                focusable="false"
              >
                <rect x={0} y={0} width={TRACK} height={10} className="fill-gray-100" />
                <rect
                  x={0}
                  y={0}
                  width={b.value > 0 ? Math.max(length, 1) : 0}
                  height={10}
                  className="fill-brand-dark"
                />
              </svg>
              <span className="whitespace-nowrap tabular-nums">
                {format(b.value)}
                {b.note ? ` · ${b.note}` : ""}
              </span>
            </div>
          );
        })}
      </div>
    </ChartFrame>
  );
}
