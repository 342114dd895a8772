// Artists: the public list behind the home page's "Top Artists" section and GET /mnb/api/getAllArtist.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { cachedFor, TAGS } from "./cache";

const artistSelect = { id: true, name: true, genre: true, imageUrl: true } satisfies Prisma.ArtistSelect;
type ArtistRow = Prisma.ArtistGetPayload<{ select: typeof artistSelect }>;

export type ArtistDto = { _id: string; id: string; name: string; genre: string; imageUrl: string };

const toDto = (a: ArtistRow): ArtistDto => ({ _id: a.id, ...a });

const MAX_ARTISTS = 200;

export async function listArtists(): Promise<ArtistDto[]> {
  "use cache";
  cachedFor(TAGS.artists);
  const rows = await db.artist.findMany({ select: artistSelect, orderBy: [{ createdAt: "desc" }, { id: "asc" }], take: MAX_ARTISTS });
  return rows.map(toDto);
}
