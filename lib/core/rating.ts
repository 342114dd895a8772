// Star ratings: the site's 1–5 scale and how a spotlight's rating is derived from the comments about it.
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const DEFAULT_SPOTLIGHT_RATING = 4;

/** Old rows or imports may hold ratings outside the scale; lists never show more than five stars. */
export const capRating = (rating: number) => Math.min(RATING_MAX, Math.max(RATING_MIN, Math.round(rating)));

/** The rating a spotlight shows: the average of its comments' ratings to one decimal, 4.0 while it has none. */
export function spotlightRating(average: number | null | undefined, count: number): number {
  if (!count || average === null || average === undefined) return DEFAULT_SPOTLIGHT_RATING;
  return Math.round(average * 10) / 10;
}

export const formatRating = (rating: number) => rating.toFixed(1);
