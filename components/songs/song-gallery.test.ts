// The gallery as the server renders it: empty text, placeholders, player and download name, pager state.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { SongDto, SongPage } from "@/lib/songs/songs";
import { SongGallery } from "./song-gallery";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));

const song = (n: number, extra: Partial<SongDto> = {}): SongDto => ({
  _id: `id${n}`,
  id: `id${n}`,
  slug: `song-${n}`,
  title: `Song ${n}`,
  artist: `Artist ${n}`,
  albumName: null,
  genre: "Afrobeats",
  description: null,
  releaseDate: "2026-01-15T10:00:00.000Z",
  coverImageUrl: `/files/image/cover-${n}.png`,
  audioUrl: `/files/audio/track-${n}.wav`,
  likes: 0,
  commentsCount: 0,
  ...extra,
});

const render = (data: SongPage) => renderToStaticMarkup(createElement(SongGallery, { data }));

describe("SongGallery", () => {
  it("says so when no songs were uploaded, without a pager", () => {
    const html = render({ songs: [], page: 1, totalPages: 1, total: 0 });
    expect(html).toContain("No songs uploaded yet.");
    expect(html).not.toContain("Page 1 of 1");
  });

  it("shows a placeholder for a missing cover and the cover image otherwise", () => {
    const html = render({ songs: [song(1), song(2, { coverImageUrl: null })], page: 1, totalPages: 1, total: 2 });
    expect(html.match(/No cover image/g)).toHaveLength(1);
    expect(html).toContain('alt="Cover of Song 1"');
  });

  it("gives each song a Play button (its player comes on request) and a Download link named by slug with the real extension", () => {
    const html = render({
      songs: [song(1, { albumName: "Lagos Summer", likes: 3, commentsCount: 1 })],
      page: 1,
      totalPages: 1,
      total: 1,
    });
    expect(html).toMatch(/<button type="button" class="song-play" aria-label="Play Song 1">/);
    expect(html).not.toContain("<audio");
    expect(html).toContain('download="song-1.wav"');
    expect(html).toContain("Lagos Summer");
    expect(html).toContain("3 likes");
    expect(html).toContain("1 comment<");
  });

  it("says 'Audio not available.' when a song has no audio", () => {
    const html = render({ songs: [song(1, { audioUrl: null })], page: 1, totalPages: 1, total: 1 });
    expect(html).toContain("Audio not available.");
    expect(html).not.toContain("<audio");
  });

  it("disables Prev on the first page and Next on the last", () => {
    const first = render({ songs: [song(1)], page: 1, totalPages: 3, total: 25 });
    expect(first).toContain("Page 1 of 3");
    expect(first).toMatch(/<button[^>]*disabled=""[^>]*>Prev<\/button>/);
    expect(first).not.toMatch(/<button[^>]*disabled=""[^>]*>Next<\/button>/);
    const last = render({ songs: [song(1)], page: 3, totalPages: 3, total: 25 });
    expect(last).toMatch(/<button[^>]*disabled=""[^>]*>Next<\/button>/);
    expect(last).not.toMatch(/<button[^>]*disabled=""[^>]*>Prev<\/button>/);
  });
});
