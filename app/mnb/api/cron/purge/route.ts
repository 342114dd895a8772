// GET /mnb/api/cron/purge – delete expired sessions, used/expired reset tokens, ended rate-limit windows and booking
// files never booked within a day (cron: Bearer CRON_SECRET)
import { withApi } from "@/lib/api/handler";
import { assertCronCaller, purgeExpired } from "@/lib/data/maintenance";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withApi(async ({ req }) => {
  assertCronCaller(req.headers.get("authorization"));
  return { message: "Expired rows purged.", purged: await purgeExpired() };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/cron/purge");
