// A p75-against-thresholds chart as server-rendered SVG: one row per item, a track split into Google's good / needs
// improvement / poor zones for that row's metric, a marker at the p75, and the value with its rating in words (so
// the rating never depends on colour). Rows of the same metric share one scale. Used by the overview's
// "Real visitors' speed" panel.
import { count } from "./scale";
import { ChartFrame } from "./chart-frame";
import { formatVital, METRIC_RULES, RATING_LABELS, rate, type VitalMetric } from "@/lib/domain/web-vitals";

export type ThresholdRow = { label: string; metric: VitalMetric; p75: number; views: number };

type Props = { id: string; title: string; rows: ThresholdRow[]; empty: string };

const WIDTH = 680;
const LABEL = 150;
const VALUE = 230;
const ROW = 30;
const BAR = 14;
const ZONE_CLASS = { good: "fill-green-200", "needs-improvement": "fill-amber-200", poor: "fill-red-200" } as const;

/** Where a row's track ends, in its metric's unit: past the poor threshold, and past the largest p75 of that metric. */
export function trackTop(metric: VitalMetric, rows: ThresholdRow[]): number {
  const largest = Math.max(0, ...rows.filter((r) => r.metric === metric).map((r) => r.p75));
  return Math.max(METRIC_RULES[metric].poor * 1.5, largest * 1.1);
}

export function ThresholdChart({ id, title, rows, empty }: Props) {
  if (rows.length === 0) {
    return (
      <figure aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
        <figcaption id={`${id}-title`} className="font-semibold">
          {title}
        </figcaption>
        <p className="text-gray-600">{empty}</p>
      </figure>
    );
  }
  const span = WIDTH - LABEL - VALUE;
  const said = (r: ThresholdRow) => `${formatVital(r.metric, r.p75)}, ${RATING_LABELS[rate(r.metric, r.p75)]}`;
  const summary = `${title}: ${rows.map((r) => `${r.label} ${said(r)} (${count(r.views)} page views)`).join("; ")}.`;
  return (
    <ChartFrame
      id={id}
      title={title}
      summary={summary}
      columns={["", "p75", "Rating", "Good up to", "Poor above", "Page views"]}
      rows={rows.map((r) => [
        r.label,
        formatVital(r.metric, r.p75),
        RATING_LABELS[rate(r.metric, r.p75)],
        formatVital(r.metric, METRIC_RULES[r.metric].good),
        formatVital(r.metric, METRIC_RULES[r.metric].poor),
        count(r.views),
      ])}
    >
      <svg
        viewBox={`0 0 ${WIDTH} ${rows.length * ROW}`}
        className="h-auto w-full max-w-2xl"
        aria-hidden="true"
        focusable="false"
      >
        {rows.map((r, i) => {
          const { good, poor } = METRIC_RULES[r.metric];
          const top = trackTop(r.metric, rows);
          const x = (value: number) => LABEL + (Math.min(value, top) / top) * span;
          const y = (ROW - BAR) / 2;
          return (
            <g key={`${r.metric}-${r.label}`} transform={`translate(0 ${i * ROW})`}>
              <text
                x={LABEL - 8}
                y={ROW / 2}
                dominantBaseline="middle"
                textAnchor="end"
                className="fill-gray-800 text-[13px]"
              >
                {r.label}
              </text>
              <rect x={LABEL} y={y} width={x(good) - LABEL} height={BAR} className={ZONE_CLASS.good} />
              <rect
                x={x(good)}
                y={y}
                width={x(poor) - x(good)}
                height={BAR}
                className={ZONE_CLASS["needs-improvement"]}
              />
              <rect x={x(poor)} y={y} width={LABEL + span - x(poor)} height={BAR} className={ZONE_CLASS.poor} />
              <rect x={x(r.p75) - 2} y={y - 4} width={4} height={BAR + 8} rx={1} className="fill-ink" />
              <text
                x={LABEL + span + 8}
                y={ROW / 2}
                dominantBaseline="middle"
                className="fill-gray-800 text-[13px] tabular-nums"
              >
                {said(r)}
              </text>
            </g>
          );
        })}
      </svg>
    </ChartFrame>
  );
}
