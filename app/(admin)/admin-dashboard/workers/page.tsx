// Manage Workers Identity: the add form, then the workers (newest first, searched by name, role or ID number), each
// row shown or, when it is the URL's `edit`, edited in place; deletes ask first. Identity records: admins only.
import { loadSection } from "@/components/admin/kit/load-section";
import { requireAdminPage } from "@/lib/auth/guards";
import { listWorkerPage } from "@/lib/team/workers";
import { CrudSection } from "@/components/admin/kit/crud-section";
import { readAdminQuery } from "@/components/admin/kit/admin-query";
import { directUploads } from "@/lib/storage";
import { type SearchParamsProps } from "@/lib/http/search-params";
import { workersSection } from "@/components/admin/team/workers-table";

type Props = SearchParamsProps;

export default async function ManageWorkersPage({ searchParams }: Props) {
  await requireAdminPage();
  const query = readAdminQuery(await searchParams);
  const list = await loadSection("Workers", () => listWorkerPage(query));
  return <CrudSection {...workersSection(query.q, directUploads())} query={query} list={list} />;
}
