import Link from "next/link";
import { requireAdminPage } from "@/lib/auth/guards";
import { searchSmartLinks } from "@/lib/data/smart-links";
import { withTotals } from "@/lib/data/smart-link-stats";
import { SMART_LINKS_PAGE_SIZE } from "@/lib/validations/smart-link-stats";
import { AdminCard, AdminSection } from "@/components/admin/admin-section";
import { AdminSearch } from "@/components/admin/admin-search";
import { readAdminQuery } from "@/components/admin/admin-query";
import { SmartLinksTable } from "@/components/admin/smart-links-table";
import { RoutePager } from "@/components/ui/route-pager";
import { type SearchParamsProps } from "@/lib/search-params";

const PATH = "/admin-dashboard/smart-links";

// Smart Links: every link anyone made, searched by title or artist, paged, each edited in its row, hidden or shown,
// deleted, and its statistics one click away (search, page and the row being edited live in the URL).
export default async function SmartLinksSectionPage({ searchParams }: SearchParamsProps) {
  await requireAdminPage();
  const query = readAdminQuery(await searchParams);
  const { links, page, totalPages, total } = await withTotals(
    await searchSmartLinks({ ...query, size: SMART_LINKS_PAGE_SIZE }),
  );
  return (
    <AdminSection
      title="Smart Links"
      intro={
        <>
          {total} {total === 1 ? "link" : "links"}
          {query.q ? ` matching “${query.q}”` : ""}. Visitors create them at{" "}
          <Link href="/music-links" className="text-brand-dark underline">
            /music-links
          </Link>
          .
        </>
      }
    >
      <AdminCard id="smart-link-list" title="Links">
        <div className="flex flex-col gap-4">
          <AdminSearch label="Search by title or artist" q={query.q} path={PATH} />
          <RoutePager
            path={PATH}
            page={page}
            totalPages={totalPages}
            label="Smart link pages"
            loadingText="Loading smart links..."
            query={query.q ? { q: query.q } : {}}
          >
            <SmartLinksTable links={links} path={PATH} query={{ ...query, page }} />
          </RoutePager>
        </div>
      </AdminCard>
    </AdminSection>
  );
}
