// The rules of attribution's report (docs/features/attribution.md): which page views count, how long a site visit
// lasts, which periods and touch models the report offers, and its derived figures. The roll-ups themselves are kept by
// the database (migration 20261128100000_attribution_rollups) and read by lib/analytics/attribution-report.ts.
import { isSlug } from "@/lib/core/slug";
import type { Touch } from "./attribution-rules";

/** A site visit ends after 30 minutes without a page view; the next view starts another. */
export const VISIT_IDLE_MS = 30 * 60 * 1000;

/** Whether two touches came from the same place (channel, campaign marks, referring site, smart link), whenever. */
export const sameSource = (a: Touch, b: Touch) =>
  a.channel === b.channel &&
  a.source === b.source &&
  a.medium === b.medium &&
  a.campaign === b.campaign &&
  a.referrer === b.referrer &&
  a.smartLink === b.smartLink;

/** A smart link's share page: counted in the link's own statistics, not as a site visit or a page view. */
export const SMART_LINK_PAGE = /^\/smartlink\//;

/** The slug of the post a page view is of (its path, no query), or null for any other page. */
export function viewedPostSlug(path: string): string | null {
  const slug = /^\/post\/([^/]+)\/?$/.exec(path)?.[1];
  return slug && isSlug(slug) ? slug : null;
}

/** The report's periods, in Lagos days ending today (included). */
export const REPORT_PERIODS = [7, 30, 90] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const DEFAULT_REPORT_PERIOD: ReportPeriod = 30;

/** Which touch gets the credit: the last before the booking (the default) or the first of the visitor's 30 days. */
export const TOUCH_MODELS = ["last", "first"] as const;
export type TouchModel = (typeof TOUCH_MODELS)[number];
export const touchModelLabel = (touch: TouchModel) => (touch === "last" ? "Last touch" : "First touch");

/** The report's tables, each with its own CSV download. */
export const REPORT_TABLES = ["channels", "campaigns", "posts", "links"] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

/** Naira per 1,000 views of a post, in kobo (rounded); none without views. */
export const koboPerThousandViews = (paidKobo: number, views: number): number | null =>
  views > 0 ? Math.round((paidKobo * 1000) / views) : null;

/** A promo's campaign mark on our own links (lib/subscribers/promo-link-rules.ts puts it there): its campaign id, or null. */
export function promoIdOf(campaign: string): string | null {
  return /^promo-([a-z0-9]{1,40})$/.exec(campaign)?.[1] ?? null;
}

/**
 * How a report row names a post or smart link: its title now; once deleted, the last title it had, marked so (a report
 * keeps adding up after a deletion); the bare slug only when neither is known (deleted before titles were kept).
 */
export function creditedTitle(slug: string, title: string | null, lastTitle: string | null): string {
  return title ?? (lastTitle ? `${lastTitle} (deleted)` : slug);
}
