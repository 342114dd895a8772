// npm run perf [-- --runs 3] [-- --no-build] [-- --pages /home,/blog] [-- --keep DIR] [-- --no-floor] – Lighthouse (mobile, default
// simulated throttling) on each content page of the production build over a fresh demo-seeded database, N runs per page,
// and the median of each column. Then the same for the floor (startFloorSite: a bare Next.js page), so the table shows
// what the framework alone scores on this machine and browser beside what the site adds.
// Uses the lighthouse npm package's CLI with CHROME_PATH (default /usr/bin/chromium, the one the e2e tests use).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { firstPostSlug, startFloorSite, startSeededSite } from "./seeded-site";
import { smartLinks, smartLinkSlug } from "../prisma/seed/content";

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const RUNS = Math.max(1, Number(arg("--runs") ?? 3));
const PORT = 3300;
const FLOOR_PORT = 3301;
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
].join(" ");
// LIGHTHOUSE_CLI runs another Lighthouse build (e.g. a newer major installed elsewhere) for comparison.
const LIGHTHOUSE = process.env.LIGHTHOUSE_CLI ?? path.join(path.dirname(createRequire(import.meta.url).resolve("lighthouse/package.json")), "cli", "index.js");

type Audit = { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } };
type Report = { categories: Record<string, { score: number | null }>; audits: Record<string, Audit>; runtimeError?: { message: string } };
type Row = { performance: number; accessibility: number; bestPractices: number; seo: number; lcp: number; tbt: number; cls: number; script: number };

function lighthouse(url: string, out: string): Promise<Report> {
  return new Promise((resolve, reject) => {
    const args = [LIGHTHOUSE, url, "--output=json", `--output-path=${out}`, "--quiet", `--chrome-flags=${CHROME_FLAGS}`,
      "--only-categories=performance,accessibility,best-practices,seo"];
    const child = spawn(process.execPath, args, { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CHROME_PATH } });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited with ${code}`));
      const report = JSON.parse(readFileSync(out, "utf8")) as Report;
      if (report.runtimeError) return reject(new Error(`lighthouse ${url}: ${report.runtimeError.message}`));
      resolve(report);
    });
  });
}

/** Lighthouse sometimes loses a trace on this Chromium (NO_NAVSTART); a failed run is tried again, twice at most. */
async function lighthouseWithRetry(url: string, out: string): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouse(url, out);
    } catch (error) {
      if (attempt >= 3) throw error;
      process.stderr.write(`  ${(error as Error).message.split("\n")[0]} — trying again\n`);
    }
  }
}

function row(report: Report): Row {
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const scripts = report.audits["resource-summary"]?.details?.items?.find((i) => i.resourceType === "script");
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    script: scripts?.transferSize ?? NaN,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function medianRow(rows: Row[]): Row {
  const keys = Object.keys(rows[0]) as (keyof Row)[];
  return Object.fromEntries(keys.map((k) => [k, median(rows.map((r) => r[k]))])) as Row;
}

// The floor's accessibility, best-practice and SEO scores say nothing about the site (it has no favicon or content), so
// its row shows only the speed columns.
const format = (page: string, r: Row, speedOnly = false) =>
  `| ${page} | ${r.performance} | ${speedOnly ? "– | – | –" : `${r.accessibility} | ${r.bestPractices} | ${r.seo}`} | ` +
  `${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${Math.round(r.script / 1000)} kB |`;

function machine(): string {
  let cpu = "unknown CPU";
  try {
    cpu = execFileSync("sh", ["-c", "grep -m1 'model name' /proc/cpuinfo | cut -d: -f2"], { encoding: "utf8" }).trim() || cpu;
  } catch {
    /* not Linux */
  }
  return `${cpu}, ${execFileSync("nproc", { encoding: "utf8" }).trim()} cores, Node ${process.version}`;
}

/** Lighthouse on the floor (see startFloorSite), RUNS times; the median row. */
async function measureFloor(out: string): Promise<Row> {
  const floor = await startFloorSite({ port: FLOOR_PORT });
  try {
    const rows: Row[] = [];
    for (let i = 0; i < RUNS; i++) {
      rows.push(row(await lighthouseWithRetry(`http://localhost:${FLOOR_PORT}/`, path.join(out, `floor-run-${i + 1}.json`))));
      process.stderr.write(`  floor run ${i + 1}/${RUNS}: performance ${rows.at(-1)!.performance}\n`);
    }
    return medianRow(rows);
  } finally {
    floor.stop();
  }
}

async function main() {
  if (!existsSync(CHROME_PATH)) throw new Error(`No Chromium at ${CHROME_PATH}: install Debian's (apt-get install -y chromium) or set CHROME_PATH.`);
  const site = await startSeededSite({ port: PORT, build: !process.argv.includes("--no-build") });
  const dir = mkdtempSync(path.join(tmpdir(), "mnb-perf-"));
  try {
    // Lighthouse reports the page as Chrome sees it: localhost keeps SITE_URL and the page's own address the same.
    const base = `http://localhost:${PORT}`;
    const all = ["/home", "/blog", `/post/${await firstPostSlug(site.baseUrl)}`, "/songs", "/service", "/style-spotlight", `/smartlink/${smartLinkSlug(smartLinks[0])}`];
    // --pages picks some of them (/post and /smartlink mean the first post and demo link); --keep keeps each run's
    // report (JSON) there.
    const picked = arg("--pages")?.split(",");
    const pages = picked ? all.filter((p) => picked.some((q) => p === q || p.startsWith(`${q}/`))) : all;
    const keep = arg("--keep");
    if (keep) mkdirSync(keep, { recursive: true });
    // One untimed visit per page first, so every run measures the served (cached) page, not its first render.
    for (const page of pages) await (await fetch(base + page)).arrayBuffer();
    const lines: string[] = [];
    for (const page of pages) {
      const rows: Row[] = [];
      for (let i = 0; i < RUNS; i++) {
        const name = `${page.split("/")[1] || "root"}-run-${i + 1}.json`;
        rows.push(row(await lighthouseWithRetry(base + page, path.join(keep ?? dir, name))));
        process.stderr.write(`  ${page} run ${i + 1}/${RUNS}: performance ${rows.at(-1)!.performance}\n`);
      }
      lines.push(format(page.replace(/^\/(post|smartlink)\/.+$/, "/$1/{slug}"), medianRow(rows)));
    }
    if (!process.argv.includes("--no-floor")) lines.push(format("Next.js alone (floor)", await measureFloor(keep ?? dir), true));
    console.log(`\nLighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : "1 run"}, mobile, default throttling — ${new Date().toISOString().slice(0, 10)}, ${machine()}\n`);
    console.log("| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | script transferred |");
    console.log("|---|---|---|---|---|---|---|---|---|");
    for (const line of lines) console.log(line);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
