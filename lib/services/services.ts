// The three built-in services and the eight priced offers (kobo). Both change only through the admin area, so
// public pages read them from the cache under TAGS.services.
import "server-only";
import { db } from "@/lib/db";
import { cacheable, cachedFor, keptIfFound, TAGS } from "@/lib/cache";

const serviceSelect = { id: true, title: true, imageUrl: true, content: true, categories: true } as const;
const offerSelect = {
  id: true,
  slug: true,
  title: true,
  description: true,
  originalPriceKobo: true,
  promoPriceKobo: true,
} as const;

export type ServiceDto = { id: string; title: string; imageUrl: string; content: string; categories: string[] };
export type ServiceOfferDto = {
  id: string;
  slug: string;
  title: string;
  description: string;
  originalPriceKobo: number;
  promoPriceKobo: number;
};

export async function listServices(): Promise<ServiceDto[]> {
  "use cache";
  cachedFor(TAGS.services);
  return db.service.findMany({ select: serviceSelect, orderBy: [{ sortOrder: "asc" }, { id: "asc" }] });
}

const readService = (id: string): Promise<ServiceDto | null> =>
  db.service.findUnique({ where: { id }, select: serviceSelect });
async function serviceById(id: string): Promise<ServiceDto | null> {
  "use cache";
  return keptIfFound(await readService(id), TAGS.services);
}
/** A service by id, or null; an id too long to be one is not looked up (and leaves no cache entry). */
export const getService = async (id: string): Promise<ServiceDto | null> => (cacheable([id]) ? serviceById(id) : null);

export async function listOffers(): Promise<ServiceOfferDto[]> {
  "use cache";
  cachedFor(TAGS.services);
  return db.serviceOffer.findMany({ select: offerSelect, orderBy: [{ sortOrder: "asc" }, { title: "asc" }] });
}
