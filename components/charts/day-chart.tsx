// Values per day as server-rendered SVG: the first series as a filled area, the others as lines over it, a
// round-number value axis and the first, middle and last dates under it. `DayChart` is the smart-link statistics'
// views and clicks; `SeriesChart` any by-day figures (the dashboard's bookings and revenue, …).
import { ChartFrame } from "./chart-frame";
import { count, linePaths, niceMax, scaled, ticks, xAt } from "./scale";

export type DaySeries = { day: string; views: number; clicks: number }[];

/** One line of a chart: its name, one value per day, and how a value is written (default: a count). */
export type Series = { label: string; values: number[]; format?: (n: number) => string };

type SeriesProps = {
  id: string;
  title: string;
  days: string[];
  series: Series[];
  label?: (day: string) => string;
  empty?: string;
};

const WIDTH = 640;
const HEIGHT = 200;
const LEFT = 56;
const BOTTOM = 24;
const TOP = 8;
/** How each series is drawn, in series order: an area, a solid line, a dashed line — told apart without colour. */
const STYLES = [
  {
    area: "fill-brand/30",
    line: "stroke-brand-dark",
    dash: undefined,
    swatch: "inline-block h-3 w-3 rounded-sm bg-brand/40 ring-1 ring-brand-dark",
  },
  { area: "", line: "stroke-accent-dark", dash: undefined, swatch: "inline-block h-0.5 w-4 bg-accent-dark" },
  { area: "", line: "stroke-ink", dash: "6 4", swatch: "inline-block w-4 border-t-2 border-dashed border-ink" },
];

export const dayLabel = (iso: string) =>
  new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );

function describe(s: Series, days: string[], label: (day: string) => string) {
  const format = s.format ?? count;
  const total = s.values.reduce((n, v) => n + v, 0);
  const best = s.values.reduce((b, v, i) => (v > s.values[b] ? i : b), 0);
  const peak = s.values[best] > 0 ? `, most on ${label(days[best])} (${format(s.values[best])})` : "";
  return `${format(total)} ${s.label.toLowerCase()}${peak}`;
}

export function SeriesChart({ id, title, days, series, label = dayLabel, empty }: SeriesProps) {
  if (empty && series.every((s) => s.values.every((v) => v === 0))) {
    return (
      <figure aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
        <figcaption id={`${id}-title`} className="font-semibold">
          {title}
        </figcaption>
        <p className="text-gray-600">{empty}</p>
      </figure>
    );
  }
  const plotW = WIDTH - LEFT - 8;
  const plotH = HEIGHT - BOTTOM - TOP;
  const top = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const axisFormat = series[0]?.format ?? count;
  const summary = days.length
    ? `${title} from ${label(days[0])} to ${label(days[days.length - 1])}: ${series.map((s) => describe(s, days, label)).join("; ")}.`
    : `${title}: no days.`;
  const labelled = days.length > 2 ? [0, Math.floor((days.length - 1) / 2), days.length - 1] : days.map((_, i) => i);
  const legend = series.length > 1 && (
    <p className="flex gap-4 text-sm text-gray-700" aria-hidden="true">
      {series.map((s, i) => (
        <span key={s.label} className="flex items-center gap-1">
          <span className={STYLES[i % STYLES.length].swatch} />
          {s.label}
        </span>
      ))}
    </p>
  );
  return (
    <ChartFrame
      id={id}
      title={title}
      summary={summary}
      legend={legend || undefined}
      columns={["Day", ...series.map((s) => s.label)]}
      rows={days.map((day, i) => [label(day), ...series.map((s) => (s.format ?? count)(s.values[i] ?? 0))]).reverse()}
    >
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true" focusable="false">
        <g transform={`translate(${LEFT} ${TOP})`}>
          {ticks(top).map((t) => {
            const y = plotH - scaled(t, top, plotH);
            return (
              <g key={t}>
                <line x1={0} x2={plotW} y1={y} y2={y} className="stroke-gray-200" strokeWidth={1} />
                <text
                  x={-6}
                  y={y}
                  dominantBaseline="middle"
                  textAnchor="end"
                  className="fill-gray-700 text-[11px] tabular-nums"
                >
                  {axisFormat(t)}
                </text>
              </g>
            );
          })}
          {series.map((s, i) => {
            const paths = linePaths(s.values, top, plotW, plotH);
            const style = STYLES[i % STYLES.length];
            return (
              <g key={s.label}>
                {i === 0 && <path d={paths.area} className={style.area} />}
                <path
                  d={paths.line}
                  fill="none"
                  className={style.line}
                  strokeWidth={i === 0 ? 1.5 : 2}
                  strokeDasharray={style.dash}
                  strokeLinejoin="round"
                />
              </g>
            );
          })}
          {labelled.map((i) => (
            <text
              key={i}
              x={xAt(i, days.length, plotW)}
              y={plotH + 16}
              textAnchor={i === 0 ? "start" : i === days.length - 1 ? "end" : "middle"}
              className="fill-gray-700 text-[11px]"
            >
              {label(days[i])}
            </text>
          ))}
        </g>
      </svg>
    </ChartFrame>
  );
}

/** A smart link's views (area) and clicks (line) per day. */
export function DayChart({ id, title, days }: { id: string; title: string; days: DaySeries }) {
  return (
    <SeriesChart
      id={id}
      title={title}
      days={days.map((d) => d.day)}
      series={[
        { label: "Views", values: days.map((d) => d.views) },
        { label: "Clicks", values: days.map((d) => d.clicks) },
      ]}
    />
  );
}
