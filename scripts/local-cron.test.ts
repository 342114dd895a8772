import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import { frequentJobs } from "./local-cron";

describe("local cron for npm run dev", () => {
  it("repeats only the every-N-minutes jobs, at their period", () => {
    expect(
      frequentJobs([
        { path: "/a", schedule: "*/5 * * * *" },
        { path: "/b", schedule: "41 * * * *" },
        { path: "/c", schedule: "17 3 * * *" },
        { path: "/d", schedule: "*/15 * * * 1" },
      ]),
    ).toEqual([{ path: "/a", minutes: 5 }]);
  });

  const crons = (file: string): { path: string; schedule: string }[] =>
    JSON.parse(readFileSync(path.join(import.meta.dirname, "..", file), "utf8")).crons;

  it("publishes scheduled posts in dev as vercel.pro.json does on a Pro plan", () => {
    expect(frequentJobs(crons("vercel.pro.json")).map((j) => j.path)).toContain("/mnb/api/cron/publish");
  });

  it("commits a vercel.json that Hobby accepts: each job at most once a day, each one also in the Pro schedule", () => {
    const hobby = crons("vercel.json");
    expect(hobby.length).toBeGreaterThan(0);
    for (const { schedule } of hobby) expect(schedule).toMatch(/^\d{1,2} \d{1,2} \* \* \*$/);
    const pro = crons("vercel.pro.json").map((c) => c.path);
    for (const job of hobby) expect(pro).toContain(job.path);
  });

  it("schedules on Pro every job that has a route", () => {
    expect(
      crons("vercel.pro.json")
        .map((c) => c.path)
        .sort(),
    ).toEqual(["campaigns", "publish", "purge", "reconcile", "release-reminders"].map((j) => `/mnb/api/cron/${j}`));
  });
});
