// Values per day, server-rendered: the first series as a filled area, the others as lines over it (an SVG stretched
// to the width it has), a value axis of whole steps and the first, middle and last dates under it, as HTML labels in
// CSS px so they read at 12 px on a phone as on a desk. `DayChart` is the smart-link statistics'
// views and clicks; `SeriesChart` any by-day figures (the dashboard's bookings and revenue, …).
import { ChartFrame, EmptyChart } from "./chart-frame";
import { axis, count, gutterWidth, linePaths, scaled, xAt } from "./scale";

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

/** The plot's drawing units: stretched to the width left beside the axis labels, 160 CSS px high (h-40). */
const PLOT_W = 1000;
const PLOT_H = 160;
/** The axis labels' size in CSS px (text-[12px] below): the smallest text the admin screens show. */
const AXIS_PX = 12;
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
    return <EmptyChart id={id} title={title} empty={empty} />;
  }
  const scale = axis(Math.max(0, ...series.flatMap((s) => s.values)));
  const axisFormat = series[0]?.format ?? count;
  const gutter = gutterWidth(scale.ticks.map(axisFormat), AXIS_PX);
  const summary = days.length
    ? `${title} from ${label(days[0])} to ${label(days[days.length - 1])}: ${series.map((s) => describe(s, days, label)).join("; ")}.`
    : `${title}: no days.`;
  const labelled = days.length > 2 ? [0, Math.floor((days.length - 1) / 2), days.length - 1] : days.map((_, i) => i);
  const legend = series.length > 1 && (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700" aria-hidden="true">
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
      <div className="flex pt-2 text-[12px] text-gray-700" data-chart="series">
        {/* The value axis: HTML labels in a column as wide as its widest label needs ("₦1,000,000" included). */}
        <div className="relative h-40 shrink-0 tabular-nums" style={{ width: gutter }}>
          {scale.ticks.map((t) => (
            <span
              key={t}
              className="absolute right-1.5 -translate-y-1/2 whitespace-nowrap leading-none"
              style={{ top: `${100 - (t / scale.top) * 100}%` }}
            >
              {axisFormat(t)}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          {/* Stretched to its box: the lines keep their width (non-scaling strokes), the labels live outside it. */}
          <svg
            viewBox={`0 0 ${PLOT_W} ${PLOT_H}`}
            preserveAspectRatio="none"
            className="block h-40 w-full overflow-visible"
            aria-hidden="true"
            focusable="false"
          >
            {scale.ticks.map((t) => {
              const y = PLOT_H - scaled(t, scale.top, PLOT_H);
              return (
                <line
                  key={t}
                  x1={0}
                  x2={PLOT_W}
                  y1={y}
                  y2={y}
                  className="stroke-gray-200"
                  strokeWidth={1}
                  vectorEffect="non-scaling-stroke"
                />
              );
            })}
            {series.map((s, i) => {
              const paths = linePaths(s.values, scale.top, PLOT_W, PLOT_H);
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
                    vectorEffect="non-scaling-stroke"
                  />
                </g>
              );
            })}
          </svg>
          {/* The first, middle and last dates; a phone leaves out the middle one so the three never collide. */}
          <div className="relative mt-1 h-4 whitespace-nowrap">
            {labelled.map((i) => {
              const edge = i === 0 ? "left-0" : i === days.length - 1 ? "right-0" : "hidden -translate-x-1/2 sm:block";
              const at =
                i === 0 || i === days.length - 1
                  ? undefined
                  : { left: `${(xAt(i, days.length, PLOT_W) / PLOT_W) * 100}%` };
              return (
                <span key={i} className={`absolute top-0 ${edge}`} style={at}>
                  {label(days[i])}
                </span>
              );
            })}
          </div>
        </div>
      </div>
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
