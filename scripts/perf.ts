// npm run perf [-- --runs 3] [-- --no-build] [-- --pages /home,/blog] [-- --keep DIR] [-- --no-floor] [-- --floor-modes]
// – Lighthouse (mobile, default simulated throttling) on each content page of the production build over a fresh
// demo-seeded database, N runs per page, and the median of each column. The floor (startFloorSite: a bare Next.js page
// in the site's rendering mode) is served beside it and measured in the same rounds (floor, then each page, N times),
// and each row's gap to it is checked against the budgets (BUDGETS): the run
// exits 1 when a row misses one. --floor-modes also measures the floor in every mode the site could use (FLOOR_MODES);
// --floor-only skips the site (with --floor-modes: just the modes side by side). --content-floor also measures, for each
// page, the content floor: that page's HTML and stylesheet served by the floor app as server components, with none of
// the site's code (scripts/perf-content.ts), so the table splits each gap into what the content costs and what our
// code costs.
// Uses the lighthouse npm package's CLI with CHROME_PATH (default /usr/bin/chromium, the one the e2e tests use).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  FLOOR_MODES,
  firstPostSlug,
  SITE_FLOOR_MODE,
  startFloorSite,
  startSeededSite,
  type FloorMode,
} from "./seeded-site";
import { PLAYERS_POST_SLUG, seedLinkPage, seedPlayersPost } from "./perf-pages";
import { smartLinks, smartLinkSlug } from "../prisma/seed/content";
import { captureContent, contentName } from "./perf-content";

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const RUNS = Math.max(1, Number(arg("--runs") ?? 3));
const PORT = 3300;
const FLOOR_PORT = 3301;
const FLOOR_URL = `http://localhost:${FLOOR_PORT}`;
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
const LIGHTHOUSE =
  process.env.LIGHTHOUSE_CLI ??
  path.join(path.dirname(createRequire(import.meta.url).resolve("lighthouse/package.json")), "cli", "index.js");

type Audit = {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number; [metric: string]: unknown }[] };
};
type Report = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
};
type Row = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  script: number;
  weight: number;
  /** Runs whose first frame was shown late (see latePaint); summed, not a median, in medianRow. */
  latePaints: number;
};

/**
 * The speed budgets (docs/performance.md), against the floor row of the same run: what the site may add to Next.js
 * alone on this machine. Total weight is absolute (Lighthouse total-byte-weight, everything the first view downloads).
 */
export const BUDGETS = {
  performance: -3,
  tbt: 100,
  lcp: 300,
  cls: 0.02,
  script: 15_000,
  weight: { "/post/{slug}": 500_000, "/post/{players}": 500_000, "/home": 800_000 } as Record<string, number>,
  /** The post with a picture and three players against the plain post row: LCP ± this, script + this. */
  players: { lcp: 200, script: 5_000 },
};
const PLAYERS_ROW = "/post/{players}";

/** What the players' post misses against the plain post row of the same run (beside the floor's budgets). */
function playerMisses(r: Row, post: Row | undefined): string[] {
  if (!post) return [];
  const out: string[] = [];
  if (Math.abs(r.lcp - post.lcp) > BUDGETS.players.lcp) out.push(`LCP ${signed(r.lcp - post.lcp, " ms")} vs the post`);
  if (r.script > post.script + BUDGETS.players.script) out.push(`script +${kB(r.script - post.script)} vs the post`);
  return out;
}

/** What a row misses of the budgets, in words; empty when it meets them all. */
function misses(page: string, r: Row, floor: Row | undefined): string[] {
  const out: string[] = [];
  if (r.cls > BUDGETS.cls) out.push(`CLS ${r.cls.toFixed(3)} > ${BUDGETS.cls}`);
  for (const [name, score] of [
    ["accessibility", r.accessibility],
    ["best practices", r.bestPractices],
    ["SEO", r.seo],
  ] as const) {
    if (score < 100) out.push(`${name} ${score}`);
  }
  const weight = BUDGETS.weight[page];
  if (weight && r.weight > weight) out.push(`weight ${kB(r.weight)} > ${kB(weight)}`);
  if (!floor) return out;
  if (r.performance < floor.performance + BUDGETS.performance)
    out.push(`performance ${r.performance - floor.performance} points`);
  if (r.tbt > floor.tbt + BUDGETS.tbt) out.push(`TBT +${Math.round(r.tbt - floor.tbt)} ms`);
  if (r.lcp > floor.lcp + BUDGETS.lcp) out.push(`LCP +${Math.round(r.lcp - floor.lcp)} ms`);
  if (r.script > floor.script + BUDGETS.script) out.push(`script +${kB(r.script - floor.script)}`);
  return out;
}

