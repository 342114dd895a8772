// GET /mnb/api/cron/purge – delete expired sessions, used/expired reset tokens and ended rate-limit windows (cron: Bearer CRON_SECRET)
import { withApi } from "@/lib/api/handler";
import { assertCronCaller, purgeExpired } from "@/lib/data/maintenance";

export const GET = withApi(async ({ req }) => {
  assertCronCaller(req.headers.get("authorization"));
  return { message: "Expired rows purged.", purged: await purgeExpired() };
});
