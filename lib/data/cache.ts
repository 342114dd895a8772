// Public pages are cached; every write expires the tags it changed so the next visit shows it at once.
import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import { after } from "next/server";
import { env } from "@/lib/env";

// One tag per cached collection; detail tags where a single item is cached on its own.
export const TAGS = {
  posts: "posts",
  post: (slug: string) => `post:${slug}`,
  comments: (postId: string) => `comments:${postId}`,
  artists: "artists",
  songs: "songs",
  song: (slug: string) => `song:${slug}`,
  spotlights: "spotlights",
  spotlightComments: "spotlight-comments",
  reviews: "reviews",
  team: "team",
  adverts: "adverts",
  services: "services",
};

/** Caches a read in Next's data cache (outside the Next server, e.g. in tests and scripts, it reads directly). */
export function cached<A extends unknown[], R>(fn: (...args: A) => Promise<R>, key: string, tags: (...args: A) => string[]) {
  if (!env.inNextServer) return fn;
  return (...args: A) => unstable_cache(() => fn(...args), [key, ...args.map(String)], { tags: tags(...args), revalidate: 3600 })();
}

/** How long after a write its tags are expired a second time (see expireTags). */
export const SECOND_EXPIRY_MS = 1500;

export function expireTags(...tags: string[]): void {
  if (!env.inNextServer) return;
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // A page render or read that began before this write can finish after the expiry above and store the old data as
  // fresh (for up to the page's revalidate time). Expiring the tags once more shortly after the response closes it.
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, SECOND_EXPIRY_MS));
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
  });
}
