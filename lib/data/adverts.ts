// Partner adverts for /advertise and GET /getAdverts, newest first.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { cachedFor, TAGS } from "./cache";

const advertSelect = {
  id: true, title: true, description: true, imageUrl: true, link: true, facebook: true, twitter: true, instagram: true, linkedin: true,
} satisfies Prisma.AdvertSelect;
type AdvertRow = Prisma.AdvertGetPayload<{ select: typeof advertSelect }>;

export type AdvertDto = AdvertRow & { _id: string };

const MAX_LIST = 200;

export async function listAdverts(): Promise<AdvertDto[]> {
  "use cache";
  cachedFor(TAGS.adverts);
  const rows = await db.advert.findMany({ select: advertSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: MAX_LIST });
  return rows.map((a) => ({ _id: a.id, ...a }));
}
