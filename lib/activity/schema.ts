// The activity log's filters, shared by its dashboard section and GET /mnb/api/activity: `?admin=` (an account id),
// `?type=` (one of the record types the log knows) and `?page=`. A blank filter means "all".
import { z } from "zod";
import { ACTIVITY_RECORD_TYPES, type ActivityRecordType } from "@/lib/activity/rules";
import { pageParam } from "@/lib/core/form-basics";

export const UNKNOWN_ADMIN = "Unknown admin filter.";
export const UNKNOWN_RECORD_TYPE = "Unknown record type.";

const RECORD_TYPES = Object.keys(ACTIVITY_RECORD_TYPES) as [ActivityRecordType, ...ActivityRecordType[]];
const blankIsAll = (v: unknown) => (typeof v === "string" ? v.trim() || undefined : v);

/** An account id as the database makes them (cuid); anything else cannot name an admin. */
export const activityAdminParam = z.preprocess(
  blankIsAll,
  z
    .string(UNKNOWN_ADMIN)
    .regex(/^[A-Za-z0-9_-]{1,64}$/, UNKNOWN_ADMIN)
    .optional(),
);
export const activityTypeParam = z.preprocess(blankIsAll, z.enum(RECORD_TYPES, UNKNOWN_RECORD_TYPE).optional());

/** `GET /mnb/api/activity?admin=&type=&page=`: a bad admin or type is a 422; the page falls back like every list's. */
export const activityQuery = z.object({ admin: activityAdminParam, type: activityTypeParam, page: pageParam });
export type ActivityQuery = z.infer<typeof activityQuery>;
