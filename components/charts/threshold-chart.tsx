// A p75-against-thresholds chart, server-rendered: one row per item, a track (SVG) split into Google's good / needs
// improvement / poor zones for that row's metric, a marker at the p75, and the value with its rating in words (so
// the rating never depends on colour). The words are HTML in CSS px: on a phone the label and its words make one
// line and the track runs full width under them; on wider screens label, track and words sit side by side. Rows of the same metric share one scale. Used by the overview's
// "Real visitors' speed" panel.
import { count } from "./scale";
import { ChartFrame, EmptyChart } from "./chart-frame";
import { formatVital, METRIC_RULES, RATING_LABELS, rate, type VitalMetric } from "@/lib/analytics/vitals-rules";

export type ThresholdRow = { label: string; metric: VitalMetric; p75: number; views: number };

type Props = { id: string; title: string; rows: ThresholdRow[]; empty: string };

/** The track's drawing units: 1000 long, stretched to the room left beside (or under) the words. */
const TRACK = 1000;
const ZONE_CLASS = { good: "fill-green-200", "needs-improvement": "fill-amber-200", poor: "fill-red-200" } as const;

/** Where a row's track ends, in its metric's unit: past the poor threshold, and past the largest p75 of that metric. */
export function trackTop(metric: VitalMetric, rows: ThresholdRow[]): number {
  const largest = Math.max(0, ...rows.filter((r) => r.metric === metric).map((r) => r.p75));
  return Math.max(METRIC_RULES[metric].poor * 1.5, largest * 1.1);
}

export function ThresholdChart({ id, title, rows, empty }: Props) {
  if (rows.length === 0) {
    return <EmptyChart id={id} title={title} empty={empty} />;
  }
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
      <div className="flex max-w-2xl flex-col gap-3 text-[14px] leading-snug text-gray-800" data-chart="thresholds">
        {rows.map((r) => {
          const { good, poor } = METRIC_RULES[r.metric];
          const top = trackTop(r.metric, rows);
          const x = (value: number) => (Math.min(value, top) / top) * TRACK;
          return (
            <div
              key={`${r.metric}-${r.label}`}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 sm:grid-cols-[9rem_minmax(0,1fr)_13rem]"
            >
              <span className="font-medium [overflow-wrap:anywhere] sm:text-right">{r.label}</span>
              {/* On a phone the words come first, on the label's line; the track has a line of its own under them. */}
              <span className="text-right tabular-nums sm:order-last sm:text-left">{said(r)}</span>
              <svg
                viewBox={`0 0 ${TRACK} 22`}
                preserveAspectRatio="none"
                className="col-span-2 block h-[22px] w-full sm:col-span-1"
                aria-hidden="true"
                focusable="false"
              >
                <rect x={0} y={4} width={x(good)} height={14} className={ZONE_CLASS.good} />
                <rect
                  x={x(good)}
                  y={4}
                  width={x(poor) - x(good)}
                  height={14}
                  className={ZONE_CLASS["needs-improvement"]}
                />
                <rect x={x(poor)} y={4} width={TRACK - x(poor)} height={14} className={ZONE_CLASS.poor} />
                <line
                  x1={Math.min(Math.max(x(r.p75), 0.5), TRACK - 0.5)}
                  x2={Math.min(Math.max(x(r.p75), 0.5), TRACK - 0.5)}
                  y1={0}
                  y2={22}
                  strokeWidth={4}
                  vectorEffect="non-scaling-stroke"
                  className="stroke-ink"
                />
              </svg>
            </div>
          );
        })}
      </div>
    </ChartFrame>
  );
}
