// Manage Uploaded Songs: one row per song (Title, Artist, Album, Genre, Uploaded, Likes, Comments, Actions). The row
// named by `?edit=` is its edit form; the row named by `?view=` opens its details below it — the player, the cover,
// the description and the song's comments, each with a delete (comment moderation). Server-rendered.
import Link from "next/link";
import type { ReactNode } from "react";
import type { SongCommentPage, SongDto } from "@/lib/songs/songs";
import { formatDate } from "@/lib/core/format";
import { StaticImage } from "@/components/ui/static-image";
import { ConfirmDelete } from "@/components/admin/kit/confirm-delete";
import { DataTable, type Column } from "@/components/admin/kit/data-table";
import { SongEditForm } from "./song-edit-form";
import { ImportedBadge } from "@/components/admin/kit/imported-badge";

export type SongDetails = { slug: string; comments: SongCommentPage | null; commentsHref: (page: number) => string };

type Props = {
  songs: (SongDto & { imported: boolean })[];
  edit: string | null;
  details: SongDetails | null;
  href: (open: { edit?: string; view?: string }) => string;
  direct: boolean;
};

const COLUMNS: Column<SongDto & { imported: boolean }>[] = [
  {
    header: "Title",
    cell: (song) => (
      <>
        {song.title}
        {song.imported && <ImportedBadge />}
      </>
    ),
    className: "font-medium",
  },
  { header: "Artist", cell: (song) => song.artist },
  { header: "Album", cell: (song) => song.albumName ?? "—" },
  { header: "Genre", cell: (song) => song.genre ?? "—" },
  { header: "Uploaded", cell: (song) => formatDate(song.releaseDate) },
  { header: "Likes", cell: (song) => song.likes, className: "tabular-nums" },
  { header: "Comments", cell: (song) => song.commentsCount, className: "tabular-nums" },
];

export function SongsTable({ songs, edit, details, href, direct }: Props) {
  const open = (song: SongDto) => (details?.slug === song.slug ? details : null);
  return (
    <DataTable
      rows={songs}
      rowKey={(song) => song.id}
      columns={COLUMNS}
      replace={(song) => (song.slug === edit ? <SongEditForm song={song} doneHref={href({})} direct={direct} /> : null)}
      below={(song) => {
        const shown = open(song);
        return shown && <SongPanel song={song} details={shown} />;
      }}
      actions={(song) => (
        <>
          <Link
            href={href(open(song) ? {} : { view: song.slug })}
            scroll={false}
            aria-label={`${open(song) ? "Hide" : "View"} ${song.title}`}
            aria-expanded={!!open(song)}
            className="text-brand-dark underline"
          >
            {open(song) ? "Hide" : "View"}
          </Link>
          <Link
            href={href({ edit: song.slug })}
            scroll={false}
            aria-label={`Edit ${song.title}`}
            className="text-brand-dark underline"
          >
            Edit
          </Link>
          <ConfirmDelete
            path={`/deleteSong/${song.slug}`}
            name={song.title}
            success="Song deleted successfully"
            failure="Failed to delete song"
            warning="Its comments, likes and files are deleted with it. This cannot be undone."
          />
        </>
      )}
    />
  );
}

function SongPanel({ song, details }: { song: SongDto; details: SongDetails }) {
  return (
    <section aria-label={`Details of ${song.title}`} className="flex flex-col gap-4 md:flex-row">
      <div className="flex shrink-0 flex-col gap-2 md:w-64">
        {song.coverImageUrl ? (
          <div className="relative aspect-square w-40 overflow-hidden rounded border bg-white">
            <StaticImage
              src={song.coverImageUrl}
              alt={`Cover of ${song.title}`}
              fill
              sizes="160px"
              className="object-cover"
            />
          </div>
        ) : (
          <p className="text-gray-600">No cover image</p>
        )}
        {song.audioUrl ? (
          <audio controls preload="none" src={song.audioUrl} className="w-full" aria-label={`Play ${song.title}`} />
        ) : (
          <p>Audio not available.</p>
        )}
        {song.description && <p className="text-gray-700">{song.description}</p>}
        <Link href={`/songs`} className="text-brand-dark underline">
          See it on the songs page
        </Link>
      </div>
      <div className="flex-1">
        <h3 className="mb-2 font-bold">Comments</h3>
        <SongComments song={song} details={details} />
      </div>
    </section>
  );
}

function SongComments({ song, details }: { song: SongDto; details: SongDetails }): ReactNode {
  const page = details.comments;
  if (!page)
    return (
      <p role="alert" className="text-red-700">
        Could not load song details.
      </p>
    );
  if (page.total === 0) return <p>No comments yet.</p>;
  return (
    <>
      <ul aria-label={`Comments on ${song.title}`} className="flex flex-col gap-2">
        {page.comments.map((c) => (
          <li key={c.id} className="flex items-start justify-between gap-4 rounded border bg-white p-2">
            <div>
              <p className="font-semibold">
                {c.username || "Anonymous"}{" "}
                <span className="font-normal text-gray-600">· {formatDate(c.createdAt)}</span>
              </p>
              <p className="whitespace-pre-line break-words">{c.text}</p>
            </div>
            <ConfirmDelete
              path={`/songs/${song.slug}/comments/${c.id}`}
              name={`comment by ${c.username || "Anonymous"}: ${c.text.slice(0, 40)}`}
              success="Comment deleted!"
              failure="Failed to delete comment"
            />
          </li>
        ))}
      </ul>
      {page.totalPages > 1 && (
        <nav aria-label="Comment pages" className="mt-2 flex items-center gap-4">
          {page.page > 1 && (
            <Link href={details.commentsHref(page.page - 1)} scroll={false} className="underline">
              Earlier comments
            </Link>
          )}
          <span>
            Page {page.page} of {page.totalPages}
          </span>
          {page.page < page.totalPages && (
            <Link href={details.commentsHref(page.page + 1)} scroll={false} className="underline">
              Later comments
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
