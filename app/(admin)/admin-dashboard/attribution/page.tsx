import { requireAdminPage } from "@/lib/auth/guards";
import { attributionReport, type Credit } from "@/lib/analytics/attribution-report";
import { reportQuery } from "@/lib/analytics/report-schema";
import {
  REPORT_PERIODS,
  TOUCH_MODELS,
  touchModelLabel,
  type ReportPeriod,
  type ReportTable,
  type TouchModel,
} from "@/lib/analytics/report-rules";
import { formatDate, formatNaira } from "@/lib/core/format";
import { firstParam, type SearchParamsProps } from "@/lib/http/search-params";
import { AdminSection } from "@/components/admin/kit/admin-section";
import { ChartGroup } from "@/components/admin/kit/chart-group";
import { PeriodNav } from "@/components/admin/kit/period-nav";
import { BarChart, type Bar } from "@/components/charts/bar-chart";
import { count } from "@/components/charts/scale";

type View = { days: ReportPeriod; touch: TouchModel };
const PATH = "/admin-dashboard/attribution";

/** The report's address for a view, defaults left out. */
function reportHref({ days, touch }: View): string {
  const search = new URLSearchParams();
  if (days !== 30) search.set("days", String(days));
  if (touch !== "last") search.set("touch", touch);
  const text = search.toString();
  return text ? `${PATH}?${text}` : PATH;
}

const csvHref = ({ days, touch }: View, table: ReportTable) =>
  `/mnb/api/attribution?${new URLSearchParams({ days: String(days), touch, format: "csv", table })}`;

/** What the bars show: naira when any was paid, else bookings, else visits, else views (posts and smart links). */
function barsOf<R extends Credit & { views?: number }>(rows: R[], label: (r: R) => string, what: string) {
  const pick = rows.some((r) => r.paidKobo > 0)
    ? { title: `Naira paid by ${what}`, unit: "paid", value: (r: R) => r.paidKobo / 100, format: naira }
    : rows.some((r) => r.bookings > 0)
      ? { title: `Bookings by ${what}`, unit: "bookings", value: (r: R) => r.bookings, format: count }
      : rows.some((r) => r.visits > 0)
        ? { title: `Site visits by ${what}`, unit: "visits", value: (r: R) => r.visits, format: count }
        : { title: `Views by ${what}`, unit: "views", value: (r: R) => r.views ?? 0, format: count };
  const bars: Bar[] = rows.slice(0, 10).map((r) => ({ label: label(r), value: Math.max(pick.value(r), 0) }));
  return { ...pick, bars };
}
const naira = (n: number) => formatNaira(Math.round(n * 100));

function CsvLink({ view, table, name }: { view: View; table: ReportTable; name: string }) {
  return (
    <a href={csvHref(view, table)} download className="text-sm text-brand-dark underline">
      Download CSV<span className="sr-only"> of {name}</span>
    </a>
  );
}

/** One table of the report: its bar chart (titled by what the bars show), its numbers open under it, its CSV link. */
function ReportGroup<R extends Credit & { views?: number }>(props: {
  id: string;
  title: string;
  table: ReportTable;
  view: View;
  what: string;
  empty: string;
  rows: R[];
  label: (row: R) => string;
  columns: string[];
  cells: (row: R) => (string | number)[];
}) {
  const chart = barsOf(props.rows, props.label, props.what);
  return (
    <ChartGroup
      id={props.id}
      title={props.title}
      nav={<CsvLink view={props.view} table={props.table} name={props.title.toLowerCase()} />}
    >
      <BarChart
        id={`${props.table}-chart`}
        title={`${chart.title} (last ${props.view.days} days)`}
        unit={chart.unit}
        format={chart.format}
        bars={chart.bars}
        empty={props.empty}
        table={{ columns: props.columns, rows: props.rows.map(props.cells) }}
      />
    </ChartGroup>
  );
}

