// What an address of the old site looks like, decided without the database: which keys may be an old slug or an old
// record's id, and where an old address moves once its slug is known (docs/features/move-from-old-site.md).

/** The kinds of old slug that have a public address of their own (LegacyRedirect.kind). */
export type LegacySlugKind = "post" | "song" | "smartlink";

/**
 * Any slug the old site could have made: it replaced every character outside a-z0-9 with `-` and kept the length, so
 * `----day--owambe` is one. Anything else cannot be old, and is refused without a lookup.
 */
export const OLD_SLUG_PATTERN = /^[a-z0-9-]{1,200}$/;
export const isOldSlug = (key: string) => OLD_SLUG_PATTERN.test(key);

/** A MongoDB ObjectId as the old client sent it: 24 hex digits (ours are cuids, 25 characters, so never one). */
export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/i;
export const isObjectId = (key: string) => OBJECT_ID_PATTERN.test(key);

/** Our model names the importer records (LegacyRecord.model), with the old collections their rows come from. */
export const LEGACY_COLLECTIONS = {
  Post: ["posts"],
  PostComment: ["comments"],
  SongComment: ["comments", "songs"],
  Song: ["songs"],
  Artist: ["artists"],
  SmartLink: ["smartlinks"],
  Spotlight: ["stylespotlights"],
  SpotlightComment: ["stylespotlightcomments"],
  SpotlightReply: ["stylespotlightcomments"],
  Subscriber: ["subscribers"],
  Booking: ["bookings"],
  Payment: ["payments"],
  Advert: ["adverts"],
  PartnershipRequest: ["partnerships"],
  Review: ["contacts"],
  TeamMember: ["teammembers"],
  Worker: ["workers"],
  // Visitor accounts and admins were two collections there; both are users here.
  User: ["auths", "admins", "users"],
} as const satisfies Record<string, readonly string[]>;
export type LegacyModel = keyof typeof LEGACY_COLLECTIONS;

/**
 * The same address with the old slug swapped for the new one: `base` is the path before the slug (`/post`,
 * `/smartlink`), whatever follows it (`/go/spotify`) and the query (utm marks, `ref`, `qr=1`) are kept. Relative, so
 * it holds behind any proxy. Null when the path does not start with that slug.
 */
export function movedPath(url: URL, base: string, from: string, to: string): string | null {
  const prefix = `${base}/${from}`;
  const { pathname } = url;
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return null;
  return `${base}/${encodeURIComponent(to)}${pathname.slice(prefix.length)}${url.search}`;
}

/**
 * An old slug that ours refuse (isSlug: no leading, trailing or doubled hyphen, at most 100 characters), as a pattern
 * for next.config's rewrites (no capturing groups, one path segment): such addresses go straight to the old-address
 * route, which can answer with the query kept. Old slugs of our own shape reach the page, which asks on its
 * not-found path.
 */
export const REFUSED_OLD_SLUG =
  "(?=[a-z0-9-]{1,200}$)(?:-[a-z0-9-]*|[a-z0-9-]*-|[a-z0-9-]*--[a-z0-9-]*|[a-z0-9-]{101,})";

/** Where each kind of old address lives here (the old-address route answers for these). */
export const LEGACY_BASES: Partial<Record<LegacySlugKind, string>> = { post: "/post", smartlink: "/smartlink" };

/** The old dashboard's editor address, `/admin/edit-post/{objectId}`: the same path as our editor's. */
export const OLD_EDITOR_KIND = "edit-post";

/**
 * The rewrites that send an old address to the old-address route: a page address with a refused old slug, and the
 * old editor's address with an ObjectId (the admin area's gate runs before rewrites, so only admins get there).
 */
export const legacyRewrites = () => [
  ...Object.entries(LEGACY_BASES).map(([kind, base]) => ({
    source: `${base}/:slug(${REFUSED_OLD_SLUG})`,
    destination: `/old-address/${kind}/:slug`,
  })),
  { source: "/admin/edit-post/:slug([0-9a-fA-F]{24})", destination: `/old-address/${OLD_EDITOR_KIND}/:slug` },
];
