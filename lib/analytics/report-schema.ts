// The attribution report's inputs (page and GET /mnb/api/attribution): `?days=` 7, 30 or 90 (anything else: 30),
// `?touch=` last or first (anything else: last), and for a download `?format=csv&table=` one of the tables.
import { z } from "zod";
import {
  DEFAULT_REPORT_PERIOD,
  REPORT_PERIODS,
  REPORT_TABLES,
  TOUCH_MODELS,
  type ReportPeriod,
  type TouchModel,
} from "@/lib/analytics/report-rules";

export const REPORT_TABLE_INVALID = `Choose a table: ${REPORT_TABLES.join(", ")}.`;

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

export const reportQuery = z.object({
  days: z.preprocess(
    first,
    z.coerce
      .number()
      .catch(DEFAULT_REPORT_PERIOD)
      .transform((n): ReportPeriod =>
        (REPORT_PERIODS as readonly number[]).includes(n) ? (n as ReportPeriod) : DEFAULT_REPORT_PERIOD,
      ),
  ),
  touch: z.preprocess(first, z.enum(TOUCH_MODELS).catch("last" as TouchModel)),
});

/** `?table=` of a CSV download: one of the report's tables (400 with REPORT_TABLE_INVALID otherwise). */
export const reportTableParam = z.enum(REPORT_TABLES, { error: REPORT_TABLE_INVALID });
