// Style spotlights: the gallery's pages, each spotlight rated by the comments about it, and the admin's nominations,
// edits and deletes (every write expires the gallery's tags, which the /style-spotlight pages are cached under).
import "server-only";
import { db } from "@/lib/db";
import { withPicture, type Actor } from "@/lib/activity";
import { AppError } from "@/lib/core/errors";
import type { Prisma, SpotlightCategory } from "@/lib/generated/prisma/client";
import { spotlightRating } from "@/lib/core/rating";
import { bringsFile } from "@/lib/storage";
import { SPOTLIGHT_REQUIRED, type SpotlightCategoryParam, type SpotlightFormValues } from "@/lib/spotlights/schema";
import { bounded, cachedFor, TAGS } from "@/lib/cache";
import { lastPage, pageOf, pageWindow, type ListQuery, type PageMeta } from "@/lib/db/paging";
import { containsText } from "@/lib/db/text-match";

export const MAX_SPOTLIGHTS = 500;
export const SPOTLIGHT_NOT_FOUND = "Spotlight not found.";

const spotlightSelect = {
  id: true,
  name: true,
  description: true,
  imageUrl: true,
  category: true,
  featured: true,
} satisfies Prisma.SpotlightSelect;
type SpotlightRow = Prisma.SpotlightGetPayload<{ select: typeof spotlightSelect }>;

export type SpotlightDto = {
  _id: string;
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  image: string;
  category: "Male" | "Female";
  featured: boolean;
  rating: number;
  ratingsCount: number;
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
    // Comments posted without stars are not ratings.
    where: { spotlightId: { in: ids }, rating: { not: null }, status: "PUBLISHED" },
    _avg: { rating: true },
    _count: { rating: true },
  });
  return new Map(
    groups.map((g) => [
      g.spotlightId!,
      { rating: spotlightRating(g._avg.rating, g._count.rating), ratingsCount: g._count.rating },
    ]),
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

async function readSpotlights(
  category: SpotlightCategoryParam | null,
  page: number,
  limit: number,
  name = "",
): Promise<SpotlightPage> {
  const where: Prisma.SpotlightWhereInput = {
    ...(category ? { category: toCategory(category) } : {}),
    ...(name ? { name: containsText(name) } : {}),
  };
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
async function cachedSpotlights(
  category: SpotlightCategoryParam | null,
  page: number,
  limit: number,
): Promise<SpotlightPage> {
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

/** Names by id for the admin's comment list, read fresh: only the few spotlights the comments on screen are about. */
export async function spotlightNames(ids: string[]): Promise<Record<string, string>> {
  const rows = await db.spotlight.findMany({
    where: { id: { in: [...new Set(ids)] } },
    select: { id: true, name: true },
  });
  return Object.fromEntries(rows.map((r) => [r.id, r.name]));
}

export async function spotlightExists(id: string): Promise<boolean> {
  return (await db.spotlight.count({ where: { id } })) > 0;
}

/**
 * Manage Spotlight's list: searched by name and filtered by category. Any text can be searched for, so this reads the
 * database directly (nothing to cache per search); `ratingsCount` is how many comments are about each spotlight.
 */
export function searchSpotlights({
  q = "",
  category,
  page,
  size,
}: ListQuery & { category: SpotlightCategoryParam | null; size: number }): Promise<SpotlightPage> {
  return readSpotlights(category, page, size, q);
}

/** One spotlight for the edit dialog, read fresh; null when the id names none. */
export async function findSpotlight(id: string): Promise<SpotlightDto | null> {
  const row = await db.spotlight.findUnique({ where: { id }, select: spotlightSelect });
  if (!row) return null;
  return toDto(row, (await ratingsFor([id])).get(id));
}

/** A nomination: the image is required and stored first; if the row cannot be written the file is removed again. */
export async function createSpotlight(
  actor: Actor,
  input: SpotlightFormValues,
  image: FormDataEntryValue | null,
): Promise<SpotlightDto> {
  if (!bringsFile(image)) throw new AppError("unprocessable_entity", SPOTLIGHT_REQUIRED);
  const row = await withPicture(
    actor,
    (tx, imageUrl) =>
      tx.spotlight.create({
        data: {
          name: input.name,
          description: input.description,
          category: toCategory(input.category),
          imageUrl: imageUrl!,
        },
        select: spotlightSelect,
      }),
    (s) => ({ action: "CREATE", type: "spotlight", recordId: s.id, summary: s.name }),
    { file: image, expires: [TAGS.spotlights] },
  );
  return toDto(row);
}

/** The edit dialog: a new image replaces the old one, whose file is deleted once the row points at the new one. */
export async function updateSpotlight(
  actor: Actor,
  id: string,
  input: SpotlightFormValues,
  image: FormDataEntryValue | null,
): Promise<SpotlightDto> {
  const existing = await db.spotlight.findUnique({ where: { id }, select: { imageUrl: true } });
  if (!existing) throw new AppError("not_found", SPOTLIGHT_NOT_FOUND);
  const row = await withPicture(
    actor,
    (tx, imageUrl) =>
      tx.spotlight.update({
        where: { id },
        data: {
          name: input.name,
          description: input.description,
          category: toCategory(input.category),
          ...(imageUrl ? { imageUrl } : {}),
        },
        select: spotlightSelect,
      }),
    (s) => ({ action: "UPDATE", type: "spotlight", recordId: id, summary: s.name }),
    // The name also labels comments about it on the public page (listSpotlightOptions, same tag).
    { file: image, files: (s) => [existing.imageUrl, s.imageUrl], expires: [TAGS.spotlights] },
  );
  return toDto(row, (await ratingsFor([id])).get(id));
}

/**
 * Deletes the spotlight; its comments and their replies go with it (ON DELETE CASCADE), their reactions with those
 * (the reaction_cleanup_triggers migration), and then its image file.
 */
export async function deleteSpotlight(actor: Actor, id: string): Promise<void> {
  const existing = await db.spotlight.findUnique({ where: { id }, select: { imageUrl: true, name: true } });
  if (!existing) throw new AppError("not_found", SPOTLIGHT_NOT_FOUND);
  await withPicture(
    actor,
    (tx) => tx.spotlight.delete({ where: { id } }),
    { action: "DELETE", type: "spotlight", recordId: id, summary: existing.name },
    { files: () => [existing.imageUrl], expires: [TAGS.spotlights, TAGS.spotlightComments] },
  );
}
