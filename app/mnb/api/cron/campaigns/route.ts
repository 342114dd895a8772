// GET /mnb/api/cron/campaigns – send on the promo campaigns whose sender died or never started (cron: Bearer CRON_SECRET)
import { withCron } from "@/lib/api/handler";
import { resumeCampaigns } from "@/lib/data/campaigns";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withCron(async () => ({ message: "Campaigns resumed.", ...(await resumeCampaigns()) }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/cron/campaigns");
