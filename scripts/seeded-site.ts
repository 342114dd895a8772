// The production site on a fresh, demo-seeded embedded PostgreSQL, for `npm run perf` and `npm run bench`: its own
// database (.data/pg-perf, port 54340) and its own build folder (.next-perf), so measuring never touches the dev
// database, the test databases or the developer's .next.
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { startEmbeddedDb } from "./embedded-db";
import { migrateDeploy } from "./migrator";
import { run, startServer, stopServer } from "./run";

const ROOT = path.resolve(import.meta.dirname, "..");
export const PERF_DIST_DIR = ".next-perf";
const PERF_DB = { name: "pg-perf", port: 54340, database: "mnb_perf", fresh: true };

export type SeededSite = { baseUrl: string; server: ChildProcess; stop: () => Promise<void> };

/**
 * Starts PostgreSQL, migrates and demo-seeds it, builds into .next-perf (unless `build` is false and a build exists)
 * and starts `next start` on `port`, under `prefix` (e.g. `taskset -c 0`) when given.
 */
export async function startSeededSite({ port, build = true, prefix = [] as string[] }: { port: number; build?: boolean; prefix?: string[] }): Promise<SeededSite> {
  const db = await startEmbeddedDb(PERF_DB);
  let server: ChildProcess | undefined;
  try {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      CHECKPOINT_DISABLE: "1",
      NEXT_DIST_DIR: PERF_DIST_DIR,
      DATABASE_URL: db.url,
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      SITE_URL: `http://localhost:${port}`,
      UPLOAD_DIR: path.join(ROOT, ".data", "perf-uploads"),
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      BLOB_READ_WRITE_TOKEN: "",
      RESEND_API_KEY: "",
    };
    await migrateDeploy(db.url);
    await run("npx", ["tsx", "--conditions=react-server", "prisma/seed.ts", "--demo"], { env });
    // The build prerenders the public pages from this database, so it comes after the seed.
    if (build) await run("npx", ["next", "build"], { env: { ...env, NODE_ENV: "production" } });
    // Reads cached by an earlier run belong to an earlier (since dropped) database.
    else rmSync(path.join(ROOT, PERF_DIST_DIR, "cache", "fetch-cache"), { recursive: true, force: true });
    server = await startServer(port, { ...env, NODE_ENV: "production" }, { distDir: PERF_DIST_DIR, prefix, quiet: true });
    const running = server;
    return {
      baseUrl: `http://127.0.0.1:${port}`,
      server: running,
      stop: async () => {
        stopServer(running);
        await db.stop();
      },
    };
  } catch (error) {
    stopServer(server);
    await db.stop();
    throw error;
  }
}

const FLOOR_DIR = path.join(ROOT, "scripts", "perf-floor");

/**
 * The floor beside the site: scripts/perf-floor, a page shaped like a content page (header links, cards, footer links)
 * made of Next.js and React only, with the site's rendering mode (Cache Components) and no CSS, data or component of
 * ours. `npm run perf` and `npm run bench` measure it in the same run, so their tables show what the framework alone
 * costs on the machine. Built with webpack because Turbopack, run from a folder inside this repository, also bundles
 * the repository's own middleware.ts; the two bundlers measured the same on a bare page.
 */
export async function startFloorSite({ port, prefix = [] as string[] }: { port: number; prefix?: string[] }): Promise<{ baseUrl: string; stop: () => void }> {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" as const };
  await run("npx", ["next", "build", "--webpack"], { env, cwd: FLOOR_DIR, quiet: true });
  const server = await startServer(port, env, { dir: FLOOR_DIR, prefix, quiet: true });
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => stopServer(server) };
}

/** `taskset -c <core>` where taskset exists (Linux with util-linux) and the machine has that core; else nothing. */
export function pinTo(core: number, available: boolean): string[] {
  return available ? ["taskset", "-c", String(core)] : [];
}

/** The slug of the newest post, from the public JSON list. */
export async function firstPostSlug(baseUrl: string): Promise<string> {
  const posts = (await (await fetch(`${baseUrl}/mnb/api/getAllPosts`)).json()) as { slug: string }[];
  if (!posts[0]?.slug) throw new Error("The seeded database has no posts.");
  return posts[0].slug;
}
