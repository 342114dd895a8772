// The admin's speed panel texts (components/admin/overview/web-vitals-panel.tsx).
import { MIN_VISITORS } from "@/lib/analytics/vitals-rules";

/** Said instead of a p75 that fewer than MIN_VISITORS different visitors stand behind. */
export const VITALS_NOT_ENOUGH_DATA = `not enough data yet (a figure is shown once ${MIN_VISITORS} different visitors have sent measurements).`;
