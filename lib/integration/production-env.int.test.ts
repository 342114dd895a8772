// A production server missing a required setting stops at start with one clear message (instrumentation.ts), rather
// than serving pages that fail later. Runs `next start` on the build the integration step has just made.
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { freePort } from "@/testing/net";

/** Starts `next start` with `name` removed from the environment; resolves with its exit code and output. */
async function startWithout(name: string): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  delete env[name];
  const child = spawn("npx", ["next", "start", "-p", String(await freePort())], { env, detached: true });
  let output = "";
  child.stdout.on("data", (c: Buffer) => (output += c));
  child.stderr.on("data", (c: Buffer) => (output += c));
  // A server that keeps running is the failure this test looks for: stop it after a while and report its output.
  const timer = setTimeout(() => process.kill(-child.pid!, "SIGKILL"), 30_000);
  const code = await new Promise<number | null>((resolve) => child.on("exit", (c) => resolve(c)));
  clearTimeout(timer);
  return { code, output };
}

describe("next start in production", () => {
  it.each(["AUTH_SECRET", "SITE_URL", "DATABASE_URL"])(
    "exits at once with a clear message when %s is missing",
    async (name) => {
      const { code, output } = await startWithout(name);
      expect(output).toContain(`My Nation Blog cannot start in production: ${name} is not set.`);
      expect(code).not.toBeNull();
      expect(code).not.toBe(0);
    },
    60_000,
  );
});
