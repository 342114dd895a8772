// npm run bench [-- --no-build] [-- --seconds 10] – load-tests the production build on a fresh demo-seeded database
// with autocannon at 50 connections: a cached page (/blog), a post, /home, /songs, a JSON list, and /blog with gzip.
// The server is pinned to core 0 and this load generator to core 1 (where taskset exists), and in the same run a bare
// Node `http` server on the same core serves /blog's HTML bytes: each row's ratio to it is comparable across machines
// where absolute figures are not. A last row serves the perf floor (a bare Next.js page, scripts/perf-floor) the same
// way: what `next start` itself manages. Loopback only, a bounded time per row.
//   npm run bench -- --url http://localhost:3000   measure an already running server instead (nothing pinned)
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { firstPostSlug, pinTo, startFloorSite, startSeededSite, type SeededSite } from "./seeded-site";

type Histogram = { average: number; p50: number; p99: number };
type Result = { requests: Histogram; latency: Histogram; non2xx: number; errors: number; timeouts: number };
type Options = { url: string; connections: number; duration: number; headers?: Record<string, string> };
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

async function measure(url: string, headers?: Record<string, string>) {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, headers });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failed: r.non2xx + r.errors + r.timeouts };
}

async function main() {
  // This process is the load generator: keep it (every thread) off the app's core.
  if (canPin) execFileSync("taskset", ["-a", "-cp", "1", String(process.pid)], { stdio: "ignore" });
  let site: SeededSite | undefined;
  let bare: ChildProcess | undefined;
  const dir = mkdtempSync(path.join(tmpdir(), "mnb-bench-"));
  try {
    if (!external) site = await startSeededSite({ port: PORT, build: !process.argv.includes("--no-build"), prefix: pinTo(0, canPin) });
    const base = external ?? site!.baseUrl;
    const html = Buffer.from(await (await fetch(`${base}/blog`)).arrayBuffer());
    writeFileSync(path.join(dir, "blog.html"), html);
    bare = await startBareServer(path.join(dir, "blog.html"));

    const bareUrl = `http://127.0.0.1:${BARE_PORT}/`;
    const targets: [string, string, Record<string, string>?][] = [
      ["/blog", `${base}/blog`],
      ["/post/{slug}", `${base}/post/${await firstPostSlug(base)}`],
      ["/home", `${base}/home`],
      ["/songs", `${base}/songs`],
      ["/mnb/api/getAllPosts", `${base}/mnb/api/getAllPosts`],
      ["/blog, Accept-Encoding: gzip", `${base}/blog`, { "accept-encoding": "gzip" }],
    ];
    console.log(
      `Benchmark: ${CONNECTIONS} connections, ${SECONDS} s per row after ${WARMUP_SECONDS} s warm-up; ` +
        (canPin ? "servers pinned to core 0, load generator to core 1" : "nothing pinned") +
        `; ${cpus()[0]?.model.trim()}, ${cpus().length} cores, Node ${process.version}; ${new Date().toISOString().slice(0, 10)}`,
    );
    // The control runs first and last: on a machine whose load drifts, the ratios use the mean of the two.
    const bareBefore = await measure(bareUrl);
    const measured = [];
    for (const [name, url, headers] of targets) measured.push({ name, ...(await measure(url, headers)) });
    // Next.js alone (startFloorSite) on the same core: what `next start` serves a prerendered page at, with nothing of ours.
    if (!external) {
      const floor = await startFloorSite({ port: FLOOR_PORT, prefix: pinTo(0, canPin) });
      try {
        measured.push({ name: "Next.js alone (floor page)", ...(await measure(`${floor.baseUrl}/`)) });
      } finally {
        floor.stop();
      }
    }
    const bareAfter = await measure(bareUrl);
    const bareRps = (bareBefore.rps + bareAfter.rps) / 2;
    const rows = [
      { name: "bare Node http (/blog's bytes), first", ...bareBefore },
      ...measured,
      { name: "bare Node http (/blog's bytes), last", ...bareAfter },
    ].map((r) => ({ target: r.name, "req/s": Math.round(r.rps), "p50 ms": r.p50, "p99 ms": r.p99, "ratio to bare": +(r.rps / bareRps).toFixed(2), failed: r.failed }));
    console.table(rows);
    console.log("| target | req/s | p50 | p99 | ratio to bare Node |\n|---|---|---|---|---|");
    for (const r of rows) console.log(`| ${r.target} | ${r["req/s"]} | ${r["p50 ms"]} ms | ${r["p99 ms"]} ms | ${r["ratio to bare"]} |`);
  } finally {
    if (bare?.pid) process.kill(-bare.pid, "SIGTERM");
    rmSync(dir, { recursive: true, force: true });
    await site?.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
