// A page view's Web Vitals beacon (`POST /mnb/api/vitals`, sent by components/vitals): the view's random id, the page
// template (never the address), the connection type when the browser tells it, and the metrics measured during the
// view — each finite, non-negative and under its cap. The admin panel's period (`?speed=`) too.
import { z } from "zod";
import { METRIC_RULES, VITAL_METRICS, type VitalMetric } from "@/lib/analytics/vitals-rules";
import { EFFECTIVE_TYPES, PAGE_TEMPLATES } from "@/lib/analytics/page-template";

const metricValue = (metric: VitalMetric) =>
  z
    .number({ error: `${metric} must be a number.` })
    .refine(Number.isFinite, `${metric} must be a finite number.`)
    .min(0, `${metric} cannot be negative.`)
    .max(METRIC_RULES[metric].cap, `${metric} cannot exceed ${METRIC_RULES[metric].cap}.`);

const metricsShape = Object.fromEntries(VITAL_METRICS.map((m) => [m, metricValue(m).optional()])) as Record<
  VitalMetric,
  z.ZodOptional<ReturnType<typeof metricValue>>
>;

export const vitalsBeaconSchema = z.strictObject({
  /** The page view's own random id (its reporter makes one per view): the server keeps the first beacon of each. */
  view: z.string({ error: "A beacon names its page view." }).regex(/^[A-Za-z0-9_-]{16,64}$/, "Malformed page view id."),
  template: z.enum(PAGE_TEMPLATES, { error: "Unknown page template." }),
  connection: z
    .enum(EFFECTIVE_TYPES, { error: "Unknown connection type." })
    .nullish()
    .transform((c) => c ?? null),
  metrics: z
    .strictObject(metricsShape, { error: "Unknown metric." })
    .refine((m) => VITAL_METRICS.some((name) => m[name] !== undefined), "A beacon carries at least one metric."),
});
export type VitalsBeacon = z.infer<typeof vitalsBeaconSchema>;

/** The panel's periods (`?speed=`): the last 7 days unless 30 is asked for. */
export const VITALS_PERIODS = [7, 30] as const;
export type VitalsPeriod = (typeof VITALS_PERIODS)[number];
export const vitalsPeriod = (value: unknown): VitalsPeriod => (String(value) === "30" ? 30 : 7);

/** The metric the panel breaks down (`?metric=`): LCP unless another known one is named. */
export const vitalMetricParam = (value: unknown): VitalMetric =>
  (VITAL_METRICS as readonly string[]).includes(String(value).toUpperCase())
    ? (String(value).toUpperCase() as VitalMetric)
    : "LCP";
