// Artists: the public list behind the home page's "Top Artists" section and GET /mnb/api/getAllArtist, the admin
// list (search and paging) and the admin writes, each of which expires the artists tag so /home shows it at once.
import "server-only";
import { db } from "@/lib/db";
import { withPicture, type Actor } from "@/lib/activity";
import { AppError } from "@/lib/core/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isArtistGenre } from "@/lib/artists/genres";
import { ARTIST_GENRE_INVALID, type ArtistCreate, type ArtistUpdate } from "@/lib/artists/schema";
import { bounded, cachedFor, TAGS } from "@/lib/cache";
import { pageOf, pageWindow, type ListQuery, type PageMeta } from "@/lib/db/paging";
import { containsText } from "@/lib/db/text-match";

export const ARTIST_NOT_FOUND = "Artist not found.";

const artistSelect = { id: true, name: true, genre: true, imageUrl: true } satisfies Prisma.ArtistSelect;
type ArtistRow = Prisma.ArtistGetPayload<{ select: typeof artistSelect }>;

export type ArtistDto = { _id: string; id: string; name: string; genre: string; imageUrl: string };
export type ArtistPage = PageMeta & { artists: ArtistDto[] };

const toDto = (a: ArtistRow): ArtistDto => ({ _id: a.id, ...a });

const MAX_ARTISTS = 200;
const NEWEST_FIRST = [{ createdAt: "desc" }, { id: "asc" }] satisfies Prisma.ArtistOrderByWithRelationInput[];

export async function listArtists(): Promise<ArtistDto[]> {
  "use cache";
  cachedFor(TAGS.artists);
  const rows = await db.artist.findMany({ select: artistSelect, orderBy: NEWEST_FIRST, take: MAX_ARTISTS });
  return rows.map(toDto);
}

async function readArtistPage({ page, size, q }: ListQuery & { size: number }): Promise<ArtistPage> {
  const where: Prisma.ArtistWhereInput = q ? { OR: [{ name: containsText(q) }, { genre: containsText(q) }] } : {};
  const [total, rows] = await Promise.all([
    db.artist.count({ where }),
    db.artist.findMany({ where, select: artistSelect, orderBy: NEWEST_FIRST, ...pageWindow(page, size) }),
  ]);
  return { artists: rows.map(toDto), ...pageOf(total, page, size) };
}
async function cachedArtistPage(page: number, size: number): Promise<ArtistPage> {
  "use cache";
  cachedFor(TAGS.artists);
  return readArtistPage({ page, size });
}
const artistPage = bounded(cachedArtistPage, (page: number, size: number) => readArtistPage({ page, size }));

/** A page of the admin list, searched by name or genre (a search, any text, reads the database directly). */
export const listArtistPage = ({ page, size, q }: ListQuery & { size: number }): Promise<ArtistPage> =>
  q ? readArtistPage({ page, size, q }) : artistPage(page, size);

export async function createArtist(actor: Actor, { image, ...input }: ArtistCreate): Promise<ArtistDto> {
  const artist = await withPicture(
    actor,
    // The schema made the image required, so a stored file's URL is always there.
    (tx, imageUrl) => tx.artist.create({ data: { ...input, imageUrl: imageUrl! }, select: artistSelect }),
    (a) => ({ action: "CREATE", type: "artist", recordId: a.id, summary: a.name }),
    { file: image, expires: [TAGS.artists] },
  );
  return toDto(artist);
}

/**
 * Name and genre replaced; the picture only when a new one is sent, and then the old file is removed. The genre is
 * one of the create genres, or the one the artist already has (so an older genre survives an edit of the name).
 */
export async function updateArtist(actor: Actor, id: string, { image, ...input }: ArtistUpdate): Promise<ArtistDto> {
  const { artist } = await withPicture(
    actor,
    async (tx, imageUrl) => {
      // The row stays locked until the update commits: of two edits replacing the picture at once, each removes the
      // file the other did not keep, and none removes a file still in use.
      const [row] = await tx.$queryRaw<
        { imageUrl: string; genre: string }[]
      >`SELECT "imageUrl", "genre" FROM "Artist" WHERE "id" = ${id} FOR UPDATE`;
      if (!row) throw new AppError("not_found", ARTIST_NOT_FOUND);
      if (input.genre !== row.genre && !isArtistGenre(input.genre)) {
        throw new AppError("unprocessable_entity", ARTIST_GENRE_INVALID, [
          { path: "genre", message: ARTIST_GENRE_INVALID },
        ]);
      }
      const updated = await tx.artist.update({
        where: { id },
        data: { ...input, ...(imageUrl ? { imageUrl } : {}) },
        select: artistSelect,
      });
      return { artist: updated, oldImageUrl: row.imageUrl };
    },
    ({ artist: a }) => ({ action: "UPDATE", type: "artist", recordId: id, summary: a.name }),
    { file: image, files: ({ artist: a, oldImageUrl }) => [oldImageUrl, a.imageUrl], expires: [TAGS.artists] },
  );
  return toDto(artist);
}

export async function deleteArtist(actor: Actor, id: string): Promise<void> {
  if (!(await db.artist.count({ where: { id } }))) throw new AppError("not_found", ARTIST_NOT_FOUND);
  // The picture named by the row as it was deleted (an edit may have replaced it since the check above).
  await withPicture(
    actor,
    (tx) => tx.artist.delete({ where: { id }, select: { imageUrl: true, name: true } }),
    (a) => ({ action: "DELETE", type: "artist", recordId: id, summary: a.name }),
    { files: (a) => [a.imageUrl], expires: [TAGS.artists] },
  );
}
