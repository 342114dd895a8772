// The three built-in services and the eight priced offers (kobo). Both change only through the admin area, so
// public pages read them from the cache under TAGS.services.
import "server-only";
import { db } from "@/lib/db";
import { cachedBriefly, cachedFor, lookup, TAGS } from "./cache";

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
async function cachedService(id: string): Promise<ServiceDto | null> {
  "use cache";
  cachedFor(TAGS.services);
  return readService(id);
}
async function briefService(id: string): Promise<ServiceDto | null> {
  "use cache";
  cachedBriefly(TAGS.services);
  return readService(id);
}
const serviceIds = async () => (await listServices()).map((s) => s.id);
/** A service by id; unknown ids are answered from the cached list of services, without a cache entry of their own. */
export const getService = lookup(serviceIds, cachedService, briefService);

export async function listOffers(): Promise<ServiceOfferDto[]> {
  "use cache";
  cachedFor(TAGS.services);
  return db.serviceOffer.findMany({ select: offerSelect, orderBy: [{ sortOrder: "asc" }, { title: "asc" }] });
}
