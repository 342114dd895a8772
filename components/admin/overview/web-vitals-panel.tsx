// The overview's "Real visitors' speed" charts: the p75 of each Web Vital over the period against Google's
// thresholds, a sentence saying the same, and one metric (chosen in the URL, `?metric=`) broken down by page
// template, country group and device class. All from one query (vitalsSummary). A figure fewer than MIN_VISITORS
// different visitors stand behind reads "not enough data yet" instead. Server-rendered; no script.
import { Fragment } from "react";
import { ThresholdChart, type ThresholdRow } from "@/components/charts/threshold-chart";
import { PeriodNav } from "@/components/admin/kit/period-nav";
import { VITALS_NOT_ENOUGH_DATA } from "@/lib/analytics/vitals-copy";
import type { VitalFigure, VitalsDimension, VitalsSummary } from "@/lib/analytics/web-vitals";
import {
  COUNTRY_GROUP_LABELS,
  COUNTRY_GROUPS,
  DEVICE_LABELS,
  enoughVisitors,
  formatVital,
  RATING_LABELS,
  TEMPLATE_LABELS,
  VITAL_METRICS,
  type VitalMetric,
} from "@/lib/analytics/vitals-rules";
import { PAGE_TEMPLATES } from "@/lib/analytics/page-template";
import { DEVICE_CLASSES } from "@/lib/http/visit";

const DIMENSIONS: { key: VitalsDimension; title: string; values: readonly string[]; labels: Record<string, string> }[] =
  [
    { key: "template", title: "page template", values: PAGE_TEMPLATES, labels: TEMPLATE_LABELS },
    { key: "countryGroup", title: "country group", values: COUNTRY_GROUPS, labels: COUNTRY_GROUP_LABELS },
    { key: "device", title: "device class", values: DEVICE_CLASSES, labels: DEVICE_LABELS },
  ];

type Props = { summary: VitalsSummary; metric: VitalMetric; metricHref: (metric: VitalMetric) => string };

export function WebVitalsPanel({ summary, metric, metricHref }: Props) {
  const period = `last ${summary.days} days`;
  if (VITAL_METRICS.every((m) => summary.metrics[m] === null)) {
    return <p className="text-gray-600">No visitor sent speed measurements in the {period}.</p>;
  }
  // A figure too few different visitors stand behind is not shown: one visitor's views (or script) would be it.
  const measured = VITAL_METRICS.flatMap((m) => {
    const figure = summary.metrics[m];
    return figure && enoughVisitors(figure)
      ? [{ label: m, metric: m, p75: figure.p75, views: figure.count, rating: figure.rating }]
      : [];
  });
  const waiting = VITAL_METRICS.filter((m) => {
    const figure = summary.metrics[m];
    return figure && !enoughVisitors(figure);
  });
  const chosen = summary.metrics[metric];
  return (
    <>
      {measured.length > 0 && (
        <p>
          At the 75th percentile over the {period}:{" "}
          {measured.map((r) => `${r.metric} ${formatVital(r.metric, r.p75)} (${RATING_LABELS[r.rating]})`).join(", ")}.{" "}
          Google counts a page as fast when each of these is good for three visits in four.
        </p>
      )}
      {waiting.length > 0 && (
        <p className="text-gray-600">
          {waiting.join(", ")}: {VITALS_NOT_ENOUGH_DATA}
        </p>
      )}
      <ThresholdChart id="vitals-p75" title={`p75 of each metric (${period})`} rows={measured} empty="" />
      <PeriodNav
        label="Metric to break down"
        options={VITAL_METRICS.map((m) => ({ href: metricHref(m), label: m, current: m === metric }))}
      />
      {DIMENSIONS.map((d) => {
        const by = (chosen?.by[d.key] ?? {}) as Record<string, VitalFigure>;
        const rows: ThresholdRow[] = d.values
          .filter((v) => by[v] && enoughVisitors(by[v]))
          .map((v) => ({ label: d.labels[v], metric, p75: by[v].p75, views: by[v].count }));
        const few = d.values.filter((v) => by[v] && !enoughVisitors(by[v])).map((v) => d.labels[v]);
        return (
          <Fragment key={d.key}>
            <ThresholdChart
              id={`vitals-by-${d.key}`}
              title={`${metric} p75 by ${d.title} (${period})`}
              rows={rows}
              empty={
                few.length ? `${metric}: ${VITALS_NOT_ENOUGH_DATA}` : `No ${metric} measurements in the ${period}.`
              }
            />
            {rows.length > 0 && few.length > 0 && (
              <p className="text-sm text-gray-600">
                {few.join(", ")}: {VITALS_NOT_ENOUGH_DATA}
              </p>
            )}
          </Fragment>
        );
      })}
    </>
  );
}
