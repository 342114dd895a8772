import Link from "next/link";
import { requireAdminPage } from "@/lib/auth/guards";
import { countRecords, RECORD_KINDS } from "@/lib/data/admin-overview";
import { clicksByPlatform } from "@/lib/data/smart-link-stats";
import { percent } from "@/components/charts/scale";
import { BarChart } from "@/components/charts/bar-chart";
import { AdminSection } from "@/components/admin/admin-section";
import { findSection } from "@/components/admin/sections";

// The dashboard's first screen: how many of each record there are, each linking to the section that manages it, and
// the smart links' clicks by platform over the last 30 days (from the daily roll-up).
export default async function AdminDashboardPage() {
  await requireAdminPage();
  const [counts, platforms] = await Promise.all([countRecords(), clicksByPlatform(30)]);
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
      <section className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
        <BarChart id="clicks-by-platform" title="Clicks by platform (last 30 days)" unit="clicks" empty="No smart link clicks in the last 30 days."
          bars={platforms.map((p) => ({ label: p.label, value: p.clicks, note: percent(p.share) }))} />
      </section>
    </AdminSection>
  );
}
