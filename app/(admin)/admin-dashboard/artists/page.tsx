import { requireAdminPage } from "@/lib/auth/guards";
import { directUploads } from "@/lib/storage";
import { listArtistPage } from "@/lib/artists/artists";
import { ARTISTS_ADMIN_PAGE_SIZE } from "@/lib/artists/schema";
import { CrudSection } from "@/components/admin/kit/crud-section";
import { readAdminQuery } from "@/components/admin/kit/admin-query";
import { artistsSection } from "@/components/admin/artists/artists-table";
import { type SearchParamsProps } from "@/lib/http/search-params";

// Upload New Artist: the form, then the list (search by name or genre, paging and the row being edited in the URL).
export default async function ArtistsSectionPage({ searchParams }: SearchParamsProps) {
  await requireAdminPage();
  const query = readAdminQuery(await searchParams);
  const list = await listArtistPage({ q: query.q, page: query.page, size: ARTISTS_ADMIN_PAGE_SIZE });
  return <CrudSection {...artistsSection(directUploads())} query={query} list={list} />;
}