/**
 * Whether headless Chromium showed the page's first frame late: its first contentful paint was observed more than
 * 500 ms after the load event, although the page had painted long before (docs/performance.md, the thirteenth session).
 * Lighthouse then counts everything that started before that paint in its simulated LCP, and no blocking time before
 * it, so such a run scores differently for a reason outside the page.
 */
function latePaint(report: Report): boolean {
  const observed = report.audits.metrics?.details?.items?.[0] ?? {};
  const fcp = Number(observed.observedFirstContentfulPaint);
  const load = Number(observed.observedLoad);
  return fcp > load + 500;
}

const kB = (bytes: number) => `${Math.round(bytes / 1000)} kB`;
const signed = (n: number, unit = "") => `${n >= 0 ? "+" : "−"}${Math.abs(Math.round(n))}${unit}`;

function lighthouse(url: string, out: string): Promise<Report> {
  return new Promise((resolve, reject) => {
    const args = [
      LIGHTHOUSE,
      url,
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
      `--chrome-flags=${CHROME_FLAGS}`,
      "--only-categories=performance,accessibility,best-practices,seo",
    ];
    const child = spawn(process.execPath, args, {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, CHROME_PATH },
    });
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
    weight: value("total-byte-weight"),
    latePaints: latePaint(report) ? 1 : 0,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function medianRow(rows: Row[]): Row {
  const keys = Object.keys(rows[0]) as (keyof Row)[];
  return Object.fromEntries(
    keys.map((k) => [
      k,
      k === "latePaints" ? rows.reduce((n, r) => n + r.latePaints, 0) : median(rows.map((r) => r[k])),
    ]),
  ) as Row;
}

const HEADER = [
  "| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | script transferred | total weight | late paints | gap to the floor (perf, TBT, LCP, script) | budgets |",
  "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
];

// The floor's accessibility, best-practice and SEO scores say nothing about the site (it has no favicon or content), so
// its rows show only the speed columns.
function format(page: string, r: Row, floor?: Row, missed: string[] = [], speedOnly = false) {
  const gap = floor
    ? `${signed(r.performance - floor.performance)}, ${signed(r.tbt - floor.tbt, " ms")}, ${signed(r.lcp - floor.lcp, " ms")}, ${signed((r.script - floor.script) / 1000, " kB")}`
    : "–";
  const scores = speedOnly ? "– | – | –" : `${r.accessibility} | ${r.bestPractices} | ${r.seo}`;
  return (
    `| ${page} | ${r.performance} | ${scores} | ${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ` +
    `${kB(r.script)} | ${kB(r.weight)} | ${r.latePaints} of ${RUNS} | ${gap} | ${speedOnly ? "–" : missed.length ? `**missed:** ${missed.join("; ")}` : "met"} |`
  );
}

function machine(): string {
  let cpu = "unknown CPU";
  try {
    cpu =
      execFileSync("sh", ["-c", "grep -m1 'model name' /proc/cpuinfo | cut -d: -f2"], { encoding: "utf8" }).trim() ||
      cpu;
  } catch {
    /* not Linux */
  }
  return `${cpu}, ${execFileSync("nproc", { encoding: "utf8" }).trim()} cores, Node ${process.version}`;
}

/** Lighthouse on the floor (see startFloorSite) built in `mode`, RUNS times; the median row. */
async function measureFloor(out: string, mode: FloorMode = SITE_FLOOR_MODE): Promise<Row> {
  const floor = await startFloorSite({ port: FLOOR_PORT, mode });
  try {
    await (await fetch(`${FLOOR_URL}/`)).arrayBuffer();
    const rows: Row[] = [];
    for (let i = 0; i < RUNS; i++) rows.push(await measureFloorOnce(out, mode, i));
    return medianRow(rows);
  } finally {
    floor.stop();
  }
}

async function measureFloorOnce(out: string, mode: FloorMode, i: number): Promise<Row> {
  const name = mode.name.replace(/\W+/g, "-");
  const r = row(await lighthouseWithRetry(`${FLOOR_URL}/`, path.join(out, `floor-${name}-run-${i + 1}.json`)));
  process.stderr.write(`  floor (${mode.name}) run ${i + 1}/${RUNS}: performance ${r.performance}\n`);
  return r;
}

/** With --floor-modes, the floor in each mode other than the site's, one after the other: one table row each. */
async function measureFloorModes(out: string): Promise<[string, Row][]> {
  const modes = process.argv.includes("--floor-modes") ? FLOOR_MODES.filter((m) => m !== SITE_FLOOR_MODE) : [];
  const modeRows: [string, Row][] = [];
  for (const mode of modes) modeRows.push([`Next.js alone (${mode.name})`, await measureFloor(out, mode)]);
  return modeRows;
}

function printFloors(floor: Row | undefined, modeRows: [string, Row][]) {
  if (floor) console.log(format("**Next.js alone (floor, site mode)**", floor, undefined, [], true));
  for (const [name, r] of modeRows) console.log(format(name, r, floor, [], true));
}

const title = () =>
  `\nLighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : "1 run"}, mobile, default throttling — ${new Date().toISOString().slice(0, 10)}, ${machine()}\n`;

/** The optimised pictures (`/_next/image?…`) a page's HTML names in `src`, `srcset` and image preloads. */
function pictureUrls(html: string): string[] {
  const urls = [...html.matchAll(/(?:src|srcset|imagesrcset)="([^"]+)"/gi)].flatMap((m) =>
    m[1]
      .replace(/&amp;/g, "&")
      .split(",")
      .map((candidate) => candidate.trim().split(/\s+/)[0])
      .filter((url) => url.startsWith("/_next/image?")),
  );
  return [...new Set(urls)];
}

/** Requests a page and each optimised picture it names, as Chromium asks for them (WebP accepted). */
async function warm(base: string, page: string) {
  const html = await (await fetch(base + page)).text();
  const pictures = pictureUrls(html);
  for (const url of pictures) {
    const response = await fetch(base + url, {
      headers: { accept: "image/avif,image/webp,image/apng,image/*,*/*;q=0.8" },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${page}: ${url} answered ${response.status}`);
  }
  console.log(`Warmed ${page} and ${pictures.length} optimised pictures.`);
}

async function main() {
  if (!existsSync(CHROME_PATH))
    throw new Error(
      `No Chromium at ${CHROME_PATH}: install Debian's (apt-get install -y chromium) or set CHROME_PATH.`,
    );
  if (process.argv.includes("--floor-only")) {
    const dir = mkdtempSync(path.join(tmpdir(), "mnb-perf-"));
    try {
      const floor = process.argv.includes("--no-floor") ? undefined : await measureFloor(dir);
      const modeRows = await measureFloorModes(dir);
      console.log(title());
      for (const line of HEADER) console.log(line);
      printFloors(floor, modeRows);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    return;
  }
  const site = await startSeededSite({ port: PORT, build: !process.argv.includes("--no-build") });
  let stopping: Promise<void> | undefined;
  const stopSite = () => (stopping ??= site.stop());
  let floorSite: { stop: () => void } | undefined;
  const dir = mkdtempSync(path.join(tmpdir(), "mnb-perf-"));
  try {
    // The floor (site mode) is served beside the site, and each round measures it and then every page, so the floor
    // row sees the same machine as the pages: load that comes and goes during the run moves both, not only one side.
    // Both servers are idle between requests, and Lighthouse loads one page at a time.
    // Lighthouse reports the page as Chrome sees it: localhost keeps SITE_URL and the page's own address the same.
    const base = `http://localhost:${PORT}`;
    const all = [
      "/home",
      "/blog",
      `/post/${await firstPostSlug(site.baseUrl)}`,
      `/post/${await seedPlayersPost(site.databaseUrl)}`,
      "/songs",
      "/service",
      "/style-spotlight",
      `/smartlink/${smartLinkSlug(smartLinks[0])}`,
      `/links/${await seedLinkPage(site.databaseUrl)}`,
    ];
    // --pages picks some of them (/post and /smartlink mean the first post and demo link); --keep keeps each run's
    // report (JSON) there.
    const picked = arg("--pages")?.split(",");
    const pages = picked ? all.filter((p) => picked.some((q) => p === q || p.startsWith(`${q}/`))) : all;
    const keep = arg("--keep");
    if (keep) mkdirSync(keep, { recursive: true });
    // The content floor's pages are captured from the running site before the floor is built, and the floor proxies
    // their stylesheet and pictures from the site (FLOOR_SITE_ORIGIN).
    const contentFloor = process.argv.includes("--content-floor") && !process.argv.includes("--no-floor");
    if (contentFloor) {
      await captureContent(base, pages, CHROME_PATH);
      process.env.FLOOR_SITE_ORIGIN = site.baseUrl;
    }
    if (!process.argv.includes("--no-floor"))
      floorSite = await startFloorSite({ port: FLOOR_PORT, mode: SITE_FLOOR_MODE });
    // One untimed visit per page first, so every run measures the served (cached) page, not its first render: its
    // HTML, and every optimised picture it lists (the first request for a picture at a width waits for sharp to make
    // it, ~0.9 s for six at once on this machine, which once landed in the first run's LCP).
    for (const page of pages) await warm(base, page);
    if (floorSite) await (await fetch(`${FLOOR_URL}/`)).arrayBuffer();
    const contentUrl = (page: string) => `${FLOOR_URL}/content/${contentName(page)}`;
    if (contentFloor) for (const page of pages) await (await fetch(contentUrl(page))).arrayBuffer();
    const floorRows: Row[] = [];
    const pageRows = new Map<string, Row[]>(pages.map((page) => [page, []]));
    const contentRows = new Map<string, Row[]>(pages.map((page) => [page, []]));
    for (let i = 0; i < RUNS; i++) {
      if (floorSite) floorRows.push(await measureFloorOnce(keep ?? dir, SITE_FLOOR_MODE, i));
      for (const page of pages) {
        const name = `${page.split("/")[1] || "root"}-run-${i + 1}.json`;
        const r = row(await lighthouseWithRetry(base + page, path.join(keep ?? dir, name)));
        pageRows.get(page)!.push(r);
        process.stderr.write(`  ${page} run ${i + 1}/${RUNS}: performance ${r.performance}\n`);
        if (!contentFloor) continue;
        const c = row(await lighthouseWithRetry(contentUrl(page), path.join(keep ?? dir, `content-${name}`)));
        contentRows.get(page)!.push(c);
        process.stderr.write(`  content floor of ${page} run ${i + 1}/${RUNS}: performance ${c.performance}\n`);
      }
    }
    const label = (page: string) =>
      page === `/post/${PLAYERS_POST_SLUG}`
        ? PLAYERS_ROW
        : page.replace(/^\/(post|smartlink)\/.+$/, "/$1/{slug}").replace(/^\/links\/.+$/, "/links/{handle}");
    const measured: [string, Row][] = pages.map((page) => [label(page), medianRow(pageRows.get(page)!)]);
    const contents: [string, Row][] = contentFloor
      ? pages.map((page) => [`content floor of ${label(page)}`, medianRow(contentRows.get(page)!)])
      : [];
    const floor = floorRows.length ? medianRow(floorRows) : undefined;
    floorSite?.stop();
    floorSite = undefined;
    await stopSite();
    // The floor's other modes (--floor-modes) build and run after the site has stopped.
    const modeRows = await measureFloorModes(keep ?? dir);
    let missed = 0;
    console.log(title());
    for (const line of HEADER) console.log(line);
    const postRow = measured.find(([page]) => page === "/post/{slug}")?.[1];
    for (const [page, r] of measured) {
      const m = [...misses(page, r, floor), ...(page === PLAYERS_ROW ? playerMisses(r, postRow) : [])];
      if (m.length) missed++;
      console.log(format(page, r, floor, m));
    }
    printFloors(floor, modeRows);
    // The content floor's rows are measurements, not pages of the site: no budget applies to them.
    for (const [name, r] of contents) console.log(format(name, r, floor, [], true));
    if (!floor) console.log("\n(no floor measured: only the absolute budgets were checked)");
    if (missed) {
      console.log(
        `\n${missed} of ${measured.length} pages miss a budget (performance ≥ floor − 3, TBT ≤ floor + 100 ms, LCP ≤ floor + 300 ms, CLS ≤ 0.02, script ≤ floor + 15 kB, scores 100, weight).`,
      );
      process.exitCode = 1;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    floorSite?.stop();
    await stopSite();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
