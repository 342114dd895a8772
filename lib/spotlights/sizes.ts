// The style spotlight's page sizes and gallery categories, in a module without zod so client components (and
// next.config's rewrites) can import them without zod (re-exported by ./spotlight.ts).
export const SPOTLIGHTS_PAGE_SIZE = 6;
export const SPOTLIGHTS_MAX_LIMIT = 60;
export const SPOTLIGHT_COMMENTS_PAGE_SIZE = 5;
export const SPOTLIGHT_REPLIES_PAGE_SIZE = 5;

/** The gallery's `?category=` values (besides none / "all"). */
export const SPOTLIGHT_CATEGORIES = ["male", "female"] as const;
