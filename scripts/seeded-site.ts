// The production site on a fresh, demo-seeded embedded PostgreSQL, for `npm run perf` and `npm run bench`: its own
// database (.data/pg-perf, port 54340) and its own build folder (.next-perf), so measuring never touches the dev
// database, the test databases or the developer's .next. `npm run drill` seeds and builds its own pair the same way.
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { startEmbeddedDb } from "./embedded-db";
import { migrateDeploy } from "./migrator";
import { run, startServer, stopServer } from "../testing/run";

const ROOT = path.resolve(import.meta.dirname, "..");
export const PERF_DIST_DIR = ".next-perf";
const PERF_DB = { name: "pg-perf", port: 54340, database: "mnb_perf", fresh: true };

export type SeededSite = { baseUrl: string; databaseUrl: string; server: ChildProcess; stop: () => Promise<void> };

/**
 * Migrates and demo-seeds the database at `env.DATABASE_URL`, then builds into `env.NEXT_DIST_DIR` (unless `build` is
 * false, when the last build is reused and only its cached reads, which belong to an earlier database, are dropped).
 */
export async function seedAndBuild(env: NodeJS.ProcessEnv, build: boolean): Promise<void> {
  await migrateDeploy(env.DATABASE_URL!);
  await run("npx", ["tsx", "--conditions=react-server", "prisma/seed.ts", "--demo"], { env });
  // The build prerenders the public pages from this database, so it comes after the seed.
  if (build) await run("npx", ["next", "build"], { env: { ...env, NODE_ENV: "production" } });
  else rmSync(path.join(ROOT, env.NEXT_DIST_DIR!, "cache", "fetch-cache"), { recursive: true, force: true });
}

/**
 * Starts PostgreSQL, migrates and demo-seeds it, builds into .next-perf (unless `build` is false and a build exists)
 * and starts `next start` on `port`, under `prefix` (e.g. `taskset -c 0`) when given.
 */
export async function startSeededSite({
  port,
  build = true,
  prefix = [] as string[],
}: {
  port: number;
  build?: boolean;
  prefix?: string[];
}): Promise<SeededSite> {
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
    await seedAndBuild(env, build);
    server = await startServer(
      port,
      { ...env, NODE_ENV: "production" },
      { distDir: PERF_DIST_DIR, prefix, quiet: true },
    );
    const running = server;
    return {
      baseUrl: `http://127.0.0.1:${port}`,
      databaseUrl: db.url,
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

/** One way of building the floor: each is a rendering choice the site could make. */
export type FloorMode = {
  name: string;
  cacheComponents: boolean;
  /** next.config `partialPrefetching` (needs Cache Components); undefined leaves it unset. */
  partialPrefetching?: boolean;
  /** next/link with its default prefetch, next/link with prefetch={false}, or plain anchors. */
  links: "auto" | "off" | "a";
  bundler: "webpack" | "turbopack";
};

/**
 * The site's own mode (next.config.ts, public links without prefetch: components/ui/link.tsx, and `next build`'s
 * default bundler, Turbopack): the floor row every table shows and the budgets are measured against. Chosen by
 * `--floor-modes` (docs/performance.md).
 */
export const SITE_FLOOR_MODE: FloorMode = {
  name: "site mode",
  cacheComponents: true,
  partialPrefetching: false,
  links: "off",
  bundler: "turbopack",
};

/** `npm run perf -- --floor-modes`: the site's mode, then each choice changed on its own. */
export const FLOOR_MODES: FloorMode[] = [
  SITE_FLOOR_MODE,
  { ...SITE_FLOOR_MODE, name: "Cache Components off", cacheComponents: false, partialPrefetching: undefined },
  { ...SITE_FLOOR_MODE, name: "partialPrefetching on", partialPrefetching: true },
  { ...SITE_FLOOR_MODE, name: "links with prefetch (Next's default)", links: "auto" },
  { ...SITE_FLOOR_MODE, name: "plain anchors", links: "a" },
  { ...SITE_FLOOR_MODE, name: "webpack", bundler: "webpack" },
];

/**
 * The floor beside the site: scripts/perf-floor, a page shaped like a content page (header links, cards, footer links)
 * made of Next.js and React only, with no CSS, data or component of ours, built in `mode` (default: the site's) into a
 * build folder of its own per mode. `npm run perf` and `npm run bench` measure it in the same run, so their tables
 * show what the framework alone costs on the machine. Turbopack, run on a folder inside this repository, also bundles
 * the repository's middleware.ts (which only matches the admin area, so it never runs for the floor's pages) and
 * instrumentation.ts, whose production check wants the site's three settings: the floor gets placeholders it never
 * uses (it reads no database).
 */
export async function startFloorSite({
  port,
  prefix = [] as string[],
  mode = SITE_FLOOR_MODE,
}: {
  port: number;
  prefix?: string[];
  mode?: FloorMode;
}): Promise<{ baseUrl: string; stop: () => void }> {
  const distDir = `.next-${mode.name.replace(/\W+/g, "-")}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    NODE_ENV: "production",
    NEXT_DIST_DIR: distDir,
    FLOOR_CACHE_COMPONENTS: mode.cacheComponents ? "1" : "0",
    FLOOR_PARTIAL_PREFETCHING: mode.partialPrefetching === undefined ? "" : mode.partialPrefetching ? "1" : "0",
    NEXT_PUBLIC_FLOOR_LINKS: mode.links,
    ...(mode.bundler === "turbopack"
      ? {
          DATABASE_URL: "postgresql://floor.invalid/unused",
          AUTH_SECRET: randomBytes(32).toString("base64url"),
          SITE_URL: `http://localhost:${port}`,
        }
      : {}),
  };
  await run("npx", ["next", "build", mode.bundler === "webpack" ? "--webpack" : "--turbopack"], {
    env,
    cwd: FLOOR_DIR,
    quiet: true,
  });
  const server = await startServer(port, env, { dir: FLOOR_DIR, distDir, prefix, quiet: true });
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
