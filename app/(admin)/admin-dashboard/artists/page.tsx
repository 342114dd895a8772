import { requireAdminPage } from "@/lib/auth/guards";
import { directUploads } from "@/lib/storage";
import { listArtistPage } from "@/lib/artists/artists";
import { ARTISTS_ADMIN_PAGE_SIZE } from "@/lib/artists/schema";
import { CrudSection } from "@/components/admin/kit/crud-section";
import { readAdminQuery } from "@/components/admin/kit/admin-query";
import { ArtistForm } from "@/components/admin/artists/artist-form";
import { artistRows } from "@/components/admin/artists/artists-table";
import { type SearchParamsProps } from "@/lib/http/search-params";

// Upload New Artist: the form, then the list (search by name or genre, paging and the row being edited in the URL).
export default async function ArtistsSectionPage({ searchParams }: SearchParamsProps) {
  await requireAdminPage();
  const query = readAdminQuery(await searchParams);
  const list = await listArtistPage({ q: query.q, page: query.page, size: ARTISTS_ADMIN_PAGE_SIZE });
  return (
    <CrudSection
      title="Upload New Artist"
      intro="Artists appear in the Top Artists section of the home page."
      path="/admin-dashboard/artists"
      query={query}
      create={{ id: "new-artist", title: "New artist", form: <ArtistForm mode="create" direct={directUploads()} /> }}
      card={{ id: "artist-list", title: "Artists", search: "Search artists by name or genre" }}
      noun={["artist", "artists"]}
      list={list}
      rows={(list) => list.artists}
      {...artistRows(directUploads())}
    />
  );
}
