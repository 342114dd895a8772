import Link from "next/link";
import { requireAdminPage } from "@/lib/auth/guards";
import { bookingsAndRevenue, countRecords, OVERVIEW_RANGES, RECORD_KINDS, type OverviewBucket } from "@/lib/data/admin-overview";
import { SeriesChart, dayLabel } from "@/components/charts/day-chart";
import { formatNaira } from "@/lib/format";
import { clicksByPlatform } from "@/lib/data/smart-link-stats";
import { percent } from "@/components/charts/scale";
import { BarChart } from "@/components/charts/bar-chart";
import { AdminSection } from "@/components/admin/admin-section";
import { findSection } from "@/components/admin/sections";

type Props = { searchParams: Promise<{ by?: string | string[] }> };

// The dashboard's first screen: how many of each record there are, each linking to the section that manages it, new
// bookings and revenue per day or week (`?by=week`), and the smart links' clicks by platform over the last 30 days.
export default async function AdminDashboardPage({ searchParams }: Props) {
  await requireAdminPage();
  const by: OverviewBucket = (await searchParams).by === "week" ? "week" : "day";
  const [counts, platforms, money] = await Promise.all([countRecords(), clicksByPlatform(30), bookingsAndRevenue(by)]);
  const range = OVERVIEW_RANGES[by].label;
  const label = by === "day" ? dayLabel : (start: string) => `w/c ${dayLabel(start)}`;
  return (
    <AdminSection title="Admin Dashboard" intro="Everything on My Nation Blog at a glance.">
      <ul aria-label="Record counts" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
        {RECORD_KINDS.map((kind) => {
          const section = kind.section ? findSection(kind.section) : undefined;
          const body = (
            <>
              <span className="block text-3xl font-bold tabular-nums">{counts[kind.key].toLocaleString("en-NG")}</span>
              <span className="text-sm text-gray-700">{kind.label}</span>
            </>
          );
          return (
            <li key={kind.key} className="rounded-lg bg-white shadow-sm">
              {section ? (
                <Link href={section.href} className="block p-4 hover:bg-gray-100">{body}</Link>
              ) : (
                <div className="p-4">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
      <section aria-labelledby="bookings-revenue" className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="bookings-revenue" className="text-lg font-semibold">Bookings and revenue</h2>
          <nav aria-label="Chart period" className="flex gap-2 text-sm">
            {(["day", "week"] as const).map((b) => (
              <Link key={b} href={b === "day" ? "/admin-dashboard" : "/admin-dashboard?by=week"} aria-current={b === by ? "page" : undefined}
                className={`rounded px-3 py-1 ${b === by ? "bg-brand-dark text-white" : "bg-gray-100 text-ink hover:bg-gray-200"}`}>
                {b === "day" ? "Per day" : "Per week"}
              </Link>
            ))}
          </nav>
        </div>
        <SeriesChart id="bookings-chart" title={`New bookings (${range})`} days={money.starts} label={label} empty="No bookings in this period."
          series={[{ label: "Bookings", values: money.bookings }]} />
        {/* Drawn in naira, so the axis gets round naira amounts. */}
        <SeriesChart id="revenue-chart" title={`Revenue in naira (${range})`} days={money.starts} label={label} empty="No payments received in this period."
          series={[{ label: "Revenue", values: money.revenueKobo.map((k) => k / 100), format: (naira) => formatNaira(naira * 100) }]} />
      </section>
      <section className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
        <BarChart id="clicks-by-platform" title="Clicks by platform (last 30 days)" unit="clicks" empty="No smart link clicks in the last 30 days."
          bars={platforms.map((p) => ({ label: p.label, value: p.clicks, note: percent(p.share) }))} />
      </section>
    </AdminSection>
  );
}
