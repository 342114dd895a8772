// npm run dev: embedded PostgreSQL (unless DATABASE_URL is set) → migrations → demo seed → purge of expired rows → next dev,
// with vercel.json's frequent cron jobs called as Vercel would (scripts/local-cron.ts).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { startEmbeddedDb, type EmbeddedDb } from "./embedded-db";
import { migrateDeploy } from "./migrator";
import { DEV_DB } from "./dev-db";
import { run } from "../testing/run";
import { startLocalCron } from "./local-cron";

const ROOT = path.resolve(import.meta.dirname, "..");

/** A stable secret for local sessions, so signing in survives restarts of the dev server. */
function devAuthSecret(): string {
  const file = path.join(ROOT, ".data", "auth-secret");
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"));
  }
  return readFileSync(file, "utf8").trim();
}

async function main() {
  let embedded: EmbeddedDb | undefined;
  if (!process.env.DATABASE_URL) {
    embedded = await startEmbeddedDb(DEV_DB);
    const inCheckout = path.relative(ROOT, embedded.dataDir);
    console.log(
      `▸ Embedded PostgreSQL running (data in ${inCheckout.startsWith("..") ? embedded.dataDir : inCheckout}, port ${DEV_DB.port})`,
    );
  }
  const port = process.env.PORT ?? "3000";
  const env = {
    ...process.env,
    DATABASE_URL: process.env.DATABASE_URL ?? embedded!.url,
    AUTH_SECRET: process.env.AUTH_SECRET ?? devAuthSecret(),
    SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}`,
    CRON_SECRET: process.env.CRON_SECRET ?? randomBytes(24).toString("base64url"),
    NEXT_TELEMETRY_DISABLED: "1",
  };
  const applied = await migrateDeploy(env.DATABASE_URL);
  console.log(applied.length ? `▸ Applied migrations: ${applied.join(", ")}` : "▸ Database schema is up to date");
  // --demo-activity: the demo content plus a month of clicks, visits, paid bookings and a promo (prisma/seed/activity.ts).
  await run("npx", ["tsx", "--conditions=react-server", "prisma/seed.ts", "--demo-activity"], { env });
  await run("npx", ["tsx", "--conditions=react-server", "scripts/purge.ts"], { env });

  console.log(`\n▸ My Nation Blog: http://localhost:${port}\n`);
  // Next's own entry, not `npx next`: npm exec dies on SIGTERM without passing it on, which left next dev running.
  const next = spawn(
    process.execPath,
    [path.join(ROOT, "node_modules", "next", "dist", "bin", "next"), "dev", "-p", port],
    { stdio: "inherit", env },
  );
  const stopCron = startLocalCron(ROOT, `http://localhost:${port}`, env.CRON_SECRET);
  const stop = async (code: number) => {
    stopCron();
    await embedded?.stop().catch(() => {});
    process.exit(code);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => next.kill(signal));
  next.on("exit", (code) => void stop(code ?? 0));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
