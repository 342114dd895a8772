import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { redirect } from "next/navigation";
import { getCaller } from "@/lib/auth";
import { listSongsPageCached } from "@/lib/data/songs";
import { SONGS_PAGE_SIZE, songPageQuerySchema } from "@/lib/validations/song";
import { SongGallery } from "@/components/songs/song-gallery";
import { JsonLd } from "@/lib/seo/json-ld-script";
import { songListJsonLd } from "@/lib/seo/json-ld";

export const revalidate = 3600;

const description = "Listen to, download, like and discuss new songs from Nigerian artistes.";

export const metadata: Metadata = pageMetadata("/songs", "Songs", description);

type Props = { searchParams: Promise<{ page?: string | string[] }> };

export default async function SongsPage({ searchParams }: Props) {
  const { page } = songPageQuerySchema.parse({ page: (await searchParams).page });
  const [data, caller] = await Promise.all([listSongsPageCached(page, SONGS_PAGE_SIZE), getCaller()]);
  // An old link past the last page (songs were removed) lands on the last real page instead of an empty grid.
  if (data.total > 0 && page > data.totalPages) redirect(`/songs?page=${data.totalPages}`);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      {data.songs.length > 0 && <JsonLd data={songListJsonLd(data.songs, page > 1 ? `/songs?page=${page}` : "/songs")} />}
      <h1 className="mb-2 font-serif text-4xl font-bold">Songs</h1>
      <p className="mb-6 text-gray-600">Fresh music from our artistes: play it, download it, like it and tell us what you think.</p>
      <SongGallery data={data} isAdmin={caller?.role === "ADMIN"} />
    </div>
  );
}
