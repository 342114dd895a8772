// A section's searchable, paged list: the search box, then either the spec's failure line (the read failed: `list` is
// null, see loadSection) or the rows (`children`, usually an AdminTable or DataTable) under the route pager. The
// search text and page come from the section's URL (readAdminQuery), so Back and reload show the same screen.
import type { ReactNode } from "react";
import { RoutePager } from "@/components/ui/route-pager";
import { AdminSearch } from "./admin-search";
import type { AdminQuery } from "./admin-query";

type Page = { totalPages: number; page?: number };

type Props<L extends Page> = {
  path: string;
  query: AdminQuery;
  /** The search box's label, e.g. "Search workers by name, role or ID number". */
  search: string;
  /** The pager's label and what it says while the next page loads. */
  pages: { label: string; loadingText: string };
  list: L | null;
  /** Said when the list could not be loaded. */
  failure?: string;
  children: (list: L) => ReactNode;
};

export function AdminList<L extends Page>({ path, query, search, pages, list, failure, children }: Props<L>) {
  return (
    <div className="flex flex-col gap-4">
      <AdminSearch label={search} q={query.q} path={path} />
      {!list ? (
        <p role="alert" className="text-red-700">
          {failure}
        </p>
      ) : (
        <RoutePager
          path={path}
          page={list.page ?? query.page}
          totalPages={list.totalPages}
          label={pages.label}
          loadingText={pages.loadingText}
          query={query.q ? { q: query.q } : {}}
        >
          {children(list)}
        </RoutePager>
      )}
    </div>
  );
}
