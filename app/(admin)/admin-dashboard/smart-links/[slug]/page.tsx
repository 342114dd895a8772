import Link from "next/link";
import { notFound } from "next/navigation";
import { requireAdminPage } from "@/lib/auth/guards";
import { env } from "@/lib/config/env";
import { findSmartLinkForManager } from "@/lib/smart-links/smart-links";
import { smartLinkStats } from "@/lib/smart-links/stats";
import { linkFunnel } from "@/lib/analytics/attribution-report";
import { PLATFORMS } from "@/lib/smart-links/platforms";
import { statsPeriodFrom } from "@/lib/smart-links/stats-schema";
import { AdminSection } from "@/components/admin/kit/admin-section";
import { LinkStats } from "@/components/smart-links/link-stats";
import { firstParam, type SearchParams } from "@/lib/http/search-params";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<SearchParams> };

// One link's statistics for admins (hidden links too), the same screen its owner sees; the period in ?days= or
// ?from=&to=.
export default async function SmartLinkStatsAdminPage({ params, searchParams }: Props) {
  await requireAdminPage();
  const link = await findSmartLinkForManager((await params).slug);
  if (!link) notFound();
  const query = await searchParams;
  const { period, error } = statsPeriodFrom((name) => firstParam(query, name));
  const stats = await smartLinkStats(link.id, period);
  const funnel = await linkFunnel(link.slug, stats.from, stats.to);
  const address = `${env.siteUrl}/smartlink/${link.slug}`;
  return (
    <AdminSection
      title={`Statistics: ${link.songTitle}`}
      intro={
        <>
          By {link.artistName}
          {link.hidden ? " · hidden" : ""} ·{" "}
          <a href={address} className="text-brand-dark underline">
            {address}
          </a>{" "}
          ·{" "}
          <Link href="/admin-dashboard/smart-links" className="text-brand-dark underline">
            All smart links
          </Link>
        </>
      }
    >
      <LinkStats
        stats={stats}
        offered={PLATFORMS.filter((p) => link[p.field]).map((p) => p.key)}
        slug={link.slug}
        funnel={funnel}
        path={`/admin-dashboard/smart-links/${link.slug}`}
        rangeError={error}
      />
    </AdminSection>
  );
}
