import Link from "next/link";
import { requireAdminPage } from "@/lib/auth/guards";
import { searchSmartLinks } from "@/lib/smart-links/smart-links";
import { withTotals } from "@/lib/smart-links/stats";
import { SMART_LINKS_PAGE_SIZE } from "@/lib/smart-links/stats-schema";
import { AdminCard, AdminSection } from "@/components/admin/kit/admin-section";
import { AdminList } from "@/components/admin/kit/admin-list";
import { readAdminQuery } from "@/components/admin/kit/admin-query";
import { SmartLinksTable } from "@/components/admin/smart-links/smart-links-table";
import { directUploads } from "@/lib/storage";
import { type SearchParamsProps } from "@/lib/http/search-params";

const PATH = "/admin-dashboard/smart-links";

// Smart Links: every link anyone made, searched by title or artist, paged, each edited in its row, hidden or shown,
// deleted, and its statistics one click away (search, page and the row being edited live in the URL).
export default async function SmartLinksSectionPage({ searchParams }: SearchParamsProps) {
  await requireAdminPage();
  const query = readAdminQuery(await searchParams);
  const list = await withTotals(await searchSmartLinks({ ...query, size: SMART_LINKS_PAGE_SIZE }));
  return (
    <AdminSection
      title="Smart Links"
      intro={
        <>
          {list.total} {list.total === 1 ? "link" : "links"}
          {query.q ? ` matching “${query.q}”` : ""}. Visitors create them at{" "}
          <Link href="/music-links" className="text-brand-dark underline">
            /music-links
          </Link>
          .
        </>
      }
    >
      <AdminCard id="smart-link-list" title="Links">
        <AdminList
          path={PATH}
          query={query}
          search="Search by title or artist"
          pages={{ label: "Smart link pages", loadingText: "Loading smart links..." }}
          list={list}
        >
          {(list) => (
            <SmartLinksTable
              links={list.links}
              path={PATH}
              query={{ ...query, page: list.page }}
              direct={directUploads()}
            />
          )}
        </AdminList>
      </AdminCard>
    </AdminSection>
  );
}
