// GET /mnb/api/smart-links/{slug}/stats?days=7|30|90|365 – one link's statistics for the period (default 30 days), or
// ?from=YYYY-MM-DD&to=YYYY-MM-DD for a range of at most 366 days ending no later than today (400 with the reason else):
// totals, clicks per platform, by day, countries, referrers, devices, browser or in-app, OS, browser, channels, QR vs link (its owner or an admin)
// GET /mnb/api/smart-links/{slug}/stats?days=…&format=csv – the same figures as one CSV table (a download)
// GET /mnb/api/smart-links/{slug}/stats?access – { access: true } when the caller may see them, 403/404 otherwise
import { withOwner } from "@/lib/api/handler";
import {
  NOT_YOUR_SMART_LINK,
  managedSmartLink,
  smartLinkOwner,
  smartLinkStats,
  statsCsv,
} from "@/lib/smart-links/stats";
import { statsPeriodFrom } from "@/lib/smart-links/stats-schema";
import { AppError } from "@/lib/core/errors";
import { csvResponse } from "@/lib/core/csv";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withOwner<{ slug: string }>(
  { ownerOf: ({ slug }) => smartLinkOwner(slug), admins: true, forbidden: NOT_YOUR_SMART_LINK },
  async ({ req, params }) => {
    const query = new URL(req.url).searchParams;
    const link = await managedSmartLink(params.slug);
    // ?access: only whether the caller may see them, nothing computed (middleware.ts asks before the statistics page
    // renders, so a refused page is a real 404).
    if (query.has("access")) return { access: true };
    const { period, error } = statsPeriodFrom((name) => query.get(name));
    if (error) throw new AppError("bad_request", error);
    const stats = await smartLinkStats(link.id, period);
    if (query.get("format") !== "csv") return { smartLink: link, stats };
    return csvResponse(statsCsv(stats), `${link.slug}-statistics-${stats.from}-to-${stats.to}.csv`);
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/smart-links/[slug]/stats");
