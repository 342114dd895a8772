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

/** The figures credited in every table, after the row's own. */
const CREDITED = ["Site visits", "Bookings", "Paid"];
const credited = (r: Credit) => [count(r.visits), count(r.bookings), formatNaira(r.paidKobo)];

/** Each table's group: its id, heading (what the bars are "by" is its singular) and the sentence when it is empty. */
const GROUPS: Record<ReportTable, { id: string; title: string; empty: string }> = {
  channels: { id: "by-channel", title: "Channels", empty: "No visits or bookings from any channel in this period." },
  campaigns: {
    id: "by-campaign",
    title: "Campaigns",
    empty: "No visits or bookings from a campaign (utm_campaign) in this period.",
  },
  posts: { id: "by-post", title: "Landing posts", empty: "No post was viewed or led to a booking in this period." },
  links: {
    id: "by-smart-link",
    title: "Smart links",
    empty: "No smart link was viewed or led to a booking in this period.",
  },
};

/**
 * One table of the report: its bar chart (titled by what the bars show), its numbers open under it (the first cell
 * names the row, and labels its bar), its CSV link.
 */
function ReportGroup<R extends Credit & { views?: number }>(props: {
  table: ReportTable;
  view: View;
  rows: R[];
  columns: string[];
  cells: (row: R) => (string | number)[];
}) {
  const { id, title, empty } = GROUPS[props.table];
  const chart = barsOf(props.rows, (r) => String(props.cells(r)[0]), title.toLowerCase().slice(0, -1));
  return (
    <ChartGroup
      id={id}
      title={title}
      nav={<CsvLink view={props.view} table={props.table} name={title.toLowerCase()} />}
    >
      <BarChart
        id={`${props.table}-chart`}
        title={`${chart.title} (last ${props.view.days} days)`}
        unit={chart.unit}
        format={chart.format}
        bars={chart.bars}
        empty={empty}
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
      {(["channels", "campaigns"] as const).map((table) => (
        <ReportGroup
          key={table}
          table={table}
          view={view}
          rows={report[table]}
          columns={[GROUPS[table].title.slice(0, -1), ...CREDITED]}
          cells={(r) => [r.label, ...credited(r)]}
        />
      ))}
      <ReportGroup
        table="posts"
        view={view}
        rows={report.posts}
        columns={["Post", "Views", ...CREDITED, "₦ per 1,000 views"]}
        cells={(r) => [
          r.title,
          count(r.views),
          ...credited(r),
          r.koboPerThousandViews === null ? "–" : formatNaira(r.koboPerThousandViews),
        ]}
      />
      <ReportGroup
        table="links"
        view={view}
        rows={report.links}
        columns={["Smart link", "Views", "Platform clicks", ...CREDITED]}
        cells={(r) => [r.title, count(r.views), count(r.clicks), ...credited(r)]}
      />
    </AdminSection>
  );
}
