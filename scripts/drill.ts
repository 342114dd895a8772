// npm run drill: a fault drill. Two `next start` servers of one production build (CACHE_STORE=postgres) behind a
// round-robin proxy take mixed traffic (sign-ups, comments, likes and reactions, bookings with files and their payments
// confirmed by signed webhooks from the Paystack stand-in, smart-link clicks, page reads) while PostgreSQL is stopped
// and started again and one server is killed (SIGKILL) and started again. Then, as Paystack and the hourly job would,
// unanswered webhooks are delivered again and open payments reconciled, and the database is audited: every
// acknowledged write must be there exactly once. Prints a markdown table for docs/operations.md; exits 1 on anything
// lost or duplicated. Its own database (.data/pg-drill, port 54350), build (.next-drill) and uploads: no other data is
// touched. Options: --seconds 60, --concurrency 4 (visitors at once), --db-down 3 (seconds PostgreSQL stays down),
// --no-build.
import { randomBytes } from "node:crypto";
import { closeSync, mkdirSync, openSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type { ChildProcess } from "node:child_process";
import pg from "pg";
import { startEmbeddedDb, type EmbeddedDb } from "./embedded-db";
import { seedAndBuild } from "./seeded-site";
import { startServer, stopServer } from "../testing/run";
import { startProxy } from "./drill/proxy";
import { acknowledged, runTraffic, sendWebhook, type Catalog, type TrafficContext } from "./drill/traffic";
import { audit, markdownTable, readBaseline } from "./drill/audit";
import { paystackControls, startPaystackStandIn } from "@/testing/paystack-stand-in";

const ROOT = path.resolve(import.meta.dirname, "..");
const DRILL_DB = { name: "pg-drill", port: 54350, database: "mnb_drill" };
const DIST_DIR = ".next-drill";
const PROXY_PORT = 3350;
const SERVER_PORTS = [3351, 3352];
const UPLOAD_DIR = path.join(ROOT, ".data", "drill-uploads");
const LOG_DIR = path.join(ROOT, ".data", "drill-logs");

const { values: args } = parseArgs({
  options: {
    seconds: { type: "string", default: "60" },
    concurrency: { type: "string", default: "4" },
    "db-down": { type: "string", default: "3" },
    "no-build": { type: "boolean", default: false },
  },
});
const SECONDS = Number(args.seconds);
const CONCURRENCY = Number(args.concurrency);
const DB_DOWN_MS = Number(args["db-down"]) * 1000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const began = Date.now();
const timeline: string[] = [];
let trafficStart = 0;
const mark = (what: string) => {
  const at = ((Date.now() - trafficStart) / 1000).toFixed(1);
  timeline.push(`${at} s  ${what}`);
  console.log(`▸ ${at} s  ${what}`);
};

async function readCatalog(url: string): Promise<Catalog> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const posts = (
      await client.query<{ slug: string }>(`SELECT "slug" FROM "Post" ORDER BY "createdAt" DESC LIMIT 5`)
    ).rows.map((r) => r.slug);
    const songs = (
      await client.query<{ id: string; slug: string }>(
        `SELECT "id", "slug" FROM "Song" ORDER BY "releaseDate" DESC LIMIT 5`,
      )
    ).rows;
    // The stand-in, like Paystack, takes nothing under ₦50.
    const offers = (
      await client.query<{ title: string }>(`SELECT "title" FROM "ServiceOffer" WHERE "promoPriceKobo" >= 5000`)
    ).rows.map((r) => r.title);
    const smartLinks = (
      await client.query<{ slug: string }>(
        `SELECT "slug" FROM "SmartLink" WHERE NOT "hidden" AND "spotify" IS NOT NULL`,
      )
    ).rows.map((r) => r.slug);
    if (!posts.length || !songs.length || !offers.length || !smartLinks.length)
      throw new Error("The demo seed left no posts, songs, offers or smart links to use.");
    return { posts, songs, offers, smartLinks };
  } finally {
    await client.end();
  }
}

/** Waits until a server answers the post list with 200 (it reaches PostgreSQL again); false after `ms`. */
async function recovered(url: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (
      (await fetch(`${url}/mnb/api/getAllPosts`).then(
        (r) => r.status,
        () => 0,
      )) === 200
    )
      return true;
    await sleep(500);
  }
  return false;
}

