// Which smart-link visits are stored, so the numbers cannot be inflated: a request that is not a person's visit (an
// `<img>` or script pointed at the redirect, a form posted at the beacon, a preload) is never counted (the routes ask
// lib/domain/smart-link-visit.ts); one address may add only so many events to one link (a carrier's shared address is
// many people, so the allowance is generous); and a link stores at most EVENTS_PER_LINK_PER_MINUTE whoever sends them
// (smart-link-events.ts). Past a limit the visitor is still redirected (or answered 204); only the event is dropped.
// Uniques are per visitor cookie, or per address without one (smart-link-events.ts).
import "server-only";
import { isConnectionTrouble } from "@/lib/db-unreachable";
import { groupCommit } from "@/lib/group-commit";
import { hit } from "@/lib/rate-limit";
import type { PlatformKey } from "@/lib/validations/smart-link";
import { recordSmartLinkEvent, type Visit } from "./smart-link-events";

/** Events of one kind one address may add to one link in ten minutes (a crowd behind one carrier address included). */
export const PER_ADDRESS_AND_LINK = { limit: 60, windowSeconds: 600 };

/**
 * Counts one event on each key and says which are within the allowance. A burst's counts go one after another on one
 * connection (group commit) rather than each taking a pooled connection to queue on the same row, which starved the
 * event writes themselves of connections.
 */
const withinAllowance = groupCommit(
  async (keys: string[]) => {
    const allowed: boolean[] = [];
    for (const key of keys)
      allowed.push((await hit({ key, ...PER_ADDRESS_AND_LINK })).count <= PER_ADDRESS_AND_LINK.limit);
    return allowed;
  },
  // Counted again after a lost connection at worst: an allowance a little smaller, never a click lost to a restart.
  { retry: { when: isConnectionTrouble } },
);

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
