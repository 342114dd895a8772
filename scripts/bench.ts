// npm run bench [-- --no-build] [-- --seconds 10] – load-tests the production build on a fresh demo-seeded database
// with autocannon at 50 connections: the cached public pages (paged lists included), the public JSON lists and the
// smart-link redirect and a promo email's tracked link. The server is pinned to core 0 and this load generator to core 1 (where taskset exists), and in
// the same run a bare Node `http` server on the same core serves /blog's HTML bytes, and the perf floor (a bare
// Next.js page, scripts/perf-floor) is served by `next start` the same way. Each row is checked against its budget
// relative to the floor (BUDGETS, docs/performance.md); the run exits 1 when one misses. Site search is measured over
// 1,000 more posts written after the build (searchCorpus): at least 200 searches a second on the app's one core for one
// text searched again and again (a release's name), and measured beside it with a new text every time. Loopback only,
// a bounded time per row.
// The floor app gives two rows: its page, and its route handler answering a redirect (what Next.js alone costs a
// tracked link).
//   npm run bench -- --url http://localhost:3000   measure an already running server instead (nothing pinned, no floor)
//   npm run bench -- --content-floor   also serve /blog's and a post's HTML from the floor app as server components with
//                                      none of our code (scripts/perf-content.ts): what `next start` does with our bytes
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { firstPostSlug, pinTo, startFloorSite, startSeededSite, type SeededSite } from "./seeded-site";
import { smartLinks, smartLinkSlug } from "../prisma/seed/content";
import { captureContent, contentName } from "./perf-content";

type Histogram = { average: number; p50: number; p99: number };
type Result = { requests: Histogram; latency: Histogram; non2xx: number; errors: number; timeouts: number };
type Request = { path: string };
type Options = {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: { setupRequest: (request: Request) => Request }[];
};
const autocannon = createRequire(import.meta.url)("autocannon") as (opts: Options) => Promise<Result>;

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const CONNECTIONS = 50;
const SECONDS = Math.min(60, Math.max(1, Number(arg("--seconds") ?? 10)));
const WARMUP_SECONDS = 2;
const PORT = 3310;
const BARE_PORT = 3311;
const FLOOR_PORT = 3312;
const external = arg("--url")?.replace(/\/$/, "");
const canPin = !external && cpus().length >= 2 && existsSync("/usr/bin/taskset");

if (external && !/^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/.test(external)) {
  console.error("Benchmarks only run against a server on this machine (localhost / 127.x / [::1]).");
  process.exit(1);
}

