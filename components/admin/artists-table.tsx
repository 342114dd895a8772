// The artists list of Upload New Artist: picture, name, genre, and Edit (the row turns into the edit form, its id in
// the URL) and Delete (after confirmation).
import Link from "next/link";
import { StaticImage } from "@/components/ui/static-image";
import type { ArtistDto } from "@/lib/data/artists";
import { adminHref, type AdminQuery } from "./admin-query";
import { ArtistForm } from "./artist-form";
import { ConfirmDelete } from "./confirm-delete";

type Props = { artists: ArtistDto[]; path: string; query: AdminQuery };

export function ArtistsTable({ artists, path, query }: Props) {
  if (artists.length === 0) return <p>{query.q ? "No artists match your search." : "No artists yet."}</p>;
  const doneHref = adminHref(path, { ...query, edit: null });
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b">
          <tr>
            <th scope="col" className="py-2 pr-4">Image</th>
            <th scope="col" className="py-2 pr-4">Name</th>
            <th scope="col" className="py-2 pr-4">Genre</th>
            <th scope="col" className="py-2">Actions</th>
          </tr>
        </thead>
        <tbody>
          {artists.map((artist) =>
            artist.id === query.edit ? (
              <tr key={artist.id} className="border-b bg-brand/5 last:border-0">
                <td colSpan={4} className="p-3">
                  <ArtistForm mode="edit" artist={artist} doneHref={doneHref} />
                </td>
              </tr>
            ) : (
              <tr key={artist.id} className="border-b last:border-0">
                <td className="py-2 pr-4">
                  <span className="relative block h-12 w-12 overflow-hidden rounded bg-gray-100">
                    <StaticImage src={artist.imageUrl} alt="" fill sizes="48px" className="object-cover" />
                  </span>
                </td>
                <td className="py-2 pr-4 font-medium">{artist.name}</td>
                <td className="py-2 pr-4">{artist.genre}</td>
                <td className="py-2">
                  <span className="flex gap-3">
                    <Link href={adminHref(path, { ...query, edit: artist.id })} scroll={false} aria-label={`Edit ${artist.name}`} className="text-brand-dark underline">Edit</Link>
                    <ConfirmDelete path={`/deleteArtist/${artist.id}`} name={artist.name} success="Artist deleted successfully!" failure="Error deleting artist." />
                  </span>
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