async function main(): Promise<number> {
  const paystack = await startPaystackStandIn();
  let db: EmbeddedDb = await startEmbeddedDb({ ...DRILL_DB, fresh: true });
  const servers: (ChildProcess | undefined)[] = [];
  const logs: number[] = [];
  const stopServers = () => servers.forEach((s) => stopServer(s));
  process.once("exit", stopServers);
  let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
  try {
    for (const dir of [UPLOAD_DIR, `${UPLOAD_DIR}-private`]) rmSync(dir, { recursive: true, force: true });
    const cronSecret = randomBytes(24).toString("base64url");
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      CHECKPOINT_DISABLE: "1",
      NEXT_DIST_DIR: DIST_DIR,
      DATABASE_URL: db.url,
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      SITE_URL: `http://localhost:${PROXY_PORT}`,
      UPLOAD_DIR,
      CACHE_STORE: "postgres",
      // Behind the drill's proxy, which names each visitor in X-Forwarded-For.
      TRUSTED_PROXY: "1",
      // Visitors past a soft limit solve challenges; the work per try is a setting, not the logic.
      CHALLENGE_COST: "50",
      CRON_SECRET: cronSecret,
      PAYSTACK_SECRET_KEY: paystack.secret,
      PAYSTACK_BASE_URL: paystack.url,
      NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY: "pk_test_standin",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      BLOB_READ_WRITE_TOKEN: "",
      RESEND_API_KEY: "",
    };
    console.log(
      `▸ Seeding .data/${DRILL_DB.name} (port ${DRILL_DB.port})${args["no-build"] ? "" : ` and building into ${DIST_DIR}`}`,
    );
    await seedAndBuild(env, !args["no-build"]);
    mkdirSync(LOG_DIR, { recursive: true });
    const serverEnv = { ...env, NODE_ENV: "production" as const };
    const start = (i: number) => {
      logs[i] ??= openSync(path.join(LOG_DIR, `server-${"ab"[i]}.log`), "w");
      return startServer(SERVER_PORTS[i], serverEnv, { distDir: DIST_DIR, logFd: logs[i] });
    };
    for (const [i] of SERVER_PORTS.entries()) servers[i] = await start(i);
    proxy = await startProxy(
      PROXY_PORT,
      SERVER_PORTS.map((p) => `http://127.0.0.1:${p}`),
    );
    const catalog = await readCatalog(db.url);
    const baseline = await readBaseline(db.url);
    trafficStart = Date.now();
    const ctx: TrafficContext = {
      proxyUrl: proxy.url,
      startedAt: trafficStart,
      catalog,
      paystack: paystackControls(paystack.url, paystack.secret),
      ledger: [],
      comments: [],
      webhooks: [],
    };

    console.log(
      `▸ ${SECONDS} s of traffic, ${CONCURRENCY} visitors at a time, through ${proxy.url} to servers on ${SERVER_PORTS.join(" and ")} (logs in .data/drill-logs)`,
    );
    const until = trafficStart + SECONDS * 1000;
    const faults = (async () => {
      await sleep(SECONDS * 300);
      mark("PostgreSQL stopping (fast shutdown: open sessions are ended)");
      await db.stop();
      mark("PostgreSQL stopped");
      await sleep(DB_DOWN_MS);
      db = await startEmbeddedDb(DRILL_DB);
      mark("PostgreSQL started again (same data folder and port)");
      await sleep(Math.max(0, trafficStart + SECONDS * 600 - Date.now()));
      const victim = servers[1]!;
      process.kill(-victim.pid!, "SIGKILL");
      await new Promise((r) =>
        victim.exitCode !== null || victim.signalCode !== null ? r(null) : victim.once("exit", r),
      );
      mark(`server on ${SERVER_PORTS[1]} killed (SIGKILL)`);
      servers[1] = await start(1);
      mark(`server on ${SERVER_PORTS[1]} started again and answering`);
    })();
    await Promise.all([runTraffic(ctx, until, CONCURRENCY), faults]);
    mark("traffic stopped");

    const problems: string[] = [];
    for (const port of SERVER_PORTS)
      if (!(await recovered(`http://127.0.0.1:${port}`, 60_000)))
        problems.push(`server on ${port} did not answer 200 within 60 s after the traffic`);
    // Work the servers do after answering (webhook handling, click records) finishes.
    await sleep(3000);
    // Paystack delivers an event again until it is answered 200.
    const unanswered = ctx.webhooks.filter((w) => !acknowledged({ kind: "payment webhooks", outcome: w.outcome }));
    for (const w of unanswered) await sendWebhook(ctx, w.reference, w.body);
    mark(`${unanswered.length} unanswered webhook(s) delivered again, as Paystack does`);
    await sleep(3000);
    // The hourly reconciliation job confirms what a webhook answered but never handled left open.
    const reconciled = await fetch(`${proxy.url}/mnb/api/cron/reconcile`, {
      headers: { authorization: `Bearer ${cronSecret}` },
    }).then(
      async (r) => `${r.status} ${JSON.stringify(((await r.json()) as { reconciled?: unknown }).reconciled ?? null)}`,
      (e: unknown) => `failed: ${String(e)}`,
    );
    mark(`reconciliation job: ${reconciled}`);

    const paidReferences = ctx.ledger
      .filter((a) => a.kind === "payments started" && acknowledged(a))
      .map((a) => a.key!);
    const result = await audit({
      databaseUrl: db.url,
      ledger: ctx.ledger,
      privateUploadDir: `${UPLOAD_DIR}-private`,
      paidReferences,
      baseline,
    });
    problems.push(...result.problems);
    const lost = result.rows.reduce((n, r) => n + r.lost, 0);
    const duplicated = result.rows.reduce((n, r) => n + r.duplicated, 0);

    console.log(
      `\n━━ fault drill: ${SECONDS} s, ${CONCURRENCY} visitors at a time, PostgreSQL down ${DB_DOWN_MS / 1000} s ━━\n`,
    );
    console.log(markdownTable(result.rows));
    console.log(`\nTimeline:\n${timeline.map((t) => `- ${t}`).join("\n")}`);
    console.log(
      `\n${lost} lost, ${duplicated} duplicated; the whole drill took ${Math.round((Date.now() - began) / 1000)} s.`,
    );
    for (const p of problems) console.log(`✘ ${p}`);
    if (!problems.length) console.log("✔ every acknowledged write is in the database exactly once");
    return problems.length ? 1 : 0;
  } finally {
    await proxy?.close();
    stopServers();
    for (const fd of logs) closeSync(fd);
    await paystack.close();
    await db.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("The drill could not run:", error);
    process.exit(2);
  },
);
