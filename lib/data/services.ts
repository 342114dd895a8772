// The three built-in services and the eight priced offers (kobo). Both change only through the admin area, so
// public pages read them from the cache under TAGS.services.
import "server-only";
import { db } from "@/lib/db";
import { cached, TAGS } from "./cache";

const serviceSelect = { id: true, title: true, imageUrl: true, content: true, categories: true } as const;
const offerSelect = { id: true, slug: true, title: true, description: true, originalPriceKobo: true, promoPriceKobo: true } as const;

export type ServiceDto = { id: string; title: string; imageUrl: string; content: string; categories: string[] };
export type ServiceOfferDto = {
  id: string; slug: string; title: string; description: string; originalPriceKobo: number; promoPriceKobo: number;
};

export async function listServices(): Promise<ServiceDto[]> {
  return db.service.findMany({ select: serviceSelect, orderBy: [{ sortOrder: "asc" }, { id: "asc" }] });
}
export const listServicesCached = cached(listServices, "listServices", () => [TAGS.services]);

export async function getService(id: string): Promise<ServiceDto | null> {
  return db.service.findUnique({ where: { id }, select: serviceSelect });
}
export const getServiceCached = cached(getService, "getService", () => [TAGS.services]);

export async function listOffers(): Promise<ServiceOfferDto[]> {
  return db.serviceOffer.findMany({ select: offerSelect, orderBy: [{ sortOrder: "asc" }, { title: "asc" }] });
}
export const listOffersCached = cached(listOffers, "listOffers", () => [TAGS.services]);
