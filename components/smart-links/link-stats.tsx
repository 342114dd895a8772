// One smart link's statistics for a period, for its owner (/music-links/mine/{slug}) and for admins
// (/admin-dashboard/smart-links/{slug}): the period links (?days=), the totals, views and clicks by day, clicks per
// platform, and where the visits came from (country, referrer, device, app or browser, OS, browser, channel, QR), with
// a CSV download of the same figures. Server-rendered from smartLinkStats (the daily roll-up).
import Link from "@/components/ui/link";
import type { Breakdown, SmartLinkStats } from "@/lib/smart-links/stats";
import type { LinkRow } from "@/lib/analytics/attribution-report";
import { formatNaira } from "@/lib/core/format";
import { STATS_PERIODS, statsPeriodLabel, type StatsPeriod } from "@/lib/smart-links/stats-schema";
import type { PlatformKey } from "@/lib/smart-links/platforms";
import { BarChart } from "@/components/charts/bar-chart";
import { DayChart } from "@/components/charts/day-chart";
import { count, percent } from "@/components/charts/scale";
import { automatedNote } from "@/lib/smart-links/copy";

type Props = {
  stats: SmartLinkStats;
  /** The platforms the link offers: shown even with no clicks (others only when they have some). */
  offered: PlatformKey[];
  /** This screen's address without its query: the period links and the range form go there. */
  path: string;
  /** Why the asked ?from=&to= range was not used (the default period is shown instead). */
  rangeError?: string;
  /** The link's slug: the CSV download asks the statistics route for the same period. */
  slug: string;
  /** From the link to naira over the same days: the site visits, bookings and payments it brought. */
  funnel: LinkRow;
};

