import Link from "next/link";
import { requireAdminPage } from "@/lib/auth/guards";
import { countPendingComments } from "@/lib/moderation/moderation";
import { pendingCommentsText } from "@/lib/moderation/copy";
import {
  audiencePerDay,
  audiencePeriod,
  bookingsAndRevenue,
  countRecords,
  OVERVIEW_RANGES,
  type AudiencePeriod,
  type OverviewBucket,
} from "@/lib/admin/overview";
import { SeriesChart, dayLabel } from "@/components/charts/day-chart";
import { formatNaira } from "@/lib/core/format";
import { clicksByPlatform } from "@/lib/smart-links/stats";
import { percent } from "@/components/charts/scale";
import { BarChart } from "@/components/charts/bar-chart";
import { AdminSection } from "@/components/admin/kit/admin-section";
import { PeriodNav } from "@/components/admin/kit/period-nav";
import { ChartGroup } from "@/components/admin/kit/chart-group";
import { RecordCounts } from "@/components/admin/overview/record-counts";
import { WebVitalsPanel } from "@/components/admin/overview/web-vitals-panel";
import { vitalsSummary } from "@/lib/analytics/web-vitals";
import { vitalMetricParam, vitalsPeriod, type VitalsPeriod } from "@/lib/analytics/vitals-schema";
import type { VitalMetric } from "@/lib/analytics/vitals-rules";
import { latestImportRun } from "@/lib/legacy-import/report";
import { importedProgress } from "@/lib/subscribers/imported";
import { LegacyImportCard } from "@/components/admin/overview/legacy-import-card";

type Props = {
  searchParams: Promise<{
    by?: string | string[];
    days?: string | string[];
    speed?: string | string[];
    metric?: string | string[];
  }>;
};
type View = { by: OverviewBucket; days: AudiencePeriod; speed: VitalsPeriod; metric: VitalMetric };

/** The overview's address for a view, defaults left out (so the plain path is the first screen). */
function overviewHref({ by, days, speed, metric }: View): string {
  const search = new URLSearchParams();
  if (by === "week") search.set("by", "week");
  if (days !== 30) search.set("days", String(days));
  if (speed !== 7) search.set("speed", String(speed));
  if (metric !== "LCP") search.set("metric", metric);
  const text = search.toString();
  return text ? `/admin-dashboard?${text}` : "/admin-dashboard";
}

// The dashboard's first screen: how many of each record there are, each linking to the section that manages it, then
// the charts in groups — the audience (new subscribers, comments, reviews per day over 30 or 90 days, `?days=90`),
// bookings and revenue per day or week (`?by=week`), the smart links' clicks by platform, and real visitors' Web
// Vitals over 7 or 30 days (`?speed=30`, one metric broken down: `?metric=INP`); after an import from the old site,
// its card. A new chart joins the group it belongs to, or becomes a group of its own.
export default async function AdminDashboardPage({ searchParams }: Props) {
  await requireAdminPage();
  const params = await searchParams;
  const view: View = {
    by: params.by === "week" ? "week" : "day",
    days: audiencePeriod(params.days),
    speed: vitalsPeriod(params.speed),
    metric: vitalMetricParam(params.metric),
  };
  const [counts, pending, audience, money, platforms, vitals, imported] = await Promise.all([
    countRecords(),
    countPendingComments(),
    audiencePerDay(view.days),
    bookingsAndRevenue(view.by),
    clicksByPlatform(30),
    vitalsSummary(view.speed),
    latestImportRun(),
  ]);
  // Only a site that imported has imported subscribers to follow, so the others pay for the one query above alone.
  const resubscribing = imported ? await importedProgress() : null;
  const period = `per day, last ${view.days} days`;
  const range = OVERVIEW_RANGES[view.by].label;
  const label = view.by === "day" ? dayLabel : (start: string) => `w/c ${dayLabel(start)}`;
  return (
    <AdminSection title="Admin Dashboard" intro="Everything on My Nation Blog at a glance.">
      {pending > 0 && (
        <Link
          href="/admin-dashboard/moderation"
          className="flex items-center gap-3 rounded-lg border-2 border-red-700 bg-white p-4 font-semibold text-red-800 shadow-sm hover:bg-gray-100"
        >
          <span className="rounded-full bg-red-700 px-3 py-1 text-lg text-white tabular-nums">{pending}</span>
          {pendingCommentsText(pending)}
        </Link>
      )}
      <RecordCounts counts={counts} />
      {imported && resubscribing && <LegacyImportCard run={imported} subscribers={resubscribing} />}
      <ChartGroup
        id="audience"
        title="Subscribers, comments and reviews"
        nav={
          <PeriodNav
            label="Audience period"
            options={([30, 90] as const).map((days) => ({
              href: overviewHref({ ...view, days }),
              label: `Last ${days} days`,
              current: days === view.days,
            }))}
          />
        }
      >
        <SeriesChart
          id="subscribers-chart"
          title={`New subscribers (${period})`}
          days={audience.days}
          empty={`No one subscribed in the last ${view.days} days.`}
          series={[{ label: "Subscribers", values: audience.subscribers }]}
        />
        <SeriesChart
          id="comments-chart"
          title={`Comments (${period})`}
          days={audience.days}
          empty={`No comments in the last ${view.days} days.`}
          series={[
            { label: "Post comments", values: audience.postComments },
            { label: "Song comments", values: audience.songComments },
            { label: "Spotlight comments", values: audience.spotlightComments },
          ]}
        />
        <SeriesChart
          id="reviews-chart"
          title={`Reviews (${period})`}
          days={audience.days}
          empty={`No reviews in the last ${view.days} days.`}
          series={[{ label: "Reviews", values: audience.reviews }]}
        />
      </ChartGroup>
      <ChartGroup
        id="bookings-revenue"
        title="Bookings and revenue"
        nav={
          <PeriodNav
            label="Chart period"
            options={(["day", "week"] as const).map((by) => ({
              href: overviewHref({ ...view, by }),
              label: by === "day" ? "Per day" : "Per week",
              current: by === view.by,
            }))}
          />
        }
      >
        <SeriesChart
          id="bookings-chart"
          title={`New bookings (${range})`}
          days={money.starts}
          label={label}
          empty="No bookings in this period."
          series={[{ label: "Bookings", values: money.bookings }]}
        />
        {/* Drawn in naira, so the axis gets round naira amounts. */}
        <SeriesChart
          id="revenue-chart"
          title={`Revenue in naira (${range})`}
          days={money.starts}
          label={label}
          empty="No payments received in this period."
          series={[
            {
              label: "Revenue",
              values: money.revenueKobo.map((k) => k / 100),
              format: (naira) => formatNaira(naira * 100),
            },
          ]}
        />
      </ChartGroup>
      <ChartGroup id="smart-links-overview" title="Smart links">
        <BarChart
          id="clicks-by-platform"
          title="Clicks by platform (last 30 days)"
          unit="clicks"
          empty="No smart link clicks in the last 30 days."
          bars={platforms.map((p) => ({ label: p.label, value: p.clicks, note: percent(p.share) }))}
        />
      </ChartGroup>
      <ChartGroup
        id="web-vitals"
        title="Real visitors' speed"
        nav={
          <PeriodNav
            label="Speed period"
            options={([7, 30] as const).map((speed) => ({
              href: overviewHref({ ...view, speed }),
              label: `Last ${speed} days`,
              current: speed === view.speed,
            }))}
          />
        }
      >
        <WebVitalsPanel
          summary={vitals}
          metric={view.metric}
          metricHref={(metric) => overviewHref({ ...view, metric })}
        />
      </ChartGroup>
    </AdminSection>
  );
}
