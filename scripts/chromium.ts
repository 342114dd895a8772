// The browser the Playwright journeys run in, for `npm test`: the one named by PLAYWRIGHT_CHROMIUM_PATH, Debian's
// /usr/bin/chromium, or Playwright's own download. When none is there, the test runner gets one itself, so the
// README's `npm install && npm test` works on a fresh machine: as root on Debian/Ubuntu the same
// `apt-get install chromium` that .ci/run does, else `npx playwright install chromium` (which needs Playwright's
// download host). Only when both fail does it print what to install.
import { existsSync } from "node:fs";
import { run } from "../testing/run";

export const SYSTEM_CHROMIUM = "/usr/bin/chromium";

export type InstallAttempt = { label: string; command: string; args: string[] };

export const MISSING_CHROMIUM =
  "No Chromium found, and installing one failed. Install one: `sudo apt-get install -y chromium` (Debian/Ubuntu) or " +
  "`npx playwright install chromium`, or set PLAYWRIGHT_CHROMIUM_PATH.";

/** What to try, in order, on a machine with these facts. */
export function installAttempts({ root, apt }: { root: boolean; apt: boolean }): InstallAttempt[] {
  const attempts: InstallAttempt[] = [];
  if (root && apt) {
    attempts.push({
      label: "Debian's Chromium (apt-get install chromium)",
      command: "sh",
      args: ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium"],
    });
  }
  attempts.push({
    label: "Playwright's Chromium (npx playwright install chromium)",
    command: "npx",
    args: ["playwright", "install", "chromium"],
  });
  return attempts;
}

export type ChromiumDeps = {
  /** A system browser's path, or "". */
  findSystem: () => string;
  /** Whether Playwright's own download is there. */
  hasOwn: () => Promise<boolean>;
  /** Runs one attempt; rejects when it fails. */
  install: (attempt: InstallAttempt) => Promise<void>;
  facts: { root: boolean; apt: boolean };
  log: (line: string) => void;
};

/**
 * The browser for the e2e step: `{ path }` ("" means Playwright's own download) or `{ error }` when none is there and
 * every install attempt failed.
 */
export async function ensureChromium(
  deps: ChromiumDeps = defaultDeps(),
): Promise<{ path: string } | { error: string }> {
  const found = async () => {
    const system = deps.findSystem();
    if (system) return { path: system };
    return (await deps.hasOwn()) ? { path: "" } : undefined;
  };
  const before = await found();
  if (before) return before;
  for (const attempt of installAttempts(deps.facts)) {
    deps.log(`No Chromium found: installing ${attempt.label}…`);
    try {
      await deps.install(attempt);
    } catch (error) {
      deps.log(`  failed: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
      continue;
    }
    const after = await found();
    if (after) return after;
  }
  return { error: MISSING_CHROMIUM };
}

function findSystem(): string {
  const named = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (named && existsSync(named)) return named;
  return existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : "";
}

async function hasOwn(): Promise<boolean> {
  try {
    const { chromium } = await import("@playwright/test");
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

function defaultDeps(): ChromiumDeps {
  return {
    findSystem,
    hasOwn,
    install: (attempt) => run(attempt.command, attempt.args),
    facts: { root: process.getuid?.() === 0, apt: existsSync("/usr/bin/apt-get") },
    log: (line) => console.log(line),
  };
}
