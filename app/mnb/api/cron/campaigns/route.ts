// GET /mnb/api/cron/campaigns – send on the promo campaigns whose sender died or never started (cron: Bearer CRON_SECRET)
import { withApi } from "@/lib/api/handler";
import { resumeCampaigns } from "@/lib/data/campaigns";
import { assertCronCaller } from "@/lib/data/maintenance";

export const GET = withApi(async ({ req }) => {
  assertCronCaller(req.headers.get("authorization"));
  return { message: "Campaigns resumed.", ...(await resumeCampaigns()) };
});
