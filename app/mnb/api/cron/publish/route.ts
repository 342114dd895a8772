// GET /mnb/api/cron/publish – publish the scheduled posts whose time has come, once each, and expire their cached
// pages (lib/posts/writes.ts publishDuePosts); then store the bodies of posts saved before or by another build
// (fillStoredBodies). Every 5 minutes with vercel.pro.json (cron: Bearer CRON_SECRET)
import { withCron } from "@/lib/api/handler";
import { fillStoredBodies, publishDuePosts } from "@/lib/posts/writes";
import { expire } from "@/lib/cache";
import { otherMethods } from "@/lib/api/not-allowed";

/** Vercel stops a function after this many seconds (Hobby allows up to 300); the senders stop 15 s before it. */
export const maxDuration = 60;

export const GET = withCron(async () => {
  const { published, tags } = await publishDuePosts();
  expire(...tags);
  await fillStoredBodies();
  return { message: "Scheduled posts published.", published };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/cron/publish");
