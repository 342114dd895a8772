// The style spotlight's page sizes, in a module without zod so client components can import them without shipping
// zod with the page (re-exported by ./spotlight.ts).
export const SPOTLIGHTS_PAGE_SIZE = 6;
export const SPOTLIGHTS_MAX_LIMIT = 60;
export const SPOTLIGHT_COMMENTS_PAGE_SIZE = 5;
export const SPOTLIGHT_REPLIES_PAGE_SIZE = 5;
