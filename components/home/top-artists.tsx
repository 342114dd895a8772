"use client";
// Top artists with the genre filter (toggle buttons) and a modal showing the chosen artist's picture, name and genre.
// The pictures' attributes come from the server (artistPictures in ./home-pictures.ts).
import { useState } from "react";
import { Modal } from "@/components/ui/modal";
import type { ArtistWithPictures } from "./home-pictures";
import { HOME_GENRE_FILTERS, inHomeFilter, type HomeGenreFilter } from "@/lib/artists/genres";

const GENRES = Object.keys(HOME_GENRE_FILTERS) as HomeGenreFilter[];

export function TopArtists({ artists }: { artists: ArtistWithPictures[] }) {
  const [genre, setGenre] = useState<HomeGenreFilter>("All");
  const [selected, setSelected] = useState<ArtistWithPictures | null>(null);
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
                  {/* eslint-disable-next-line @next/next/no-img-element -- next/image's <img>, made on the server */}
                  <img {...artist.card} alt="" />
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
              {/* eslint-disable-next-line @next/next/no-img-element -- next/image's <img>, made on the server */}
              <img {...selected.large} alt={selected.name} />
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
