// GET /mnb/api/activity?admin=&type=&page= – the admin activity log, newest first, 20 a page, by one admin and/or one record type (admin)
import { withAdmin } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/body";
import { listActivity } from "@/lib/activity/activity";
import { activityQuery } from "@/lib/activity/schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withAdmin(async ({ req }) => {
  const { admin, type, page } = parseWith(activityQuery, Object.fromEntries(new URL(req.url).searchParams));
  return listActivity({ actorId: admin, type, page });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/activity");
