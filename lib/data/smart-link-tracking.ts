// Which smart-link visits are stored, so the numbers cannot be inflated: a request that is not a person's visit (an
// `<img>` or script pointed at the redirect, a form posted at the beacon, a preload) is never counted (the routes ask
// lib/domain/smart-link-visit.ts); one address may add only so many events to one link (a carrier's shared address is
// many people, so the allowance is generous); and a link stores at most EVENTS_PER_LINK_PER_MINUTE whoever sends them
// (smart-link-events.ts). Past a limit the visitor is still redirected (or answered 204); only the event is dropped.
// Uniques are per visitor cookie, or per address without one (smart-link-events.ts).
import "server-only";
import { isConnectionTrouble } from "@/lib/db-unreachable";
import { groupCommit } from "@/lib/group-commit";
import { hitEach } from "@/lib/rate-limit";
import type { PlatformKey } from "@/lib/validations/smart-link";
import { recordSmartLinkEvent, type Visit } from "./smart-link-events";

/** Events of one kind one address may add to one link in ten minutes (a crowd behind one carrier address included). */
export const PER_ADDRESS_AND_LINK = { limit: 60, windowSeconds: 600 };

/**
 * Counts one event on each key and says which are within the allowance. A burst's counts are one statement on one
 * connection (group commit), whatever its size: each pooled connection queueing on the same row starved the event
 * writes themselves of connections, and one statement per key (sequential) let the counting fall behind a busy
 * redirect. The n-th event of a key in the batch is allowed when the key's count before the batch plus n is within it.
 */
const withinAllowance = groupCommit(
  async (keys: string[]) => {
    const attempts = new Map<string, number>();
    for (const key of keys) attempts.set(key, (attempts.get(key) ?? 0) + 1);
    const counts = await hitEach(attempts, PER_ADDRESS_AND_LINK.windowSeconds);
    const seen = new Map<string, number>();
    return keys.map((key) => {
      const nth = (seen.get(key) ?? 0) + 1;
      seen.set(key, nth);
      const before = counts.get(key)! - attempts.get(key)!;
      return before + nth <= PER_ADDRESS_AND_LINK.limit;
    });
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
