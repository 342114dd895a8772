// One song in the gallery: cover (or placeholder) in a fixed square box, details, player with Download, and the
// Play button, like and comment widgets, the only parts that ship JavaScript.
import { StaticImage } from "@/components/ui/static-image";
import type { SongDto } from "@/lib/songs/songs";
import { formatDate } from "@/lib/core/format";
import { downloadName } from "./download-name";
import { LikeButton } from "./like-button";
import { SongComments } from "./song-comments";
import { SongPlayer } from "./song-player";

export function SongCard({
  song,
  priority = false,
  eager = false,
}: {
  song: SongDto;
  priority?: boolean;
  eager?: boolean;
}) {
  const headingId = `song-${song.id}`;
  return (
    <article aria-labelledby={headingId} className="song-card">
      <div className="song-cover">
        {song.coverImageUrl ? (
          <StaticImage
            src={song.coverImageUrl}
            alt={`Cover of ${song.title}`}
            fill
            sizes="(min-width: 640px) 10rem, 100vw"
            className="object-cover"
            priority={priority}
            eager={eager}
          />
        ) : (
          <div className="flex h-full items-center justify-center p-2 text-center text-sm text-gray-600">
            No cover image
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div>
          <h2 id={headingId} className="card-title">
            {song.title}
          </h2>
          <p className="text-gray-700">{song.artist}</p>
        </div>
        <dl className="song-facts">
          {song.albumName && (
            <>
              <dt className="font-medium">Album:</dt>
              <dd>{song.albumName}</dd>
            </>
          )}
          {song.genre && (
            <>
              <dt className="font-medium">Genre:</dt>
              <dd>{song.genre}</dd>
            </>
          )}
          <dt className="font-medium">Uploaded:</dt>
          <dd>
            <time dateTime={song.releaseDate}>{formatDate(song.releaseDate)}</time>
          </dd>
        </dl>
        {song.description && <p className="text-sm text-gray-700">{song.description}</p>}
        {song.audioUrl ? (
          <div className="flex flex-col gap-1">
            <SongPlayer src={song.audioUrl} title={song.title} />
            <a href={song.audioUrl} download={downloadName(song, song.audioUrl)} className="card-more text-sm">
              Download
            </a>
          </div>
        ) : (
          <p className="text-sm text-gray-500">Audio not available.</p>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-4 pt-2">
          <LikeButton slug={song.slug} initialLikes={song.likes} />
          <SongComments slug={song.slug} title={song.title} initialCount={song.commentsCount} />
        </div>
      </div>
    </article>
  );
}