export function LinkStats({ stats, offered, path, rangeError, slug, funnel }: Props) {
  const { totals } = stats;
  const periodQuery = stats.custom ? `from=${stats.from}&to=${stats.to}` : `days=${stats.days}`;
  const periodName = stats.custom
    ? `${stats.from} to ${stats.to}`
    : statsPeriodLabel(stats.days as StatsPeriod).toLowerCase();
  const platforms = stats.platforms.filter((p) => offered.includes(p.key) || p.clicks > 0);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-2">
        <nav aria-label="Period" className="flex flex-wrap gap-2">
          {STATS_PERIODS.map((days) => (
            <Link
              key={days}
              href={`${path}?days=${days}`}
              scroll={false}
              aria-current={!stats.custom && days === stats.days ? "page" : undefined}
              className={`rounded-full border px-3 py-1 text-sm ${!stats.custom && days === stats.days ? "border-brand-dark bg-brand-dark text-white" : "border-gray-300 text-gray-800 hover:bg-gray-100"}`}
            >
              {statsPeriodLabel(days)}
            </Link>
          ))}
        </nav>
        <a
          href={`/mnb/api/smart-links/${encodeURIComponent(slug)}/stats?${periodQuery}&format=csv`}
          download
          className="ml-auto rounded-full border border-gray-300 px-3 py-1 text-sm text-gray-800 hover:bg-gray-100"
        >
          Download CSV
        </a>
      </div>

      {/* A custom range: a plain GET form, so it works without JavaScript and the address can be shared. */}
      <form method="get" action={path} aria-label="Custom period" className="flex flex-wrap items-end gap-3 text-sm">
        {(
          [
            ["from", "From"],
            ["to", "To"],
          ] as const
        ).map(([name, label]) => (
          <label key={name} className="flex flex-col gap-1">
            <span className="font-medium">{label}</span>
            <input
              type="date"
              name={name}
              required
              defaultValue={stats.custom ? stats[name] : undefined}
              aria-invalid={rangeError ? true : undefined}
              aria-describedby={rangeError ? "range-error" : undefined}
              className="rounded-md border border-gray-300 px-2 py-1"
            />
          </label>
        ))}
        <button type="submit" className="rounded-full bg-brand-dark px-4 py-1.5 font-semibold text-white hover:bg-ink">
          Show
        </button>
        {rangeError && (
          <p id="range-error" role="alert" className="w-full text-red-700">
            {rangeError}
          </p>
        )}
      </form>

      <section aria-label="Totals">
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Figure label="Views" value={count(totals.views)} note={`${count(totals.uniqueViews)} unique`} />
          <Figure label="Clicks" value={count(totals.clicks)} note={`${count(totals.uniqueClicks)} unique`} />
          <Figure label="Click-through" value={percent(totals.clickThrough)} note="unique clicks per unique view" />
          <Figure
            label="Link previews"
            value={count(totals.previews)}
            note="bots and preview cards, not counted above"
          />
        </dl>
        {automatedNote(totals.automatedClicks, totals.automatedViews) && (
          <p role="note" className="mt-3 rounded bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {automatedNote(totals.automatedClicks, totals.automatedViews)}
          </p>
        )}
      </section>

      <section aria-labelledby="to-bookings" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="to-bookings" className="font-semibold">
          From the link to bookings
        </h2>
        <p className="text-sm text-gray-700">
          Fans whose last way here was this link: their visits to the rest of My Nation Blog, the studio bookings they
          made and what they paid (less refunds).
        </p>
        <ol aria-label="From the link to bookings" className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
          <Step label="Views" value={count(funnel.views)} />
          <Step label="Platform clicks" value={count(funnel.clicks)} />
          <Step label="Site visits" value={count(funnel.visits)} />
          <Step label="Bookings" value={count(funnel.bookings)} />
          <Step label="Paid" value={formatNaira(funnel.paidKobo)} />
        </ol>
      </section>

      <section className="rounded-lg bg-white p-4 shadow-sm">
        <DayChart id="by-day" title={`Views and clicks per day (${periodName})`} days={stats.byDay} />
      </section>

      <section className="rounded-lg bg-white p-4 shadow-sm">
        <BarChart
          id="by-platform"
          title="Clicks by platform"
          unit="clicks"
          bars={platforms.map((p) => ({
            label: p.label,
            value: p.clicks,
            note: `${percent(p.share)}, ${count(p.uniques)} unique`,
          }))}
        />
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <BreakdownTable title="Countries" rows={stats.countries} />
        <BreakdownTable title="Referrers" rows={stats.referrers} />
        <BreakdownTable title="Devices" rows={stats.devices} />
        <BreakdownTable title="Browser or in-app" rows={stats.apps} />
        <BreakdownTable title="Operating systems" rows={stats.systems} />
        <BreakdownTable title="Browsers" rows={stats.browsers} />
        <BreakdownTable title="Channels (utm_source)" rows={stats.channels} />
        <BreakdownTable title="Media (utm_medium)" rows={stats.mediums} />
        <BreakdownTable title="Campaigns (utm_campaign)" rows={stats.campaigns} />
        <BreakdownTable title="QR code or link" rows={stats.sources} />
      </div>
    </div>
  );
}

function Step({ label, value }: { label: string; value: string }) {
  return (
    <li className="rounded-md bg-gray-50 p-3">
      <span className="block text-sm text-gray-700">{label}</span>
      <span className="block text-xl font-bold tabular-nums">{value}</span>
    </li>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="rounded-lg bg-white p-4 shadow-sm">
      <dt className="text-sm text-gray-700">{label}</dt>
      <dd className="text-3xl font-bold tabular-nums">{value}</dd>
      <dd className="text-xs text-gray-600">{note}</dd>
    </div>
  );
}

function BreakdownTable({ title, rows }: { title: string; rows: Breakdown[] }) {
  return (
    <section className="rounded-lg bg-white p-4 shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold">{title}</caption>
        <thead className="border-b">
          <tr>
            <th scope="col" className="py-1 pr-4 font-medium">
              <span className="sr-only">{title}</span>
            </th>
            <th scope="col" className="py-1 pr-4 text-right font-medium">
              Views
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Clicks
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={3} className="py-2 text-gray-600">
                Nothing recorded in this period.
              </td>
            </tr>
          ) : (
            rows.map((r) => (
              <tr key={r.value} className="border-b last:border-0">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {r.label}
                </th>
                <td className="py-1 pr-4 text-right tabular-nums">{count(r.views)}</td>
                <td className="py-1 text-right tabular-nums">{count(r.clicks)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
