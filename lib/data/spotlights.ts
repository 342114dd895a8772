// Style spotlights: the gallery's pages, each spotlight rated by the comments about it.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma, SpotlightCategory } from "@/lib/generated/prisma/client";
import { spotlightRating } from "@/lib/domain/rating";
import type { SpotlightCategoryParam } from "@/lib/validations/spotlight";
import { bounded, cachedFor, TAGS } from "./cache";
import { lastPage, pageOf, pageWindow, type PageMeta } from "./paging";

export const MAX_SPOTLIGHTS = 500;

const spotlightSelect = {
  id: true, name: true, description: true, imageUrl: true, category: true, featured: true,
} satisfies Prisma.SpotlightSelect;
type SpotlightRow = Prisma.SpotlightGetPayload<{ select: typeof spotlightSelect }>;

export type SpotlightDto = {
  _id: string; id: string; name: string; description: string; imageUrl: string; image: string;
  category: "Male" | "Female"; featured: boolean; rating: number; ratingsCount: number;
};
export type SpotlightPage = PageMeta & { spotlights: SpotlightDto[] };
export type SpotlightOption = { id: string; name: string };

const CATEGORY_LABEL: Record<SpotlightCategory, SpotlightDto["category"]> = { MALE: "Male", FEMALE: "Female" };
const toCategory = (param: SpotlightCategoryParam): SpotlightCategory => (param === "male" ? "MALE" : "FEMALE");

/** Ratings for a whole page come from one grouped query, not one query per spotlight. */
async function ratingsFor(ids: string[]): Promise<Map<string, { rating: number; ratingsCount: number }>> {
  if (ids.length === 0) return new Map();
  const groups = await db.spotlightComment.groupBy({
    by: ["spotlightId"],
    where: { spotlightId: { in: ids } },
    _avg: { rating: true },
    _count: { _all: true },
  });
  return new Map(
    groups.map((g) => [g.spotlightId!, { rating: spotlightRating(g._avg.rating, g._count._all), ratingsCount: g._count._all }]),
  );
}

function toDto(row: SpotlightRow, stats?: { rating: number; ratingsCount: number }): SpotlightDto {
  return {
    ...row,
    _id: row.id,
    image: row.imageUrl,
    category: CATEGORY_LABEL[row.category],
    rating: stats?.rating ?? spotlightRating(null, 0),
    ratingsCount: stats?.ratingsCount ?? 0,
  };
}

async function readSpotlights(category: SpotlightCategoryParam | null, page: number, limit: number): Promise<SpotlightPage> {
  const where: Prisma.SpotlightWhereInput = category ? { category: toCategory(category) } : {};
  const total = await db.spotlight.count({ where });
  const meta = pageOf(total, Math.min(page, lastPage(total, limit)), limit);
  const rows = await db.spotlight.findMany({
    where,
    select: spotlightSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    ...pageWindow(meta.page, limit),
  });
  const ratings = await ratingsFor(rows.map((r) => r.id));
  return { spotlights: rows.map((r) => toDto(r, ratings.get(r.id))), ...meta };
}
async function cachedSpotlights(category: SpotlightCategoryParam | null, page: number, limit: number): Promise<SpotlightPage> {
  "use cache";
  cachedFor(TAGS.spotlights);
  return readSpotlights(category, page, limit);
}
/** Newest first. A page past the end answers the last page, so "Page X of Y" never reads X > Y. */
export const listSpotlights = bounded(cachedSpotlights, readSpotlights);

/** Every spotlight (of a category), newest first and capped: the plain array the old clients read. */
export async function listAllSpotlights(category: SpotlightCategoryParam | null): Promise<SpotlightDto[]> {
  "use cache";
  cachedFor(TAGS.spotlights);
  return (await readSpotlights(category, 1, MAX_SPOTLIGHTS)).spotlights;
}

/** Names for the comment form's "About (optional)" select and for labelling comments. */
export async function listSpotlightOptions(): Promise<SpotlightOption[]> {
  "use cache";
  cachedFor(TAGS.spotlights);
  return db.spotlight.findMany({ select: { id: true, name: true }, orderBy: { name: "asc" }, take: MAX_SPOTLIGHTS });
}

export async function spotlightExists(id: string): Promise<boolean> {
  return (await db.spotlight.count({ where: { id } })) > 0;
}
