// Manage Admins: the create form, then every admin (newest first, searched by name or email), each row shown or, when
// it is the URL's `edit`, edited in place; deletes ask first, and deleting yourself asks twice and signs you out.
import { loadSection } from "@/components/admin/kit/load-section";
import { requireAdminPage } from "@/lib/auth/guards";
import { listAdminPage } from "@/lib/accounts/admins";
import { CrudSection } from "@/components/admin/kit/crud-section";
import { readAdminQuery } from "@/components/admin/kit/admin-query";
import { type SearchParamsProps } from "@/lib/http/search-params";
import { directUploads } from "@/lib/storage";
import { adminsSection } from "@/components/admin/admins/admins-table";

type Props = SearchParamsProps;

export default async function ManageAdminsPage({ searchParams }: Props) {
  const caller = await requireAdminPage();
  const query = readAdminQuery(await searchParams);
  const list = await loadSection("Admins", () => listAdminPage(query));
  return <CrudSection {...adminsSection(caller.id, query.q, directUploads())} query={query} list={list} />;
}