/** The control: a bare Node http server sending fixed bytes, on the same core as the app. */
async function startBareServer(file: string): Promise<ChildProcess> {
  const code = `const b=require("fs").readFileSync(${JSON.stringify(file)});require("http").createServer((q,s)=>{s.writeHead(200,{"content-type":"text/html; charset=utf-8","content-length":b.length});s.end(b)}).listen(${BARE_PORT},"127.0.0.1")`;
  const [cmd, ...args] = [...pinTo(0, canPin), process.execPath, "-e", code];
  const child = spawn(cmd, args, { stdio: "ignore", detached: true });
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${BARE_PORT}/`);
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error("The bare Node server did not start.");
}

type Measured = { rps: number; p50: number; p99: number; failed: number };

/** Every request to the same path, or (`distinct`) each with a word after it no request had before. */
function requestsTo(distinct: string | undefined): Options["requests"] {
  if (!distinct) return undefined;
  let n = 0;
  return [{ setupRequest: (request) => ({ ...request, path: `${request.path}${distinct}${++n}` }) }];
}

async function measure(
  url: string,
  headers?: Record<string, string>,
  expected = 200,
  connections = CONNECTIONS,
  distinct?: string,
): Promise<Measured> {
  const opts = { url, connections, headers, requests: requestsTo(distinct) };
  await autocannon({ ...opts, duration: WARMUP_SECONDS });
  const r = await autocannon({ ...opts, duration: SECONDS });
  // autocannon counts a 302 as non-2xx: for the redirect, every answer that is not an error or a timeout is expected.
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed: (expected === 200 ? r.non2xx : 0) + r.errors + r.timeouts,
  };
}

/**
 * Budgets relative to the floor page of the same run (req/s ratio at least, p99 at most; docs/performance.md); site
 * search has an absolute floor instead: `minRps` searches a second.
 */
type Kind = "page" | "json" | "redirect" | "search";
const BUDGETS: Record<Kind, { rps: number; minRps?: number; p99: (floorP99: number) => number; says: string }> = {
  page: { rps: 0.8, p99: (f) => 2 * f, says: "≥ 0.8 × floor req/s, p99 ≤ 2 × floor" },
  json: { rps: 0.5, p99: () => Infinity, says: "≥ 0.5 × floor req/s" },
  redirect: { rps: 0.5, p99: () => 50, says: "≥ 0.5 × floor req/s, p99 ≤ 50 ms" },
  search: { rps: 0, minRps: 200, p99: () => Infinity, says: "≥ 200 searches/s" },
};

function verdict(kind: Kind | undefined, r: Measured, floor: Measured | undefined): string {
  if (!kind || !floor) return "–";
  const budget = BUDGETS[kind];
  const missed = [
    r.rps < budget.rps * floor.rps && `${(r.rps / floor.rps).toFixed(2)} × floor req/s`,
    budget.minRps !== undefined && r.rps < budget.minRps && `${Math.round(r.rps)} req/s`,
    r.p99 > budget.p99(floor.p99) && `p99 ${r.p99} ms`,
    r.failed > 0 && `${r.failed} failed`,
  ].filter(Boolean);
  return missed.length ? `**missed** (${budget.says}): ${missed.join(", ")}` : "met";
}

async function main() {
  // This process is the load generator: keep it (every thread) off the app's core.
  if (canPin) execFileSync("taskset", ["-a", "-cp", "1", String(process.pid)], { stdio: "ignore" });
  let site: SeededSite | undefined;
  let bare: ChildProcess | undefined;
  const dir = mkdtempSync(path.join(tmpdir(), "mnb-bench-"));
  try {
    // Every search of the run comes from this one address: its per-minute allowance must not be what is measured.
    process.env.SEARCH_PER_MINUTE = "1000000";
    if (!external)
      site = await startSeededSite({
        port: PORT,
        build: !process.argv.includes("--no-build"),
        prefix: pinTo(0, canPin),
      });
    const base = external ?? site!.baseUrl;
    const html = Buffer.from(await (await fetch(`${base}/blog`)).arrayBuffer());
    writeFileSync(path.join(dir, "blog.html"), html);
    bare = await startBareServer(path.join(dir, "blog.html"));

    const bareUrl = `http://127.0.0.1:${BARE_PORT}/`;
    const link = smartLinkSlug(smartLinks[0]);
    // A promo's tracked link, followed as a reader's browser does: a navigation, so the click is looked up (after the
    // response) for a message that is not there; measured only on the seeded site, where it can be made.
    const promo = site ? await promoLinkPath(site.databaseUrl, base) : null;
    const navigation = {
      "user-agent":
        "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
      "sec-fetch-mode": "navigate",
      "sec-fetch-dest": "document",
    };
    // A null kind: measured, with no budget of its own.
    type Target = [string, Kind | null, string, Record<string, string>?];
    const targets: Target[] = [
      ["/blog", "page", `${base}/blog`],
      ["/blog?page=1", "page", `${base}/blog?page=1`],
      ["/post/{slug}", "page", `${base}/post/${await firstPostSlug(base)}`],
      ["/home", "page", `${base}/home`],
      ["/songs", "page", `${base}/songs`],
      ["/songs?page=1", "page", `${base}/songs?page=1`],
      ["/style-spotlight?category=female", "page", `${base}/style-spotlight?category=female`],
      ["/service", "page", `${base}/service`],
      ["/smartlink/{slug}", "page", `${base}/smartlink/${link}`],
      ["/mnb/api/getAllPosts", "json", `${base}/mnb/api/getAllPosts`],
      ["/mnb/api/getAllSongs", "json", `${base}/mnb/api/getAllSongs`],
      ["/mnb/api/getAdverts", "json", `${base}/mnb/api/getAdverts`],
      ["/smartlink/{slug}/go/spotify (302)", "redirect", `${base}/smartlink/${link}/go/spotify`],
      ...(promo
        ? [["/mnb/api/promo-links/{link}/{message} (302)", "redirect", `${base}${promo}`, navigation] as Target]
        : []),
      ["/blog, Accept-Encoding: gzip", "page", `${base}/blog`, { "accept-encoding": "gzip" }],
      // A word in every bench post (and some demo rows): all of them ranked, ten snippets made, for the first search;
      // the same search again (as the fans of one release send it) is answered from the cache for up to a minute.
      [`/mnb/api/search?q=${SEARCH_WORD} (${SEARCH_POSTS} posts)`, "search", `${base}/mnb/api/search?q=${SEARCH_WORD}`],
      // The same search as the results page (a render per request; no budget of its own: a measurement beside it).
      [`/search?q=${SEARCH_WORD}`, null, `${base}/search?q=${SEARCH_WORD}`],
    ];
    console.log(
      `Benchmark: ${CONNECTIONS} connections, ${SECONDS} s per row after ${WARMUP_SECONDS} s warm-up; ` +
        (canPin ? "servers pinned to core 0, load generator to core 1" : "nothing pinned") +
        `; ${cpus()[0]?.model.trim()}, ${cpus().length} cores, Node ${process.version}; ${new Date().toISOString().slice(0, 10)}`,
    );
    // The control runs first and last: on a machine whose load drifts, the ratios use the mean of the two.
    const bareBefore = await measure(bareUrl);
    // Next.js alone (startFloorSite) on the same core: what `next start` serves a prerendered page at, with nothing of
    // ours. Measured first: every row's budget is relative to it.
    let floor: Measured | undefined;
    const floorAppRows: (Measured & { name: string })[] = [];
    if (!external) {
      // --content-floor: the same bytes as /blog and a post, served by the floor app (no budget: a measurement of
      // what the content itself costs `next start`).
      const contentPages = process.argv.includes("--content-floor")
        ? ["/blog", `/post/${await firstPostSlug(base)}`]
        : [];
      if (contentPages.length) {
        await captureContent(base, contentPages, process.env.CHROME_PATH ?? "/usr/bin/chromium");
        process.env.FLOOR_SITE_ORIGIN = base;
      }
      const floorSite = await startFloorSite({ port: FLOOR_PORT, prefix: pinTo(0, canPin) });
      try {
        floor = await measure(`${floorSite.baseUrl}/`);
        // The same app's route handler answering a 302 (scripts/perf-floor/app/(bare)/go): the framework's own cost of
        // a redirect, beside the site's tracked one (no budget: a measurement).
        floorAppRows.push({
          name: "Next.js alone, a route handler's 302",
          ...(await measure(`${floorSite.baseUrl}/go/spotify`, undefined, 302)),
        });
        // The floor page again, now that a route handler has run: Next then runs every request inside its
        // AsyncLocalStorage, which on Node 20 keeps async hooks on for every promise from then on, as on any server that
        // has answered one dynamic request (no budget: the first floor row stays the yardstick).
        floorAppRows.push({
          name: "Next.js alone (floor page) after a route handler ran",
          ...(await measure(`${floorSite.baseUrl}/`)),
        });
        for (const page of contentPages) {
          const name = `content floor of ${page.replace(/^\/post\/.+$/, "/post/{slug}")}`;
          floorAppRows.push({ name, ...(await measure(`${floorSite.baseUrl}/content/${contentName(page)}`)) });
        }
      } finally {
        floorSite.stop();
      }
    }
    const measured: (Measured & { name: string; kind?: Kind })[] = [];
    let corpusWritten = false;
    if (floor) measured.push({ name: "**Next.js alone (floor page)**", ...floor }, ...floorAppRows);
    for (const [name, kind, url, headers] of targets) {
      // The search rows come last: the posts they rank are written just before, so no page row shows them.
      if (url.includes("search?q=") && site && !corpusWritten) corpusWritten = await searchCorpus(site.databaseUrl);
      measured.push({
        name,
        kind: kind ?? undefined,
        ...(await measure(url, headers, kind === "redirect" ? 302 : 200)),
      });
    }
    // Every search a new text ("music -x1", "music -x2", …: every bench post still found, ranked and snippeted), so
    // none is answered from the cache: what the database and the handler do per search (no budget: a measurement).
    if (site && corpusWritten)
      measured.push({
        name: `/mnb/api/search?q=${SEARCH_WORD} -x{n}, every search a new text (none cached)`,
        ...(await measure(`${base}/mnb/api/search?q=${SEARCH_WORD}`, undefined, 200, CONNECTIONS, "+-x")),
      });
    // The tracked redirect's own server time: one connection, so its latency has no queue in it (at 50 connections a
    // p99 of 50 ms needs about 1,000 answers a second, more than Next's bare route handler gives on one core; no
    // budget: a measurement beside the row above).
    measured.push({
      name: "/smartlink/{slug}/go/spotify (302), one connection",
      ...(await measure(`${base}/smartlink/${link}/go/spotify`, undefined, 302, 1)),
    });
    const bareAfter = await measure(bareUrl);
    const bareRps = (bareBefore.rps + bareAfter.rps) / 2;
    const rows = [
      { name: "bare Node http (/blog's bytes), first", ...bareBefore },
      ...measured,
      { name: "bare Node http (/blog's bytes), last", ...bareAfter },
    ].map((r) => ({
      target: r.name,
      "req/s": Math.round(r.rps),
      "p50 ms": r.p50,
      "p99 ms": r.p99,
      "ratio to bare": +(r.rps / bareRps).toFixed(2),
      "ratio to floor": floor ? +(r.rps / floor.rps).toFixed(2) : NaN,
      failed: r.failed,
      budget: verdict("kind" in r ? r.kind : undefined, r, floor),
    }));
    console.log(
      "| target | req/s | p50 | p99 | ratio to bare Node | ratio to floor | budget |\n|---|---|---|---|---|---|---|",
    );
    for (const r of rows) {
      console.log(
        `| ${r.target} | ${r["req/s"]} | ${r["p50 ms"]} ms | ${r["p99 ms"]} ms | ${r["ratio to bare"]} | ${r["ratio to floor"]} | ${r.budget} |`,
      );
    }
    if (rows.some((r) => r.budget.startsWith("**missed"))) process.exitCode = 1;
  } finally {
    if (bare?.pid) process.kill(-bare.pid, "SIGTERM");
    rmSync(dir, { recursive: true, force: true });
    await site?.stop();
  }
}

