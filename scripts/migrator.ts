// Prisma migrations without the native schema engine (its download host is unreachable here).
// Drives Prisma's own WebAssembly schema engine through @prisma/migrate, so `_prisma_migrations` and the
// `prisma/migrations/<timestamp>_<name>/migration.sql` layout are exactly what the Prisma CLI produces.
// These are internal APIs: every @prisma/* version is pinned in package.json; re-run the migration tests on a bump.
import { createRequire } from "node:module";
import path from "node:path";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";

const require = createRequire(import.meta.url);
const { Migrate, SchemaEngineWasm } = require("@prisma/migrate");
const { loadSchemaContext } = require("@prisma/internals");
const { bindMigrationAwareSqlAdapterFactory } = require("@prisma/driver-adapter-utils");

const ROOT = path.resolve(import.meta.dirname, "..");
const SCHEMA_PATH = path.join(ROOT, "prisma/schema.prisma");
export const MIGRATIONS_DIR = path.join(ROOT, "prisma/migrations");

const PG_CHAR_OID = 18; // Postgres' internal one-byte "char", read by the engine's schema describer.
const CHARACTER_COLUMN = 6; // ColumnTypeEnum.Character in @prisma/driver-adapter-utils

type Adapter = Record<string, (...args: unknown[]) => Promise<unknown>>;
type Fields = { fields: { dataTypeID: number }[] };

