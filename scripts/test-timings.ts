// Which test files take the time: `npm test` has Vitest (integration) and Playwright (e2e) write JSON reports beside
// their usual output and prints the slowest files of each in its summary, so a file that grows slow is seen the day it
// does. Vitest's JSON report gives each file's start and end; Playwright's gives each test's duration, summed per file
// (time spent in workers, which run files side by side).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export type FileTime = { file: string; seconds: number };

export type VitestReport = { testResults?: { name?: string; startTime?: number; endTime?: number }[] };
type PlaywrightSuite = {
  file?: string;
  specs?: { tests?: { results?: { duration?: number }[] }[] }[];
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = { suites?: PlaywrightSuite[] };

/** Each file's wall time in a Vitest JSON report (`--reporter=json`). */
export function vitestFileTimes(report: VitestReport, root: string): FileTime[] {
  return (report.testResults ?? [])
    .filter((r) => r.name && typeof r.startTime === "number" && typeof r.endTime === "number")
    .map((r) => ({ file: path.relative(root, r.name!), seconds: (r.endTime! - r.startTime!) / 1000 }));
}

function suiteMs(suite: PlaywrightSuite): number {
  let ms = 0;
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? []) for (const result of test.results ?? []) ms += result.duration ?? 0;
  for (const child of suite.suites ?? []) ms += suiteMs(child);
  return ms;
}

/** Each spec file's summed test time in a Playwright JSON report (retries included); one file may appear per project. */
export function playwrightFileTimes(report: PlaywrightReport): FileTime[] {
  const byFile = new Map<string, number>();
  for (const suite of report.suites ?? []) {
    const file = suite.file ?? "?";
    byFile.set(file, (byFile.get(file) ?? 0) + suiteMs(suite));
  }
  return [...byFile].map(([file, ms]) => ({
    file: file.startsWith("e2e/") ? file : `e2e/${file}`,
    seconds: ms / 1000,
  }));
}

/** The `n` slowest files, slowest first, one summary line each. */
export function slowestLines(times: FileTime[], n = 8): string[] {
  return [...times]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, n)
    .map((t) => `${t.seconds.toFixed(1).padStart(7)}s  ${t.file}`);
}

/** A report file's times, or none when the step never wrote it (it failed to start) or it is not JSON. */
export function readTimes<Report>(file: string, parse: (report: Report) => FileTime[]): FileTime[] {
  if (!existsSync(file)) return [];
  try {
    return parse(JSON.parse(readFileSync(file, "utf8")) as Report);
  } catch {
    return [];
  }
}