const SEARCH_POSTS = 1000;
const SEARCH_WORD = "music";

/**
 * Writes SEARCH_POSTS published posts (once per database; dated before any demo post) for the search rows, after
 * every page row: the cached pages keep the demo content, and search, which reads the database, has 1,000 posts to
 * rank. Titles and texts vary (a few hundred words each, accented names among them); every one says SEARCH_WORD.
 */
async function searchCorpus(databaseUrl: string): Promise<true> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO "Post" ("id", "slug", "title", "content", "author", "categories", "status", "publishedAt",
                           "createdAt", "updatedAt", "previewKey")
       SELECT 'bench-search-' || n, 'bench-search-' || n,
              (ARRAY['Afrobeats', 'Highlife', 'Alté', 'Fuji', 'Amapiano'])[1 + n % 5] || ' night ' || n || ': Bẹ́yọ̀ncé and Wizkid',
              repeat('Lagos ' || (ARRAY['music', 'fashion', 'film', 'sport'])[1 + n % 4] || ' story number ' || n ||
                     ', with Asa, Tiwa Savage and Burna Boy on stage; the crowd sang every word. ', 8) ||
              ' The ${SEARCH_WORD} never stopped.',
              'Bench', ARRAY[(ARRAY['Music', 'News', 'Style'])[1 + n % 3]], 'PUBLISHED',
              timestamptz '2020-01-01' - n * interval '1 hour', now(), now(), md5(n::text)
         FROM generate_series(1, $1::int) AS n
       ON CONFLICT ("id") DO NOTHING`,
      [SEARCH_POSTS],
    );
    return true;
  } finally {
    await client.end();
  }
}

/** Makes a promo campaign with one tracked link in the seeded database; its tracked address for a message. */
async function promoLinkPath(databaseUrl: string, base: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const linkId = randomUUID();
    await client.query(
      `INSERT INTO "PromoCampaign" ("id", "subject", "message", "createdByLabel", "recipients") VALUES ('benchpromo', 'Bench', 'Bench', 'Bench', 0)
       ON CONFLICT ("id") DO NOTHING`,
    );
    await client.query(`DELETE FROM "PromoLink" WHERE "campaignId" = 'benchpromo'`);
    await client.query(
      `INSERT INTO "PromoLink" ("id", "campaignId", "position", "url") VALUES ($1, 'benchpromo', 0, $2)`,
      [linkId, `${base}/service`],
    );
    return `/mnb/api/promo-links/${linkId}/${randomUUID()}`;
  } finally {
    await client.end();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