// @prisma/adapter-pg cannot decode OID 18 ("Column type 'char' could not be deserialized"); report it as text and
// tell the engine the column is a Character column.
function patchCharColumns(adapter: Adapter): Adapter {
  const charColumns = new WeakMap<object, number[]>();
  const performIO = adapter.performIO.bind(adapter);
  adapter.performIO = async (query) => {
    const result = (await performIO(query)) as Fields;
    const indices: number[] = [];
    result.fields.forEach((field, i) => {
      if (field.dataTypeID === PG_CHAR_OID) {
        indices.push(i);
        field.dataTypeID = 25;
      }
    });
    if (indices.length) charColumns.set(query as object, indices);
    return result;
  };
  const queryRaw = adapter.queryRaw.bind(adapter);
  adapter.queryRaw = async (query) => {
    const result = (await queryRaw(query)) as { columnTypes: number[] };
    for (const i of charColumns.get(query as object) ?? []) result.columnTypes[i] = CHARACTER_COLUMN;
    return result;
  };
  // adapter-pg runs a migration script by splitting it on every ";", which breaks dollar-quoted function bodies
  // (triggers). The Prisma CLI sends the whole script in one simple-protocol query; do the same, which also makes
  // a multi-statement migration all-or-nothing.
  const raw = adapter as unknown as {
    client: { query: (sql: string) => Promise<unknown> };
    onError: (e: unknown) => never;
  };
  adapter.executeScript = async (script) => {
    try {
      await raw.client.query(String(script));
    } catch (error) {
      raw.onError(error);
    }
  };
  return adapter;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates the database named in `url` when it does not exist yet (as `prisma migrate` does). */
export async function ensureDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const client = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

// PrismaPg.connectToShadowDb() with a connection string reconnects to the main database, so the shadow database is
// created and dropped here (or taken from SHADOW_DATABASE_URL when a host does not allow CREATE DATABASE).
function adapterFactory(url: string) {
  const main = new PrismaPg({ connectionString: url });
  return bindMigrationAwareSqlAdapterFactory({
    provider: main.provider,
    adapterName: main.adapterName,
    connect: async () => patchCharColumns((await main.connect()) as unknown as Adapter),
    connectToShadowDb: async () => {
      if (process.env.SHADOW_DATABASE_URL) {
        return patchCharColumns(
          (await new PrismaPg({ connectionString: process.env.SHADOW_DATABASE_URL }).connect()) as unknown as Adapter,
        );
      }
      const name = `prisma_migrate_shadow_${process.pid}_${Date.now()}`;
      await adminQuery(url, `CREATE DATABASE "${name}"`);
      const shadow = patchCharColumns(
        (await new PrismaPg({ connectionString: withDatabase(url, name) }).connect()) as unknown as Adapter,
      );
      const dispose = shadow.dispose.bind(shadow);
      shadow.dispose = async () => {
        await dispose();
        await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      };
      return shadow;
    },
  });
}

// One WebAssembly instance per process: the generated glue caches views of the instance's memory, so swapping in a
// second instance corrupts the first one's strings (as Prisma's own loader also avoids).
let engineClass: ReturnType<typeof instantiateEngine> | undefined;
const loadEngine = () => (engineClass ??= instantiateEngine());

async function instantiateEngine() {
  // Engine panics only print their text when this registry exists.
  const g = globalThis as { PRISMA_WASM_PANIC_REGISTRY?: { set_message: (m: string) => void } };
  g.PRISMA_WASM_PANIC_REGISTRY ??= { set_message: () => {} };
  const runtime = await import("@prisma/schema-engine-wasm/schema_engine_bg");
  const wasmPath = path.join(path.dirname(require.resolve("@prisma/schema-engine-wasm")), "schema_engine_bg.wasm");
  const instance = new WebAssembly.Instance(new WebAssembly.Module(await readFile(wasmPath)), {
    "./schema_engine_bg.js": runtime as unknown as WebAssembly.ModuleImports,
  });
  runtime.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  return runtime.SchemaEngine;
}

type MigrateApi = {
  applyMigrations(): Promise<{ appliedMigrationNames: string[] }>;
  devDiagnostic(): Promise<{ action: { tag: string; reason?: string } }>;
  evaluateDataLoss(): Promise<{
    migrationSteps: number;
    warnings: { message: string }[];
    unexecutableSteps: { message: string }[];
  }>;
  createMigration(p: {
    migrationName: string;
    draft: boolean;
    schema: unknown;
  }): Promise<{ generatedMigrationName?: string }>;
  diagnoseMigrationHistory(p: { optInToShadowDatabase: boolean }): Promise<Record<string, unknown>>;
  getPrismaSchema(): unknown;
  stop(): Promise<void>;
};

async function withMigrate<T>(url: string, fn: (m: MigrateApi) => Promise<T>, log = false): Promise<T> {
  const schemaContext = await loadSchemaContext({
    schemaPath: { cliProvidedPath: SCHEMA_PATH },
    printLoadMessage: false,
  });
  const adapter = await adapterFactory(url);
  const SchemaEngine = await loadEngine();
  const engine = await SchemaEngine.new(
    { datamodels: schemaContext.schemaFiles },
    (line: string) => log && process.stderr.write(`${line}\n`),
    adapter,
  );
  const schemaEngine = new SchemaEngineWasm({ engine, errorRegistry: adapter.errorRegistry });
  const migrate: MigrateApi = new Migrate({ engine: schemaEngine, schemaContext, migrationsDirPath: MIGRATIONS_DIR });
  try {
    return await fn(migrate);
  } finally {
    await migrate.stop().catch(() => {});
  }
}

/** `prisma migrate deploy`: applies every pending committed migration. Returns the names applied. */
export async function migrateDeploy(url: string): Promise<string[]> {
  await ensureDatabase(url);
  return withMigrate(url, async (m) => (await m.applyMigrations()).appliedMigrationNames);
}

/** `prisma migrate status`: what the engine knows about the migration history of this database. */
export async function migrateStatus(url: string) {
  return withMigrate(url, (m) => m.diagnoseMigrationHistory({ optInToShadowDatabase: false }));
}

/**
 * `prisma migrate dev --name <name>`: applies pending migrations, then writes a new migration for the schema's changes
 * (refusing drift or data loss instead of resetting a database) and applies it.
 */
export async function migrateDev(url: string, name: string): Promise<string | undefined> {
  await ensureDatabase(url);
  return withMigrate(url, async (m) => {
    const diagnostic = await m.devDiagnostic();
    if (diagnostic.action.tag === "reset") {
      throw new Error(
        `The database needs a reset before migrating (${diagnostic.action.reason}). Nothing was changed.`,
      );
    }
    await m.applyMigrations();
    const loss = await m.evaluateDataLoss();
    if (loss.unexecutableSteps.length) {
      throw new Error(
        `Cannot create this migration:\n${loss.unexecutableSteps.map((s) => `- ${s.message}`).join("\n")}`,
      );
    }
    for (const warning of loss.warnings) console.warn(`warning: ${warning.message}`);
    if (loss.migrationSteps === 0) return undefined;
    const { generatedMigrationName } = await m.createMigration({
      migrationName: name,
      draft: false,
      schema: m.getPrismaSchema(),
    });
    await m.applyMigrations();
    return generatedMigrationName;
  });
}
