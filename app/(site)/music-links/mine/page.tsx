import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { requireUserPage } from "@/lib/auth/guards";
import { env } from "@/lib/config/env";
import { listOwnSmartLinks } from "@/lib/smart-links/smart-links";
import { withTotals } from "@/lib/smart-links/stats";
import { withWaiting } from "@/lib/release-reminders/release-reminders";
import { pageParam } from "@/lib/core/form-basics";
import { SMART_LINKS_PAGE_SIZE } from "@/lib/smart-links/stats-schema";
import { OwnLinks } from "@/components/smart-links/own-links";
import { LinkPageForm } from "@/components/smart-links/link-page-form";
import { getOwnLinkPage } from "@/lib/smart-links/link-pages";
import { RoutePager } from "@/components/ui/route-pager";
import { firstParam, type SearchParamsProps } from "@/lib/http/search-params";

// Per signed-in user, read on every request: allowed to block, never cached.
export const instant = false;

export const metadata: Metadata = { title: "Your Smart Links", robots: { index: false } };

const PATH = "/music-links/mine";

// The smart links the signed-in user created, newest first, ten a page (?page=n).
export default async function MySmartLinksPage({ searchParams }: SearchParamsProps) {
  const caller = await requireUserPage();
  const page = pageParam.parse(firstParam(await searchParams, "page"));
  const [{ links, totalPages, total }, linkPage] = await Promise.all([
    listOwnSmartLinks(caller.id, { page, size: SMART_LINKS_PAGE_SIZE })
      .then(withTotals)
      .then(async (own) => ({ ...own, links: await withWaiting(own.links) })),
    getOwnLinkPage(caller.id),
  ]);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12">
      <div>
        <h1 className="font-serif text-3xl font-bold">Your Smart Links</h1>
        <p className="mt-1 text-gray-700">
          {total} {total === 1 ? "link" : "links"}.{" "}
          <Link href="/music-links" className="text-brand-dark underline">
            Create a smart link
          </Link>
        </p>
      </div>
      <LinkPageForm initial={linkPage} siteUrl={env.siteUrl} />
      {total === 0 ? (
        <p>
          You have not created any smart links yet.{" "}
          <Link href="/music-links" className="text-brand-dark underline">
            Create your first one
          </Link>{" "}
          while signed in and it appears here with its statistics.
        </p>
      ) : links.length === 0 ? (
        <p>
          There are no links on this page.{" "}
          <Link href={PATH} className="text-brand-dark underline">
            Back to the first page
          </Link>
        </p>
      ) : (
        <RoutePager
          path={PATH}
          page={page}
          totalPages={totalPages}
          label="Smart link pages"
          loadingText="Loading smart links..."
        >
          <OwnLinks links={links} siteUrl={env.siteUrl} />
        </RoutePager>
      )}
    </div>
  );
}
