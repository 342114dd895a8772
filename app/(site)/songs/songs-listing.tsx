// The /songs gallery at one page: /songs and /songs?page=n, which lib/next-config/public-rewrites.ts rewrites to /songs/pages/n,
// so every page is a cached static render (expired by the songs tag) instead of a render per request.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SongGallery } from "@/components/songs/song-gallery";
import { listSongsPage } from "@/lib/songs/songs";
import { pageMetadata } from "@/lib/seo/metadata";
import { JsonLd } from "@/lib/seo/json-ld-script";
import { songListJsonLd } from "@/lib/seo/json-ld";
import { pagePath } from "@/lib/db/paging";
import { SONGS_PAGE_SIZE } from "@/lib/songs/genres";

const description = "Listen to, download, like and discuss new songs from Nigerian artistes.";

/** Page n's own address (/songs?page=n) is canonical, also when /songs/pages/n is asked for directly. */
export const songsMetadata = (page: number): Metadata => pageMetadata(pagePath("/songs", page), "Songs", description);

export async function SongsListing({ page }: { page: number }) {
  const data = await listSongsPage(page, SONGS_PAGE_SIZE);
  // An old link past the last page (songs were removed) lands on the last real page instead of an empty grid.
  if (data.total > 0 && page > data.totalPages) redirect(pagePath("/songs", data.totalPages));
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      {data.songs.length > 0 && <JsonLd data={songListJsonLd(data.songs, pagePath("/songs", page))} />}
      <h1 className="mb-2 font-serif text-4xl font-bold">Songs</h1>
      <p className="mb-6 text-gray-600">
        Fresh music from our artistes: play it, download it, like it and tell us what you think.
      </p>
      <SongGallery data={data} />
    </div>
  );
}
