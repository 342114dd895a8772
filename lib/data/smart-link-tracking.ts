// Which smart-link visits are stored, so the numbers cannot be inflated: a request that is not a person's visit (an
// `<img>` or script pointed at the redirect, a form posted at the beacon, a preload) is never counted; one address may
// add only so many events to one link (a carrier's shared address is many people, so the allowance is generous); and a
// link stores at most so many events a minute whoever sends them. Past a limit the visitor is still redirected (or
// answered 204); only the event is dropped. Uniques are per visitor cookie, or per address without one
// (smart-link-events.ts).
import "server-only";
import { hit } from "@/lib/rate-limit";
import type { PlatformKey } from "@/lib/validations/smart-link";
import { recordSmartLinkEvent, type Visit } from "./smart-link-events";

/** Events of one kind one address may add to one link in ten minutes (a crowd behind one carrier address included). */
export const PER_ADDRESS_AND_LINK = { limit: 60, windowSeconds: 600 };
/** Events one link stores a minute, all kinds and addresses together: a flood from many addresses is cut here. */
export const PER_LINK_PER_MINUTE = { limit: 600, windowSeconds: 60 };

type Stored = Awaited<ReturnType<typeof recordSmartLinkEvent>>;

/**
 * Records the event when the address and the link are within their limits; null when it was dropped (or the link does
 * not exist). Both limits are counted in one statement each, so simultaneous requests cannot slip past them together.
 */
export async function trackSmartLinkEvent(slug: string, kind: "VIEW" | "CLICK", visit: Visit, platform: PlatformKey | null = null): Promise<Stored> {
  const perAddress = await hit({ key: `smartLink${kind === "VIEW" ? "View" : "Click"}:ip:${visit.ip}:${slug}`, ...PER_ADDRESS_AND_LINK });
  if (perAddress.count > PER_ADDRESS_AND_LINK.limit) return null;
  const perLink = await hit({ key: `smartLinkEvents:${slug}`, ...PER_LINK_PER_MINUTE });
  if (perLink.count > PER_LINK_PER_MINUTE.limit) return null;
  return recordSmartLinkEvent(slug, kind, visit, platform);
}
