// npm test: type-check, lint, unit, integration (real PostgreSQL, its own database) and Playwright e2e against the
// production build. Never touches the dev database. Ends with a pass/fail summary line.
//   npm test -- --only e2e        run one step (typecheck | lint | unit | integration | e2e)
//   npm test -- --only e2e --files e2e/songs.spec.ts,lib/integration/songs.int.test.ts   only these test files
import { cpSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { startEmbeddedDb, type EmbeddedDb } from "./embedded-db";
import { migrateDeploy } from "./migrator";
import { TEST_DB } from "./dev-db";
import { ensureChromium } from "./chromium";
import { run, startServer, stopServer } from "../testing/run";
import {
  playwrightFileTimes,
  readTimes,
  slowestLines,
  vitestFileTimes,
  type FileTime,
  type VitestReport,
} from "./test-timings";
import { startPaystackStandIn, type PaystackStandIn } from "../testing/paystack-stand-in";
import { startPlayerStandIn, type PlayerStandIn } from "../testing/player-stand-in";
import { startSongLinkStandIn, type SongLinkStandIn } from "../testing/songlink-stand-in";
import { TEST_COUNTRY_HEADER } from "../testing/http";

const ROOT = path.resolve(import.meta.dirname, "..");
const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
const wants = (step: string) => !only || only === step;

// TEST_SLOT=n moves every port (and the embedded database's folder) so several checkouts can test side by side.
const SLOT = Number(process.env.TEST_SLOT ?? 0);
const INTEGRATION_PORT = 3101 + SLOT * 10;
const E2E_PORT = 3100 + SLOT * 10;
/** The deploy step's front (and, from the next port on, its functions): 3105–3109. */
const DEPLOY_PORT = 3105 + SLOT * 10;
/** The test build's folder (next.config.ts reads NEXT_DIST_DIR): never the developer's .next. */
const TEST_DIST_DIR = ".next-test";
const FILES = process.argv.includes("--files") ? process.argv[process.argv.indexOf("--files") + 1].split(",") : [];

const results: { step: string; ok: boolean; seconds: number; error?: string }[] = [];
/** The JSON reports the integration and e2e steps write (scripts/test-timings.ts), read for the summary. */
const TIMINGS_DIR = path.join(ROOT, ".data", "test-timings");
const slowFiles: Record<string, FileTime[]> = {};
mkdirSync(TIMINGS_DIR, { recursive: true });

async function step(name: string, fn: () => Promise<void>) {
  if (!wants(name)) return;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  try {
    await fn();
    results.push({ step: name, ok: true, seconds: (Date.now() - started) / 1000 });
  } catch (error) {
    results.push({
      step: name,
      ok: false,
      seconds: (Date.now() - started) / 1000,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

async function main() {
  const baseEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    CHECKPOINT_DISABLE: "1",
    NEXT_DIST_DIR: TEST_DIST_DIR,
  };
  delete baseEnv.BLOB_READ_WRITE_TOKEN;
  delete baseEnv.RESEND_API_KEY;

  // Types first, with the route types Next generates (`next typegen`, into the test build's folder that tsconfig.json
  // includes): the test build then skips its own type check (NEXT_TEST_BUILD, next.config.ts), and it starts only once
  // tsc has read the tree, since it rewrites that folder. Lint and unit tests then run while the databases are prepared
  // and the app is built beside them (the build's output goes to a file), and the integration tests follow the build.
  await step("typecheck", async () => {
    await run("npx", ["next", "typegen"], { env: baseEnv });
    await run("npx", ["tsc", "--noEmit"], { env: baseEnv });
  });
  const checks = (async () => {
    // npm run lint: ESLint, then Prettier's check (`npm run format` fixes what it reports).
    await step("lint", () => run("npm", ["run", "--silent", "lint"], { env: baseEnv }));
    await step("unit", () =>
      run("npx", ["vitest", "run", "--project", "unit"], { env: { ...baseEnv, NODE_ENV: "test" } }),
    );
  })();

  if (!wants("integration") && !wants("e2e") && !wants("deploy")) return checks;
  // The journeys' browser: found, or installed here when missing (scripts/chromium.ts); "" is Playwright's own.
  const browser = wants("e2e") ? await ensureChromium() : { path: "" };
  const chromium = "path" in browser ? browser.path : "";
  if ("error" in browser) {
    results.push({ step: "e2e", ok: false, seconds: 0, error: browser.error });
    if (only === "e2e") return;
  }

  let db: EmbeddedDb | undefined;
  let paystack: PaystackStandIn | undefined;
  let players: PlayerStandIn | undefined;
  let songLink: SongLinkStandIn | undefined;
  const external = process.env.TEST_DATABASE_URL;
  try {
    db = external
      ? undefined
      : await startEmbeddedDb(
          SLOT ? { ...TEST_DB, name: `${TEST_DB.name}-${SLOT}`, port: TEST_DB.port + 100 + SLOT } : TEST_DB,
        );
    const serverUrl = external ?? db!.url;
    const urlFor = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
    const secret = randomBytes(32).toString("base64url");
    const cronSecret = randomBytes(32).toString("base64url");
    // Paystack is unreachable from here: both test servers (and the tests, to act as the customer and sign webhooks)
    // talk to a local stand-in of its API (testing/paystack-stand-in.ts).
    paystack = await startPaystackStandIn();
    // The platforms a post's players are looked up on are unreachable too (testing/player-stand-in.ts).
    players = await startPlayerStandIn();
    // The song-link resolver (Odesli) likewise: a stand-in with recorded answers (testing/songlink-stand-in.ts).
    songLink = await startSongLinkStandIn();
    const appEnv = (port: number, database: string, uploads: string): NodeJS.ProcessEnv => ({
      ...baseEnv,
      DATABASE_URL: urlFor(database),
      AUTH_SECRET: secret,
      SITE_URL: `http://localhost:${port}`,
      UPLOAD_DIR: path.join(ROOT, ".data", uploads),
      // As behind one load balancer: tests give each visitor its own X-Forwarded-For address (testing/http.ts,
      // e2e/test.ts), so per-address rate limits apply per test instead of to the whole suite at once.
      TRUSTED_PROXY: "1",
      // The country that load balancer would set (and strip from clients): tests name a visitor's country in it, and
      // a client-sent x-vercel-ip-country is what an attacker sends off Vercel (lib/config/country-header.ts).
      COUNTRY_HEADER: TEST_COUNTRY_HEADER,
      // Tests solve hundreds of proof-of-work challenges (lib/abuse/challenge.ts); the work per try is a setting, not the logic.
      CHALLENGE_COST: "50",
      // No due work after API requests (lib/jobs/due-work.ts): tests that schedule a post or a release day then call
      // its cron job to see it happen once, and a background run between the two would take it first. The deploy step
      // runs its servers with it on (every second) and checks a scheduled post goes public without a cron.
      DUE_WORK_INTERVAL_SECONDS: "0",
      // The old booking form's media host is a local stand-in in the tests (lib/integration/old-client.int.test.ts),
      // reachable over plain http only: LEGACY_FILE_ALLOW_HTTP is for tests and never a deploy.
      LEGACY_FILE_HOSTS: "127.0.0.1",
      LEGACY_FILE_ALLOW_HTTP: "1",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      CRON_SECRET: cronSecret,
      PAYSTACK_SECRET_KEY: paystack!.secret,
      PAYSTACK_BASE_URL: paystack!.url,
      NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY: "pk_test_standin",
      PLAYER_LOOKUP_URL: players!.url,
      SONGLINK_BASE_URL: songLink!.url,
      // The suite looks up more songs a minute than Odesli's keyless quota; the cap itself is tested by filling it.
      SONGLINK_PER_MINUTE: "1000",
    });
    const integrationEnv = appEnv(INTEGRATION_PORT, "mnb_integration", "test-uploads");
    const e2eEnv = appEnv(E2E_PORT, "mnb_e2e", "e2e-uploads");
    for (const dir of ["test-uploads", "e2e-uploads", "test-uploads-private", "e2e-uploads-private"])
      rmSync(path.join(ROOT, ".data", dir), { recursive: true, force: true });

    await migrateDeploy(integrationEnv.DATABASE_URL!);
    await migrateDeploy(e2eEnv.DATABASE_URL!);
    // The journeys sign in as the demo admin and user, so the e2e database asks for the demo accounts and content.
    await run("npx", ["tsx", "--conditions=react-server", "prisma/seed.ts", "--demo"], { env: e2eEnv });

    // One production build serves both the integration and the e2e server (a failed build fails both steps). It goes
    // into its own folder, .next-test, so a later `npm run build && npm start` never finds the test databases' pages
    // or cached reads in .next. Each server starts from the pristine build: Next writes regenerated pages into
    // <distDir>/server and cached reads into <distDir>/cache/fetch-cache, which would otherwise carry one database's
    // content into the other server.
    const snapshot = path.join(ROOT, ".data", "next-server-snapshot");
    const buildLog = path.join(ROOT, ".data", "test-build.log");
    const buildStarted = Date.now();
    // Built with CACHE_STORE=postgres, as a deploy of several servers is (docs/deploy.md "Running several instances"):
    // the suite's own servers start without it (Next's per-process cache), multi-instance.int.test.ts starts two with
    // it. NEXT_TEST_BUILD: no second type check (the typecheck step ran) and no Turbopack cache (next.config.ts).
    const building = run("npx", ["next", "build"], {
      env: { ...e2eEnv, NODE_ENV: "production", CACHE_STORE: "postgres", NEXT_TEST_BUILD: "1" },
      logFile: buildLog,
    }).then(
      () => {
        rmSync(snapshot, { recursive: true, force: true });
        cpSync(path.join(ROOT, TEST_DIST_DIR, "server"), snapshot, { recursive: true });
        console.log(`\nbuild: done in ${((Date.now() - buildStarted) / 1000).toFixed(0)} s (output in ${buildLog})`);
      },
      (error: unknown) => {
        console.log(`\n━━ build failed ━━\n${readFileSync(buildLog, "utf8").split("\n").slice(-80).join("\n")}`);
        throw error;
      },
    );
    building.catch(() => {}); // awaited (and reported) by the steps below
    const build = async () => {
      await building;
      rmSync(path.join(ROOT, TEST_DIST_DIR, "server"), { recursive: true, force: true });
      cpSync(snapshot, path.join(ROOT, TEST_DIST_DIR, "server"), { recursive: true });
      rmSync(path.join(ROOT, TEST_DIST_DIR, "cache", "fetch-cache"), { recursive: true, force: true });
    };
    // The integration step starts as soon as the build is ready, beside whatever of lint and unit is still running
    // (their lines interleave; each names its Vitest project). The summary waits for every step.

    await step("integration", async () => {
      await build();
      const server = await startServer(INTEGRATION_PORT, { ...integrationEnv, NODE_ENV: "production" });
      try {
        const report = path.join(TIMINGS_DIR, "integration.json");
        rmSync(report, { force: true });
        try {
          await run(
            "npx",
            [
              "vitest",
              "run",
              "--project",
              "integration",
              "--reporter=default",
              "--reporter=json",
              `--outputFile.json=${report}`,
              ...FILES.filter((f) => f.includes(".int.")),
            ],
            {
              env: { ...integrationEnv, NODE_ENV: "test", TEST_BASE_URL: `http://127.0.0.1:${INTEGRATION_PORT}` },
            },
          );
        } finally {
          slowFiles.integration = readTimes(report, (r: VitestReport) => vitestFileTimes(r, ROOT));
        }
      } finally {
        stopServer(server);
      }
    });

    if (!results.some((r) => r.step === "e2e")) {
      await step("e2e", async () => {
        await build();
        const env = {
          ...e2eEnv,
          NODE_ENV: "production" as const,
          E2E_PORT: String(E2E_PORT),
          PLAYWRIGHT_CHROMIUM_PATH: chromium,
        };
        const specs = FILES.filter((f) => f.endsWith(".spec.ts"));
        // Each run writes its JSON report (besides the usual list) for the summary's slowest files.
        slowFiles.e2e = [];
        const playwright = async (name: string, args: string[]) => {
          const report = path.join(TIMINGS_DIR, `e2e-${name}.json`);
          rmSync(report, { force: true });
          try {
            await run("npx", ["playwright", "test", "--reporter=list,json", ...args], {
              env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
            });
          } finally {
            slowFiles.e2e.push(...readTimes(report, playwrightFileTimes));
          }
        };
        if (specs.length === 0) return playwright("all", []);
        // The @whole-site project depends on the whole chromium project, and Playwright never filters a dependency by
        // the files asked for: run the chosen files' tests project by project instead, the whole-site ones last.
        await playwright("chromium", ["--project", "chromium", "--pass-with-no-tests", ...specs]);
        await playwright("whole-site", ["--project", "whole-site", "--no-deps", "--pass-with-no-tests", ...specs]);
      });
    }
    // The site deployed as deployers do: Vercel's functions from `vercel build --prod`, and the standalone server of the
    // build above (scripts/deploy-test.ts). After the journeys: it builds once more and needs the cores to itself.
    await step("deploy", async () => {
      await building;
      const { deployTest } = await import("./deploy-test");
      await deployTest({
        databaseUrl: urlFor,
        paystack: { url: paystack!.url, secret: paystack!.secret },
        basePort: DEPLOY_PORT,
        standaloneDistDir: TEST_DIST_DIR,
        standaloneEnv: { ...e2eEnv, UPLOAD_DIR: path.join(ROOT, ".data", "deploy-uploads") },
      });
    });
  } finally {
    await checks;
    await paystack?.close().catch(() => {});
    await players?.close().catch(() => {});
    await songLink?.close().catch(() => {});
    await db?.stop().catch(() => {});
  }
}

main()
  .catch((error) =>
    results.push({
      step: "setup",
      ok: false,
      seconds: 0,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    }),
  )
  .finally(() => {
    console.log("\n━━ summary ━━");
    for (const [name, times] of Object.entries(slowFiles)) {
      if (times.length === 0) continue;
      console.log(`slowest ${name} files:`);
      for (const line of slowestLines(times)) console.log(line);
    }
    for (const r of results)
      console.log(`${r.ok ? "✔" : "✘"} ${r.step.padEnd(12)} ${r.seconds.toFixed(1)}s${r.error ? `  ${r.error}` : ""}`);
    const failed = results.filter((r) => !r.ok).length;
    console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
    process.exit(failed || results.length === 0 ? 1 : 0);
  });
