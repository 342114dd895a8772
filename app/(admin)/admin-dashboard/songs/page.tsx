import Link from "next/link";
import { requireAdminPage } from "@/lib/auth/guards";
import { listSongComments, searchSongs, type SongCommentPage } from "@/lib/songs/songs";
import { directUploads } from "@/lib/storage";
import { pageParam } from "@/lib/core/form-basics";
import { SONGS_PAGE_SIZE } from "@/lib/songs/genres";
import { SONG_NOT_FOUND } from "@/lib/songs/copy";
import { adminHref, readAdminQuery } from "@/components/admin/kit/admin-query";
import { AdminSearch } from "@/components/admin/kit/admin-search";
import { AdminSection } from "@/components/admin/kit/admin-section";
import { SongsTable, type SongDetails } from "@/components/admin/songs/songs-table";
import { RoutePager } from "@/components/ui/route-pager";
import { markImported } from "@/lib/legacy-import/report";
import { firstParam, type SearchParams, type SearchParamsProps } from "@/lib/http/search-params";

const PATH = "/admin-dashboard/songs";

/** `?view=slug` (the row whose details are open) and `?cpage=n` (its comment page), beside the kit's q/page/edit. */
function readView(params: SearchParams) {
  const raw = firstParam(params, "view").trim();
  return {
    view: raw && !raw.includes("\0") ? raw.slice(0, 100) : null,
    commentPage: pageParam.parse(firstParam(params, "cpage")),
  };
}

async function commentsOf(slug: string, page: number): Promise<SongCommentPage | null> {
  try {
    return await listSongComments(slug, page);
  } catch {
    return null;
  }
}

export default async function ManageSongsPage({ searchParams }: SearchParamsProps) {
  await requireAdminPage();
  const params = await searchParams;
  const { q, page, edit } = readAdminQuery(params);
  const { view, commentPage } = readView(params);
  const found = await searchSongs({ q, page, size: SONGS_PAGE_SIZE });
  const { totalPages, total } = found;
  const songs = await markImported("Song", found.songs);
  const href = (open: { edit?: string; view?: string }, cpage = 1) =>
    adminHref(
      PATH,
      { q, page, edit: open.edit ?? null },
      { view: open.view ?? "", cpage: cpage > 1 ? String(cpage) : "" },
    );
  const viewed = view && !edit && songs.some((s) => s.slug === view) ? view : null;
  const details: SongDetails | null = viewed
    ? { slug: viewed, comments: await commentsOf(viewed, commentPage), commentsHref: (n) => href({ view: viewed }, n) }
    : null;

  return (
    <AdminSection
      title="Manage Uploaded Songs"
      intro={
        <>
          {total} {total === 1 ? "song" : "songs"}
          {q ? ` matching “${q}”` : ""}. New songs are added under{" "}
          <Link href="/admin-dashboard/upload-song" className="text-brand-dark underline">
            Upload Song
          </Link>
          .
        </>
      }
    >
      <div className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm sm:p-6">
        <AdminSearch label="Search by title or artist" q={q} path={PATH} />
        {edit && !songs.some((s) => s.slug === edit) && (
          <p role="alert" className="text-red-700">
            {SONG_NOT_FOUND}
          </p>
        )}
        {songs.length === 0 ? (
          <p>No songs found (404)</p>
        ) : (
          <RoutePager
            path={PATH}
            page={page}
            totalPages={totalPages}
            label="Song pages"
            loadingText="Loading songs..."
            query={q ? { q } : {}}
          >
            <SongsTable songs={songs} edit={edit} details={details} href={href} direct={directUploads()} />
          </RoutePager>
        )}
      </div>
    </AdminSection>
  );
}
