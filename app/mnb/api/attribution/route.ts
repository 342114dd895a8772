// GET /mnb/api/attribution?days=7|30|90&touch=last|first – "Where bookings come from" (admins): site visits, bookings
// and naira by channel, campaign, landing post (with its views) and smart link (with its views and clicks) over the
// last Lagos days (default 30, last touch). With &format=csv&table=channels|campaigns|posts|links: that table as a
// CSV download (400 for another table).
import { withAdmin } from "@/lib/api/handler";
import { attributionReport, reportCsv } from "@/lib/analytics/attribution-report";
import { reportQuery, reportTableParam } from "@/lib/analytics/report-schema";
import { AppError } from "@/lib/core/errors";
import { csvResponse } from "@/lib/core/csv";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withAdmin(async ({ req }) => {
  const query = new URL(req.url).searchParams;
  const { days, touch } = reportQuery.parse({
    days: query.get("days") ?? undefined,
    touch: query.get("touch") ?? undefined,
  });
  const csv = query.get("format") === "csv";
  const table = csv ? reportTableParam.safeParse(query.get("table")) : null;
  if (table && !table.success) throw new AppError("bad_request", table.error.issues[0].message);
  const report = await attributionReport(days, touch);
  if (!table) return { report };
  return csvResponse(
    reportCsv(report, table.data),
    `bookings-by-${table.data}-${touch}-touch-${report.from}-to-${report.to}.csv`,
  );
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/attribution");
