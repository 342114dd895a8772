import { requireAdminPage } from "@/lib/auth/guards";
import { listArtistPage } from "@/lib/data/artists";
import { ARTISTS_ADMIN_PAGE_SIZE } from "@/lib/validations/artist";
import { AdminCard, AdminSection } from "@/components/admin/admin-section";
import { AdminSearch } from "@/components/admin/admin-search";
import { readAdminQuery } from "@/components/admin/admin-query";
import { ArtistForm } from "@/components/admin/artist-form";
import { ArtistsTable } from "@/components/admin/artists-table";
import { RoutePager } from "@/components/ui/route-pager";
import { type SearchParamsProps } from "@/lib/search-params";

const PATH = "/admin-dashboard/artists";

// Upload New Artist: the form, then the list (search by name or genre, paging and the row being edited in the URL).
export default async function ArtistsSectionPage({ searchParams }: SearchParamsProps) {
  await requireAdminPage();
  const query = readAdminQuery(await searchParams);
  const { artists, page, totalPages } = await listArtistPage({
    q: query.q,
    page: query.page,
    size: ARTISTS_ADMIN_PAGE_SIZE,
  });
  return (
    <AdminSection title="Upload New Artist" intro="Artists appear in the Top Artists section of the home page.">
      <AdminCard id="new-artist" title="New artist">
        <ArtistForm mode="create" />
      </AdminCard>
      <AdminCard id="artist-list" title="Artists">
        <div className="flex flex-col gap-4">
          <AdminSearch label="Search artists by name or genre" q={query.q} path={PATH} />
          <RoutePager
            path={PATH}
            page={page}
            totalPages={totalPages}
            label="Artist pages"
            loadingText="Loading artists..."
            query={query.q ? { q: query.q } : {}}
          >
            <ArtistsTable artists={artists} path={PATH} query={{ ...query, page }} />
          </RoutePager>
        </div>
      </AdminCard>
    </AdminSection>
  );
}
