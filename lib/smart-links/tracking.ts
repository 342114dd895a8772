// Which smart-link visits are stored, so the numbers cannot be inflated: a request that is not a person's visit (an
// `<img>` or script pointed at the redirect, a form posted at the beacon, a preload) is never counted (the routes ask
// lib/smart-links/visit.ts); one address may add only so many events to one link (a carrier's shared address is
// many people, so the allowance is generous). A link itself has no cap: every fan's click is stored however viral it
// goes, and a burst that looks machine-made is stored and flagged, not dropped (smart-link-events.ts). Past the
// address's allowance the visitor is still redirected (or answered 204); only the event is dropped. Uniques are per
// visitor cookie, or per address without one (smart-link-events.ts).
import "server-only";
import { allowance } from "@/lib/abuse/rate-limit";
import type { PlatformKey } from "@/lib/smart-links/platforms";
import { recordSmartLinkEvent, type Visit } from "./events";

/** Events of one kind one address may add to one link in ten minutes (a crowd behind one carrier address included). */
export const PER_ADDRESS_AND_LINK = { limit: 60, windowSeconds: 600 };

const withinAllowance = allowance(PER_ADDRESS_AND_LINK);

type Stored = Awaited<ReturnType<typeof recordSmartLinkEvent>>;

/** Records the event when the address is within its allowance for this link; null when it was dropped. */
export async function trackSmartLinkEvent(
  slug: string,
  kind: "VIEW" | "CLICK",
  visit: Visit,
  platform: PlatformKey | null = null,
): Promise<Stored> {
  if (!(await withinAllowance(`smartLink${kind === "VIEW" ? "View" : "Click"}:ip:${visit.ip}:${slug}`))) return null;
  return recordSmartLinkEvent(slug, kind, visit, platform);
}
