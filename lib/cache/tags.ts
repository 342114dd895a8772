// The cache tags, apart from cache.ts because server start (outside React's server layer) uses them too.
// The page cache's tag expiry table: a process-wide singleton, kept outside Next's bundles for that reason.
import { tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external";

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
  smartLinks: "smart-links",
  smartLink: (slug: string) => `smart-link:${slug}`,
  linkPages: "link-pages",
  linkPage: (handle: string) => `link-page:${handle}`,
  // What the importer recorded of the old site's addresses (lib/legacy-addresses).
  legacyAddresses: "legacy-addresses",
};

/** The collection tags: every cached read carries at least one of them (detail tags ride along with theirs). */
export const COLLECTION_TAGS = Object.values(TAGS).filter((t): t is string => typeof t === "string");

/**
 * Called once when a server starts (lib/next-config/server-start.ts): marks every data tag expired in this process, so pages that
 * `next build` prerendered (with the build database's content, kept in the build folder) render again from the
 * database this server reads before their first answer. Whatever this server renders afterwards is stamped later and
 * served from the page cache as usual. Only this process's view changes (a shared cache handler keeps its entries).
 */
export function expireBuildTimePages(now = performance.timeOrigin + performance.now()): void {
  for (const tag of COLLECTION_TAGS) tagsManifest.set(tag, { ...tagsManifest.get(tag), expired: now });
}
