import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { playwrightFileTimes, readTimes, slowestLines, vitestFileTimes } from "./test-timings";

describe("vitestFileTimes", () => {
  it("gives each file its wall time, relative to the repository", () => {
    const report = {
      testResults: [
        { name: "/repo/lib/integration/a.int.test.ts", startTime: 1_000, endTime: 13_500 },
        { name: "/repo/lib/integration/b.int.test.ts", startTime: 2_000, endTime: 2_800 },
        { name: "/repo/lib/integration/c.int.test.ts" },
      ],
    };
    expect(vitestFileTimes(report, "/repo")).toEqual([
      { file: "lib/integration/a.int.test.ts", seconds: 12.5 },
      { file: "lib/integration/b.int.test.ts", seconds: 0.8 },
    ]);
  });
});

describe("playwrightFileTimes", () => {
  it("sums every test result of a file, through nested describe blocks and across projects", () => {
    const report = {
      suites: [
        {
          file: "songs.spec.ts",
          specs: [{ tests: [{ results: [{ duration: 2_000 }] }] }],
          suites: [{ specs: [{ tests: [{ results: [{ duration: 3_000 }, { duration: 500 }] }] }] }],
        },
        { file: "blog.spec.ts", specs: [{ tests: [{ results: [{ duration: 1_000 }] }] }] },
        { file: "songs.spec.ts", specs: [{ tests: [{ results: [{ duration: 4_500 }] }] }] },
      ],
    };
    expect(playwrightFileTimes(report)).toEqual([
      { file: "e2e/songs.spec.ts", seconds: 10 },
      { file: "e2e/blog.spec.ts", seconds: 1 },
    ]);
  });
});

describe("slowestLines", () => {
  it("lists the slowest first and no more than asked", () => {
    const lines = slowestLines(
      [
        { file: "a", seconds: 1 },
        { file: "b", seconds: 30.25 },
        { file: "c", seconds: 7 },
      ],
      2,
    );
    expect(lines).toEqual(["   30.3s  b", "    7.0s  c"]);
  });
});

describe("readTimes", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "mnb-timings-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads a report, and gives nothing for a missing or broken one", () => {
    const good = path.join(dir, "good.json");
    writeFileSync(
      good,
      JSON.stringify({ suites: [{ file: "x.spec.ts", specs: [{ tests: [{ results: [{ duration: 1_500 }] }] }] }] }),
    );
    const broken = path.join(dir, "broken.json");
    writeFileSync(broken, "{");
    expect(readTimes(good, playwrightFileTimes)).toEqual([{ file: "e2e/x.spec.ts", seconds: 1.5 }]);
    expect(readTimes(broken, playwrightFileTimes)).toEqual([]);
    expect(readTimes(path.join(dir, "missing.json"), playwrightFileTimes)).toEqual([]);
  });
});
