import { requireAdminPage } from "@/lib/auth/guards";
import { directUploads } from "@/lib/storage";
import { listAdvertPage } from "@/lib/adverts/adverts";
import { ADVERTS_ADMIN_PAGE_SIZE } from "@/lib/adverts/schema";
import { CrudSection } from "@/components/admin/kit/crud-section";
import { readAdminQuery } from "@/components/admin/kit/admin-query";
import { advertsSection } from "@/components/admin/adverts/adverts-table";
import { type SearchParamsProps } from "@/lib/http/search-params";

// Manage Adverts: the create form, then the list (search, paging and the row being edited in the URL).
export default async function AdvertsSectionPage({ searchParams }: SearchParamsProps) {
  await requireAdminPage();
  const query = readAdminQuery(await searchParams);
  const list = await listAdvertPage({ q: query.q, page: query.page, size: ADVERTS_ADMIN_PAGE_SIZE });
  return <CrudSection {...advertsSection(directUploads())} query={query} list={list} />;
}
