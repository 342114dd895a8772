// Partner adverts: /advertise and GET /getAdverts (newest first), the admin list (search and paging) and the admin
// writes, each of which expires the adverts tag so the public pages show the change at once.
import "server-only";
import { db } from "@/lib/db";
import { withPicture, type Actor } from "@/lib/activity";
import { AppError } from "@/lib/core/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { AdvertInput } from "@/lib/adverts/schema";
import { bounded, cachedFor, TAGS } from "@/lib/cache";
import { pageOf, pageWindow, type ListQuery, type PageMeta } from "@/lib/db/paging";
import { containsText } from "@/lib/db/text-match";

export const ADVERT_NOT_FOUND = "Advert not found.";

const advertSelect = {
  id: true,
  title: true,
  description: true,
  imageUrl: true,
  link: true,
  facebook: true,
  twitter: true,
  instagram: true,
  linkedin: true,
} satisfies Prisma.AdvertSelect;
type AdvertRow = Prisma.AdvertGetPayload<{ select: typeof advertSelect }>;

export type AdvertDto = AdvertRow & { _id: string };
export type AdvertPage = PageMeta & { adverts: AdvertDto[] };

const toDto = (a: AdvertRow): AdvertDto => ({ _id: a.id, ...a });

const MAX_LIST = 200;
const NEWEST_FIRST = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.AdvertOrderByWithRelationInput[];

export async function listAdverts(): Promise<AdvertDto[]> {
  "use cache";
  cachedFor(TAGS.adverts);
  const rows = await db.advert.findMany({ select: advertSelect, orderBy: NEWEST_FIRST, take: MAX_LIST });
  return rows.map(toDto);
}

async function readAdvertPage({ page, size, q }: ListQuery & { size: number }): Promise<AdvertPage> {
  const where: Prisma.AdvertWhereInput = q
    ? {
        OR: [{ title: containsText(q) }, { description: containsText(q) }, { link: containsText(q) }],
      }
    : {};
  const [total, rows] = await Promise.all([
    db.advert.count({ where }),
    db.advert.findMany({ where, select: advertSelect, orderBy: NEWEST_FIRST, ...pageWindow(page, size) }),
  ]);
  return { adverts: rows.map(toDto), ...pageOf(total, page, size) };
}
async function cachedAdvertPage(page: number, size: number): Promise<AdvertPage> {
  "use cache";
  cachedFor(TAGS.adverts);
  return readAdvertPage({ page, size });
}
const advertPage = bounded(cachedAdvertPage, (page: number, size: number) => readAdvertPage({ page, size }));

/** A page of the admin list, searched by title, description or link (a search reads the database directly). */
export const listAdvertPage = ({ page, size, q }: ListQuery & { size: number }): Promise<AdvertPage> =>
  q ? readAdvertPage({ page, size, q }) : advertPage(page, size);

export async function createAdvert(actor: Actor, { image, ...input }: AdvertInput): Promise<AdvertDto> {
  const advert = await withPicture(
    actor,
    (tx, imageUrl) => tx.advert.create({ data: { ...input, imageUrl: imageUrl ?? null }, select: advertSelect }),
    (a) => ({ action: "CREATE", type: "advert", recordId: a.id, summary: a.title }),
    { file: image, expires: [TAGS.adverts] },
  );
  return toDto(advert);
}

/** Every text field replaced (a blank social link removes it); the picture only when a new one is sent. */
export async function updateAdvert(actor: Actor, id: string, { image, ...input }: AdvertInput): Promise<AdvertDto> {
  // The old advert form echoes the stored picture's address: that is no new picture (with Blob on it would be taken
  // for a direct upload some record already uses, and refused).
  const echoed =
    typeof image === "string" &&
    (await db.advert.findUnique({ where: { id }, select: { imageUrl: true } }))?.imageUrl === image;
  const { advert } = await withPicture(
    actor,
    async (tx, imageUrl) => {
      // Locked until the update commits, so two edits replacing the picture at once each remove the right old file.
      const [row] = await tx.$queryRaw<
        { imageUrl: string | null }[]
      >`SELECT "imageUrl" FROM "Advert" WHERE "id" = ${id} FOR UPDATE`;
      if (!row) throw new AppError("not_found", ADVERT_NOT_FOUND);
      const updated = await tx.advert.update({
        where: { id },
        data: { ...input, ...(imageUrl ? { imageUrl } : {}) },
        select: advertSelect,
      });
      return { advert: updated, oldImageUrl: row.imageUrl };
    },
    ({ advert: a }) => ({ action: "UPDATE", type: "advert", recordId: id, summary: a.title }),
    {
      file: echoed ? undefined : image,
      files: ({ advert: a, oldImageUrl }) => [oldImageUrl, a.imageUrl],
      expires: [TAGS.adverts],
    },
  );
  return toDto(advert);
}

export async function deleteAdvert(actor: Actor, id: string): Promise<void> {
  if (!(await db.advert.count({ where: { id } }))) throw new AppError("not_found", ADVERT_NOT_FOUND);
  // The picture named by the row as it was deleted (an edit may have replaced it since the check above).
  await withPicture(
    actor,
    (tx) => tx.advert.delete({ where: { id }, select: { imageUrl: true, title: true } }),
    (a) => ({ action: "DELETE", type: "advert", recordId: id, summary: a.title }),
    { files: (a) => [a.imageUrl], expires: [TAGS.adverts] },
  );
}
