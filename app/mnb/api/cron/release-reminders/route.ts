// GET /mnb/api/cron/release-reminders – on a smart link's release day (Lagos), switch its page to the platform
// buttons and email the fans who asked, once (lib/release-reminders/release-reminders.ts), with the rest of the due work
// (lib/jobs/due-work.ts: scheduled posts, campaigns); every 5 minutes in vercel.pro.json, so a crash is taken up by the
// next run and a mailing cut short is sent on by it too (cron: Bearer CRON_SECRET)
import { withCron } from "@/lib/api/handler";
import { runDueWork } from "@/lib/jobs/due-work";
import { otherMethods } from "@/lib/api/not-allowed";

/** Vercel stops a function after this many seconds (Hobby allows up to 300); the senders stop 15 s before it. */
export const maxDuration = 60;

export const GET = withCron(async () => ({
  message: "Release days handled.",
  ...(await runDueWork(Date.now() + (maxDuration - 15) * 1000)),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/cron/release-reminders");
