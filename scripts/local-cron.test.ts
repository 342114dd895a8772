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

  it("publishes scheduled posts in dev as vercel.json does in production", () => {
    const { crons } = JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "vercel.json"), "utf8"));
    expect(frequentJobs(crons).map((j) => j.path)).toContain("/mnb/api/cron/publish");
  });
});
