// Views and clicks per day as server-rendered SVG: views as a filled area, clicks as a line over it, a round-number
// value axis and the first, middle and last dates under it. Reused by the smart-link statistics (and meant for the
// dashboard's other by-day charts).
import { ChartFrame } from "./chart-frame";
import { count, linePaths, niceMax, scaled, ticks, xAt } from "./scale";

export type DaySeries = { day: string; views: number; clicks: number }[];

type Props = { id: string; title: string; days: DaySeries };

const WIDTH = 640;
const HEIGHT = 200;
const LEFT = 44;
const BOTTOM = 24;
const TOP = 8;

const dayLabel = (iso: string) => new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

function peak(days: DaySeries, key: "views" | "clicks") {
  const best = days.reduce((a, b) => (b[key] > a[key] ? b : a), days[0]);
  return best && best[key] > 0 ? `, most on ${dayLabel(best.day)} (${count(best[key])})` : "";
}

export function DayChart({ id, title, days }: Props) {
  const plotW = WIDTH - LEFT - 8;
  const plotH = HEIGHT - BOTTOM - TOP;
  const top = niceMax(Math.max(0, ...days.map((d) => Math.max(d.views, d.clicks))));
  const views = linePaths(days.map((d) => d.views), top, plotW, plotH);
  const clicks = linePaths(days.map((d) => d.clicks), top, plotW, plotH);
  const sum = (key: "views" | "clicks") => days.reduce((n, d) => n + d[key], 0);
  const first = days[0]?.day;
  const last = days[days.length - 1]?.day;
  const summary = first
    ? `${title} from ${dayLabel(first)} to ${dayLabel(last)}: ${count(sum("views"))} views${peak(days, "views")}; ${count(sum("clicks"))} clicks${peak(days, "clicks")}.`
    : `${title}: no days.`;
  const labelled = days.length > 2 ? [0, Math.floor((days.length - 1) / 2), days.length - 1] : days.map((_, i) => i);
  const legend = (
    <p className="flex gap-4 text-sm text-gray-700" aria-hidden="true">
      <span className="flex items-center gap-1"><span className="inline-block h-3 w-3 rounded-sm bg-brand/40 ring-1 ring-brand-dark" />Views</span>
      <span className="flex items-center gap-1"><span className="inline-block h-0.5 w-4 bg-accent-dark" />Clicks</span>
    </p>
  );
  return (
    <ChartFrame id={id} title={title} summary={summary} legend={legend} columns={["Day", "Views", "Clicks"]}
      rows={[...days].reverse().map((d) => [dayLabel(d.day), count(d.views), count(d.clicks)])}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true" focusable="false">
        <g transform={`translate(${LEFT} ${TOP})`}>
          {ticks(top).map((t) => {
            const y = plotH - scaled(t, top, plotH);
            return (
              <g key={t}>
                <line x1={0} x2={plotW} y1={y} y2={y} className="stroke-gray-200" strokeWidth={1} />
                <text x={-6} y={y} dominantBaseline="middle" textAnchor="end" className="fill-gray-700 text-[11px] tabular-nums">{count(t)}</text>
              </g>
            );
          })}
          <path d={views.area} className="fill-brand/30" />
          <path d={views.line} fill="none" className="stroke-brand-dark" strokeWidth={1.5} strokeLinejoin="round" />
          <path d={clicks.line} fill="none" className="stroke-accent-dark" strokeWidth={2} strokeLinejoin="round" />
          {labelled.map((i) => (
            <text key={i} x={xAt(i, days.length, plotW)} y={plotH + 16} textAnchor={i === 0 ? "start" : i === days.length - 1 ? "end" : "middle"} className="fill-gray-700 text-[11px]">
              {dayLabel(days[i].day)}
            </text>
          ))}
        </g>
      </svg>
    </ChartFrame>
  );
}