// Where bookings come from (docs/features/attribution.md): over the last 7, 30 or 90 Lagos days, the site visits,
// bookings and naira paid (less refunds) credited to each channel, campaign, landing post and smart link, by the
// visitor's last touch or first (`?days=`, `?touch=`). Each table is a bar chart with its numbers under it and a CSV
// download; every figure comes from the daily roll-ups (lib/analytics/attribution-report.ts), one query per table.
export default async function AttributionPage({ searchParams }: SearchParamsProps) {
  await requireAdminPage();
  const params = await searchParams;
  const view: View = reportQuery.parse({
    days: firstParam(params, "days") || undefined,
    touch: firstParam(params, "touch") || undefined,
  });
  const report = await attributionReport(view.days, view.touch);
  const { totals } = report;
  const model = touchModelLabel(view.touch).toLowerCase();
  return (
    <AdminSection
      title="Where bookings come from"
      intro={`${formatDate(report.from)} to ${formatDate(report.to)}, Lagos days. Credit goes to each visitor's ${model}.`}
    >
      <div className="flex flex-wrap gap-4">
        <PeriodNav
          label="Report period"
          options={REPORT_PERIODS.map((days) => ({
            href: reportHref({ ...view, days }),
            label: `Last ${days} days`,
            current: days === view.days,
          }))}
        />
        <PeriodNav
          label="Touch model"
          options={TOUCH_MODELS.map((touch) => ({
            href: reportHref({ ...view, touch }),
            label: touchModelLabel(touch),
            current: touch === view.touch,
          }))}
        />
      </div>
      <p id="attribution-summary" className="rounded-lg bg-white p-4 shadow-sm">
        {totals.visits === 0 && totals.bookings === 0 && totals.paidKobo === 0
          ? "Nothing has been credited in this period yet. A site visit, booking or payment is credited once a visitor who came from a link, a post or a campaign makes it."
          : `${count(totals.visits)} site ${totals.visits === 1 ? "visit" : "visits"}, ${count(totals.bookings)} ${totals.bookings === 1 ? "booking" : "bookings"} and ${formatNaira(totals.paidKobo)} paid were credited to where visitors came from (${model}).`}
      </p>
      <ReportGroup
        id="by-channel"
        title="Channels"
        table="channels"
        view={view}
        what="channel"
        empty="No visits or bookings from any channel in this period."
        rows={report.channels}
        label={(r) => r.label}
        columns={["Channel", "Site visits", "Bookings", "Paid"]}
        cells={(r) => [r.label, count(r.visits), count(r.bookings), formatNaira(r.paidKobo)]}
      />
      <ReportGroup
        id="by-campaign"
        title="Campaigns"
        table="campaigns"
        view={view}
        what="campaign"
        empty="No visits or bookings from a campaign (utm_campaign) in this period."
        rows={report.campaigns}
        label={(r) => r.label}
        columns={["Campaign", "Site visits", "Bookings", "Paid"]}
        cells={(r) => [r.label, count(r.visits), count(r.bookings), formatNaira(r.paidKobo)]}
      />
      <ReportGroup
        id="by-post"
        title="Landing posts"
        table="posts"
        view={view}
        what="landing post"
        empty="No post was viewed or led to a booking in this period."
        rows={report.posts}
        label={(r) => r.title}
        columns={["Post", "Views", "Site visits", "Bookings", "Paid", "₦ per 1,000 views"]}
        cells={(r) => [
          r.title,
          count(r.views),
          count(r.visits),
          count(r.bookings),
          formatNaira(r.paidKobo),
          r.koboPerThousandViews === null ? "–" : formatNaira(r.koboPerThousandViews),
        ]}
      />
      <ReportGroup
        id="by-smart-link"
        title="Smart links"
        table="links"
        view={view}
        what="smart link"
        empty="No smart link was viewed or led to a booking in this period."
        rows={report.links}
        label={(r) => r.title}
        columns={["Smart link", "Views", "Platform clicks", "Site visits", "Bookings", "Paid"]}
        cells={(r) => [
          r.title,
          count(r.views),
          count(r.clicks),
          count(r.visits),
          count(r.bookings),
          formatNaira(r.paidKobo),
        ]}
      />
    </AdminSection>
  );
}
