// The /songs gallery body: one page of song cards in a grid (two columns on wide screens) with its pager, or the
// empty text when nothing has been uploaded.
import type { SongPage } from "@/lib/songs/songs";
import { RoutePager } from "@/components/ui/route-pager";
import { SongCard } from "./song-card";

export function SongGallery({ data }: { data: SongPage }) {
  if (data.total === 0) return <p className="text-gray-600">No songs uploaded yet.</p>;
  return (
    <RoutePager
      path="/songs"
      page={data.page}
      totalPages={data.totalPages}
      label="Song pages"
      loadingText="Loading songs..."
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {data.songs.map((song, i) => (
          <li key={song.id}>
            <SongCard song={song} priority={i === 0} eager={i < 2} />
          </li>
        ))}
      </ul>
    </RoutePager>
  );
}
