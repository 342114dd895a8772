"use client";
// Top artists with the genre filter (toggle buttons) and a modal showing the chosen artist's picture, name and genre.
import { StaticImage } from "@/components/ui/static-image";
import { useState } from "react";
import type { ArtistDto } from "@/lib/data/artists";
import { Modal } from "@/components/ui/modal";
import { HOME_GENRE_FILTERS, inHomeFilter, type HomeGenreFilter } from "@/lib/domain/artist-genres";

const GENRES = Object.keys(HOME_GENRE_FILTERS) as HomeGenreFilter[];

export function TopArtists({ artists }: { artists: ArtistDto[] }) {
  const [genre, setGenre] = useState<HomeGenreFilter>("All");
  const [selected, setSelected] = useState<ArtistDto | null>(null);
  const shown = artists.filter((a) => inHomeFilter(genre, a.genre));

  return (
    <>
      <div role="group" aria-label="Filter artists by genre" className="mb-6 flex flex-wrap gap-2">
        {GENRES.map((g) => (
          <button
            key={g}
            type="button"
            aria-pressed={g === genre}
            onClick={() => setGenre(g)}
            className={`rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors ${
              g === genre ? "border-ink bg-ink text-white" : "border-gray-300 text-ink hover:bg-brand/15"
            }`}
          >
            {g}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="text-gray-600">
          {artists.length === 0 ? "Our top artists will appear here soon." : "No artists in this genre yet."}
        </p>
      ) : (
        <ul aria-label="Artists" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {shown.map((artist) => (
            <li key={artist.id}>
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => setSelected(artist)}
                className="artist-card group"
              >
                <span className="relative block aspect-square w-full bg-gray-100">
                  <StaticImage
                    src={artist.imageUrl}
                    alt=""
                    fill
                    sizes="(min-width: 1024px) 18rem, (min-width: 640px) 33vw, 50vw"
                    className="object-cover transition-transform duration-300 group-hover:scale-105"
                  />
                </span>
                <span className="flex flex-col p-3">
                  <span className="font-serif text-lg font-bold">{artist.name}</span>
                  <span className="text-sm text-gray-600">{artist.genre}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Modal open={selected !== null} onClose={() => setSelected(null)} title={selected?.name ?? "Artist"}>
        {selected && (
          <div className="flex flex-col gap-3">
            <div className="relative aspect-square w-full overflow-hidden rounded-lg bg-gray-100">
              <StaticImage
                src={selected.imageUrl}
                alt={selected.name}
                fill
                sizes="(min-width: 640px) 29rem, 85vw"
                className="object-cover"
              />
            </div>
            <p className="text-lg">
              <span className="font-semibold">Genre:</span> {selected.genre}
            </p>
          </div>
        )}
      </Modal>
    </>
  );
}
