// Playwright runs against the production build (`next start`); `npm test` prepares the database, env and build.
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH || undefined;

export default defineConfig({
  testDir: "e2e",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // No retries, in CI either: a journey that passes only on its second try is a failure to fix, not to hide.
  retries: 0,
  repeatEach: Number(process.env.E2E_REPEAT || 1),
  grep: process.env.E2E_GREP ? new RegExp(process.env.E2E_GREP) : undefined,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    // No trace unless asked for (E2E_TRACE=on keeps one per failed test): recording every action's screenshots and
    // DOM snapshots for all 177 tests, to keep a few, cost ~17 % of the suite's time on this 2-core machine. A failed
    // test still leaves its last screenshot in test-results/.
    trace: process.env.E2E_TRACE === "on" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, grepInvert: /@whole-site/ },
    // Tests tagged @whole-site change data or rules that tests in other files read while they run in parallel (deleting
    // every spotlight comment, holding every new comment): they run after every other test has finished (a dependent
    // project), so nothing runs beside them but each other — they are kept in one file, e2e/whole-site.spec.ts, whose
    // tests run one after another. If a test of the first project fails they are skipped (the run has failed anyway).
    { name: "whole-site", use: { ...devices["Desktop Chrome"] }, grep: /@whole-site/, dependencies: ["chromium"] },
  ],
  webServer: {
    // Idle connections stay open longer than any test's pause: with Node's 5 s default, a request context reusing a
    // kept-alive socket just as the server closed it failed with "socket hang up" (ECONNRESET).
    command: `npx next start -p ${port} --keepAliveTimeout 120000`,
    url: `http://localhost:${port}/mnb/api/getAllPosts`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    // The build `npm test` made in its own folder (never the developer's .next).
    env: { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || ".next-test" },
  },
});
