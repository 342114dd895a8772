import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { requireUserPage } from "@/lib/auth/guards";
import { env } from "@/lib/config/env";
import { findSmartLinkForManager } from "@/lib/smart-links/smart-links";
import { mayManage, smartLinkStats } from "@/lib/smart-links/stats";
import { linkFunnel } from "@/lib/analytics/attribution-report";
import { PLATFORMS } from "@/lib/smart-links/platforms";
import { statsPeriodFrom } from "@/lib/smart-links/stats-schema";
import { LinkStats } from "@/components/smart-links/link-stats";
import { firstParam, type SearchParams } from "@/lib/http/search-params";

// Per signed-in user, read on every request: allowed to block, never cached.
export const instant = false;

export const metadata: Metadata = { title: "Smart Link Statistics", robots: { index: false } };

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<SearchParams> };

// One link's statistics for its owner (admins too), the period in the URL (?days=7|30|90|365, or ?from=&to=). Someone else's link is
// answered like a missing one: the not-found page, which does not tell whether the link exists.
export default async function SmartLinkStatsPage({ params, searchParams }: Props) {
  const caller = await requireUserPage();
  const { slug } = await params;
  const link = await findSmartLinkForManager(slug);
  if (!link || !mayManage(link, caller)) notFound();
  const query = await searchParams;
  const { period, error } = statsPeriodFrom((name) => firstParam(query, name));
  const stats = await smartLinkStats(link.id, period);
  const funnel = await linkFunnel(link.slug, stats.from, stats.to);
  const address = `${env.siteUrl}/smartlink/${link.slug}`;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-12">
      <div>
        <p className="text-sm">
          <Link href="/music-links/mine" className="text-brand-dark underline">
            Your smart links
          </Link>
        </p>
        <h1 className="font-serif text-3xl font-bold">
          {link.songTitle} <span className="font-normal text-gray-700">by {link.artistName}</span>
        </h1>
        <p className="mt-1 text-gray-700">
          {link.hidden ? "Hidden by an admin: its page is not on show. " : "Share: "}
          <a href={address} className="break-all text-brand-dark underline">
            {address}
          </a>
        </p>
      </div>
      <LinkStats
        stats={stats}
        offered={PLATFORMS.filter((p) => link[p.field]).map((p) => p.key)}
        slug={link.slug}
        funnel={funnel}
        path={`/music-links/mine/${link.slug}`}
        rangeError={error}
      />
    </div>
  );
}
