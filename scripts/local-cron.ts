// What Vercel Cron does on a Pro plan (vercel.pro.json), for `npm run dev`: calls the frequent jobs of vercel.pro.json ("*/N * * * *":
// publish scheduled posts, resume promo campaigns) every N minutes with the dev server's CRON_SECRET. The daily and
// hourly jobs are left out (dev runs the purge once at start; reconcile needs Paystack).
import { readFileSync } from "node:fs";
import path from "node:path";

type Cron = { path: string; schedule: string };

/** The jobs to repeat and their period in minutes, from vercel.json's schedules of the form "*\/N * * * *". */
export function frequentJobs(crons: Cron[]): { path: string; minutes: number }[] {
  return crons.flatMap(({ path: job, schedule }) => {
    const m = /^\*\/(\d+) \* \* \* \*$/.exec(schedule.trim());
    return m ? [{ path: job, minutes: Number(m[1]) }] : [];
  });
}

export function startLocalCron(root: string, baseUrl: string, secret: string): () => void {
  const { crons = [] } = JSON.parse(readFileSync(path.join(root, "vercel.pro.json"), "utf8")) as { crons?: Cron[] };
  const timers = frequentJobs(crons).map(({ path: job, minutes }) =>
    setInterval(
      () =>
        // The server may still be starting, or restarting after an edit: the next tick tries again.
        void fetch(new URL(job, baseUrl), { headers: { authorization: `Bearer ${secret}` } }).catch(() => {}),
      minutes * 60_000,
    ),
  );
  return () => timers.forEach(clearInterval);
}
