// Manage Team Members: add form, then the members (server-side search, 6 a page, oldest first as on /service), each
// row shown or, when it is the URL's `edit`, edited in place; deletes ask first.
import { loadSection } from "@/components/admin/kit/load-section";
import { requireAdminPage } from "@/lib/auth/guards";
import { directUploads } from "@/lib/storage";
import { listTeamMembers, type TeamPage } from "@/lib/team/team";
import { lastPage } from "@/lib/db/paging";
import { TEAM_DEFAULT_LIMIT } from "@/lib/team/schema";
import { CrudSection } from "@/components/admin/kit/crud-section";
import { adminHref, readAdminQuery } from "@/components/admin/kit/admin-query";
import { type SearchParamsProps } from "@/lib/http/search-params";
import { teamSection } from "@/components/admin/team/team-table";

const PATH = "/admin-dashboard/team";

/** The spec: a list that fails to load shows as empty. */
async function loadPage(query: Parameters<typeof listTeamMembers>[0]): Promise<TeamPage> {
  const empty = { members: [], page: query.page, totalPages: 1, total: 0 };
  return (await loadSection("Team members", () => listTeamMembers(query))) ?? empty;
}

export default async function ManageTeamPage({ searchParams }: SearchParamsProps) {
  await requireAdminPage();
  const query = readAdminQuery(await searchParams);
  const { q, page } = query;
  const [list, all] = await Promise.all([loadPage({ q, page }), q ? loadPage({ page: 1 }) : null]);
  // A new member is listed last, so the add form goes to the last page of the whole list afterwards.
  const afterAdd = adminHref(PATH, { page: lastPage((all ?? list).total + 1, TEAM_DEFAULT_LIMIT) });
  return <CrudSection {...teamSection(q, afterAdd, directUploads())} query={query} list={list} />;
}
