import Link from "next/link";
import { requireAdminPage } from "@/lib/auth/guards";
import { searchSmartLinks } from "@/lib/smart-links/smart-links";
import { withTotals } from "@/lib/smart-links/stats";
import { SMART_LINKS_PAGE_SIZE } from "@/lib/smart-links/stats-schema";
import { CrudSection } from "@/components/admin/kit/crud-section";
import { readAdminQuery } from "@/components/admin/kit/admin-query";
import { smartLinkRows } from "@/components/admin/smart-links/smart-links-table";
import { directUploads } from "@/lib/storage";
import { type SearchParamsProps } from "@/lib/http/search-params";
import { markImported } from "@/lib/legacy-import/report";

// Smart Links: every link anyone made, searched by title or artist, paged, each edited in its row, hidden or shown,
// deleted, and its statistics one click away (search, page and the row being edited live in the URL).
export default async function SmartLinksSectionPage({ searchParams }: SearchParamsProps) {
  await requireAdminPage();
  const query = readAdminQuery(await searchParams);
  const totals = await withTotals(await searchSmartLinks({ ...query, size: SMART_LINKS_PAGE_SIZE }));
  const list = { ...totals, links: await markImported("SmartLink", totals.links) };
  return (
    <CrudSection
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
      path="/admin-dashboard/smart-links"
      query={query}
      card={{ id: "smart-link-list", title: "Links", search: "Search by title or artist" }}
      noun={["smart link", "smart links"]}
      list={list}
      rows={(list) => list.links}
      {...smartLinkRows(directUploads())}
    />
  );
}
