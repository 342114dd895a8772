import { requireAdminPage } from "@/lib/auth/guards";
import { directUploads } from "@/lib/storage";
import { listAdvertPage } from "@/lib/adverts/adverts";
import { ADVERTS_ADMIN_PAGE_SIZE } from "@/lib/adverts/schema";
import { AdminCard, AdminSection } from "@/components/admin/kit/admin-section";
import { AdminList } from "@/components/admin/kit/admin-list";
import { readAdminQuery } from "@/components/admin/kit/admin-query";
import { AdvertForm } from "@/components/admin/adverts/advert-form";
import { AdvertsTable } from "@/components/admin/adverts/adverts-table";
import { type SearchParamsProps } from "@/lib/http/search-params";

const PATH = "/admin-dashboard/adverts";

// Manage Adverts: the create form, then the list (search, paging and the row being edited in the URL).
export default async function AdvertsSectionPage({ searchParams }: SearchParamsProps) {
  await requireAdminPage();
  const query = readAdminQuery(await searchParams);
  const list = await listAdvertPage({ q: query.q, page: query.page, size: ADVERTS_ADMIN_PAGE_SIZE });
  return (
    <AdminSection title="Manage Adverts" intro="Adverts appear on the Advertise page.">
      <AdminCard id="new-advert" title="New advert">
        <AdvertForm mode="create" direct={directUploads()} />
      </AdminCard>
      <AdminCard id="advert-list" title="Adverts">
        <AdminList
          path={PATH}
          query={query}
          search="Search adverts"
          pages={{ label: "Advert pages", loadingText: "Loading adverts..." }}
          list={list}
        >
          {(list) => (
            <AdvertsTable
              adverts={list.adverts}
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
