// The statistics screens' inputs: the period (`?days=`, one of a few fixed windows so every answer is one of a known
// set) and the page size of the owner's and the admin's lists of links.
import { z } from "zod";
import { pageQuery } from "./basics";

export const STATS_PERIODS = [7, 30, 90, 365] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const DEFAULT_STATS_PERIOD: StatsPeriod = 30;

/** `?days=`: one of the periods; anything else (missing, nonsense, another number) is the default 30. */
export const statsPeriodParam = z.coerce
  .number()
  .catch(DEFAULT_STATS_PERIOD)
  .transform((n): StatsPeriod =>
    (STATS_PERIODS as readonly number[]).includes(n) ? (n as StatsPeriod) : DEFAULT_STATS_PERIOD,
  );

export const statsPeriodLabel = (days: StatsPeriod) => (days === 365 ? "Last 12 months" : `Last ${days} days`);

export const SMART_LINKS_PAGE_SIZE = 10;
/** `GET /mnb/api/smart-links?q=&page=&limit=`. */
export const smartLinkListQuery = pageQuery(SMART_LINKS_PAGE_SIZE).extend({
  q: z
    .string()
    .catch("")
    .transform((q) => q.replace(/\0/g, "").trim().slice(0, 100)),
});
