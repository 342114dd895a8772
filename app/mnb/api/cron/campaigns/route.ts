// GET /mnb/api/cron/campaigns – send on the promo campaigns whose sender died or never started (cron: Bearer CRON_SECRET)
import { withCron } from "@/lib/api/handler";
import { resumeCampaigns } from "@/lib/subscribers/campaigns";
import { otherMethods } from "@/lib/api/not-allowed";

/** Vercel stops a function after this many seconds (Hobby allows up to 300); the senders stop 15 s before it. */
export const maxDuration = 60;

export const GET = withCron(async () => ({
  message: "Campaigns resumed.",
  ...(await resumeCampaigns(Date.now() + (maxDuration - 15) * 1000)),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/cron/campaigns");
