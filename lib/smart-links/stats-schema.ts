// The statistics screens' inputs: the period (`?days=`, one of a few fixed windows, or `?from=&to=`, a range of UTC
// days of at most a year that ends no later than today) and the page size of the owner's and the admin's lists of links.
import { z } from "zod";
import { pageQuery } from "@/lib/core/form-basics";

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

/** A custom period: from the first to the last day, both included (UTC days, as the roll-up stores them). */
export type StatsRange = { from: string; to: string };
export const STATS_RANGE_MAX_DAYS = 366;
export const STATS_RANGE_INVALID = "Choose a start and an end date (YYYY-MM-DD).";
export const STATS_RANGE_REVERSED = "The start date must be on or before the end date.";
export const STATS_RANGE_FUTURE = "The end date cannot be after today.";
export const STATS_RANGE_TOO_LONG = `A period can be at most ${STATS_RANGE_MAX_DAYS} days.`;

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, STATS_RANGE_INVALID)
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    STATS_RANGE_INVALID,
  );

/** `?from=&to=`, checked against today (UTC) when parsed. */
export const statsRangeSchema = z.object({ from: isoDay, to: isoDay }).superRefine(({ from, to }, ctx) => {
  const [start, end] = [Date.parse(`${from}T00:00:00Z`), Date.parse(`${to}T00:00:00Z`)];
  const today = new Date().toISOString().slice(0, 10);
  if (start > end) ctx.addIssue({ code: "custom", path: ["from"], message: STATS_RANGE_REVERSED });
  else if (to > today) ctx.addIssue({ code: "custom", path: ["to"], message: STATS_RANGE_FUTURE });
  else if ((end - start) / DAY_MS + 1 > STATS_RANGE_MAX_DAYS)
    ctx.addIssue({ code: "custom", path: ["from"], message: STATS_RANGE_TOO_LONG });
});

/**
 * The period a statistics request asks for: `?from=&to=` when either is given (with the first problem in words when
 * they are not a valid range), else `?days=` (default 30).
 */
export function statsPeriodFrom(param: (name: string) => string | undefined | null): {
  period: StatsPeriod | StatsRange;
  error?: string;
} {
  const days = statsPeriodParam.parse(param("days") ?? undefined);
  const [from, to] = [param("from"), param("to")];
  if (!from && !to) return { period: days };
  const range = statsRangeSchema.safeParse({ from: from ?? "", to: to ?? "" });
  return range.success ? { period: range.data } : { period: days, error: range.error.issues[0].message };
}

export const SMART_LINKS_PAGE_SIZE = 10;
/** `GET /mnb/api/smart-links?q=&page=&limit=`. */
export const smartLinkListQuery = pageQuery(SMART_LINKS_PAGE_SIZE).extend({
  q: z
    .string()
    .catch("")
    .transform((q) => q.replace(/\0/g, "").trim().slice(0, 100)),
});
