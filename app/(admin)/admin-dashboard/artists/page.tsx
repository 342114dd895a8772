import { requireAdminPage } from "@/lib/auth/guards";
import { directUploads } from "@/lib/storage";
import { listArtistPage } from "@/lib/artists/artists";
import { ARTISTS_ADMIN_PAGE_SIZE } from "@/lib/artists/schema";
import { AdminCard, AdminSection } from "@/components/admin/kit/admin-section";
import { AdminList } from "@/components/admin/kit/admin-list";
import { readAdminQuery } from "@/components/admin/kit/admin-query";
import { ArtistForm } from "@/components/admin/artists/artist-form";
import { ArtistsTable } from "@/components/admin/artists/artists-table";
import { type SearchParamsProps } from "@/lib/http/search-params";

const PATH = "/admin-dashboard/artists";

// Upload New Artist: the form, then the list (search by name or genre, paging and the row being edited in the URL).
export default async function ArtistsSectionPage({ searchParams }: SearchParamsProps) {
  await requireAdminPage();
  const query = readAdminQuery(await searchParams);
  const list = await listArtistPage({ q: query.q, page: query.page, size: ARTISTS_ADMIN_PAGE_SIZE });
  return (
    <AdminSection title="Upload New Artist" intro="Artists appear in the Top Artists section of the home page.">
      <AdminCard id="new-artist" title="New artist">
        <ArtistForm mode="create" direct={directUploads()} />
      </AdminCard>
      <AdminCard id="artist-list" title="Artists">
        <AdminList
          path={PATH}
          query={query}
          search="Search artists by name or genre"
          pages={{ label: "Artist pages", loadingText: "Loading artists..." }}
          list={list}
        >
          {(list) => (
            <ArtistsTable
              artists={list.artists}
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
