// Work that falls due by the clock: scheduled posts going public, scheduled promo campaigns, smart links' release days
// (and their reminder e-mails), promo batches a sender left, the bodies of posts saved before or by another build.
// Vercel's Hobby plan runs crons once a day, so none of it waits for a cron: every /mnb/api request (the page-view
// and Web Vitals beacons every public page sends, an admin's calls) looks after the answer has left, at most once a
// minute per server process, and does what is due (lib/api/handler.ts → after()). The cron routes run the same work
// on their schedule (docs/deploy.md: daily on Hobby, every 5 minutes with vercel.pro.json). Each step is safe to run
// on several instances at once (conditional updates, leases), and the senders stop at the deadline and leave the rest
// to the next run.
import "server-only";
import { after } from "next/server";
import { fillStoredBodies, publishDuePosts } from "@/lib/posts";
import { releaseDueLinks } from "@/lib/release-reminders";
import { resumeCampaigns } from "@/lib/subscribers";
import { expire, TAGS } from "@/lib/cache";
import { env } from "@/lib/config/env";

export type DueWorkReport = { published: number; released: number; emails: number; queued: number; batches: number };

/** Everything due now; senders stop starting batches after `deadline` (ms since the epoch). */
export async function runDueWork(deadline: number): Promise<DueWorkReport> {
  const { published, tags } = await publishDuePosts();
  const released = await releaseDueLinks();
  expire(...tags, ...(released.length ? [TAGS.smartLinks, ...released.map((r) => TAGS.smartLink(r.slug))] : []));
  const sent = await resumeCampaigns(deadline);
  // Posts whose stored body is missing or from another build: stored now, so their reads stop rendering them.
  await fillStoredBodies();
  return {
    published,
    released: released.length,
    emails: released.filter((r) => r.campaignId).length,
    queued: sent.queued,
    batches: sent.batches,
  };
}

/** How long the work after a request may send for: well inside any function's limit, the rest waits for the next. */
export const AFTER_REQUEST_BUDGET_MS = 15_000;

let lastLook = 0;

/**
 * Called by every /mnb/api route handler: at most once per `DUE_WORK_INTERVAL_SECONDS` (default 60; 0 turns it off)
 * in this process, runs the due work after the response (on Vercel, kept alive by waitUntil). Errors are logged only.
 */
export function lookForDueWork(now = Date.now()): void {
  const interval = env.dueWorkIntervalMs;
  // `next build` prerenders static GET handlers: no writes there.
  if (interval === 0 || now - lastLook < interval || process.env.NEXT_PHASE === "phase-production-build") return;
  lastLook = now;
  after(async () => {
    try {
      await runDueWork(Date.now() + AFTER_REQUEST_BUDGET_MS);
    } catch (error) {
      console.error("Due work failed (the next request or the cron tries again):", error);
    }
  });
}
