// GET /mnb/api/cron/campaigns – send on the promo campaigns whose sender died or never started (cron: Bearer CRON_SECRET)
import { withApi } from "@/lib/api/handler";
import { resumeCampaigns } from "@/lib/data/campaigns";
import { assertCronCaller } from "@/lib/data/maintenance";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withApi(async ({ req }) => {
  assertCronCaller(req.headers.get("authorization"));
  return { message: "Campaigns resumed.", ...(await resumeCampaigns()) };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/cron/campaigns");
