// GET /mnb/api/cron/purge – delete expired sessions, used/expired reset tokens, ended rate-limit windows and booking
// files never booked within a day (cron: Bearer CRON_SECRET)
import { withCron } from "@/lib/api/handler";
import { purgeExpired } from "@/lib/jobs/maintenance";
import { otherMethods } from "@/lib/api/not-allowed";

/** Vercel stops a function after this many seconds (Hobby allows up to 300); the senders stop 15 s before it. */
export const maxDuration = 60;

export const GET = withCron(async () => ({ message: "Expired rows purged.", purged: await purgeExpired() }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/cron/purge");
