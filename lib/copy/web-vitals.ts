// The admin's speed panel texts (components/admin/web-vitals-panel.tsx).
import { MIN_VISITORS } from "@/lib/domain/web-vitals";

/** Said instead of a p75 that fewer than MIN_VISITORS different visitors stand behind. */
export const VITALS_NOT_ENOUGH_DATA = `not enough data yet (a figure is shown once ${MIN_VISITORS} different visitors have sent measurements).`;
