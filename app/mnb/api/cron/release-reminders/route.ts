// GET /mnb/api/cron/release-reminders – on a smart link's release day (Lagos), switch its page to the platform
// buttons and email the fans who asked, once (lib/data/release-reminders.ts); every 5 minutes in vercel.json, so a
// crash is taken up by the next run and a mailing cut short is sent on by it too (cron: Bearer CRON_SECRET)
import { withCron } from "@/lib/api/handler";
import { releaseDueLinks } from "@/lib/data/release-reminders";
import { resumeCampaigns } from "@/lib/data/campaigns";
import { expire, TAGS } from "@/lib/data/cache";
import { otherMethods } from "@/lib/api/not-allowed";

/** Vercel stops a function after this many seconds (Hobby allows up to 300); the senders stop 15 s before it. */
export const maxDuration = 60;

export const GET = withCron(async () => {
  const released = await releaseDueLinks();
  if (released.length > 0) expire(TAGS.smartLinks, ...released.map((r) => TAGS.smartLink(r.slug)));
  const sent = await resumeCampaigns(Date.now() + (maxDuration - 15) * 1000);
  return {
    message: "Release days handled.",
    released: released.length,
    emails: released.filter((r) => r.campaignId).length,
    batches: sent.batches,
  };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/cron/release-reminders");
