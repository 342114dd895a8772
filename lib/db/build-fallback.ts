// While `next build` prerenders, the database may not be there yet: a preview deploy whose database is empty (no
// tables) or unreachable must still build. Then a read answers what an empty site has (no rows, nothing found, 0) and
// the page it fills expires within minutes (cacheLife, when inside a 'use cache' read), so the first visits after the
// deploy render it again from the real database. Any other error, and every write, still fails the build. Only
// lib/db/index.ts uses this, and only in the build phase.
import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { isUnreachable } from "@/lib/db/unreachable";

/**
 * Prisma's codes for a database, table or column that does not exist; PostgreSQL's for the same in raw SQL; the driver
 * adapter's kinds for them.
 */
const NOT_MIGRATED = new Set([
  "P1003",
  "P2021",
  "P2022",
  "3D000",
  "42P01",
  "42703",
  "DatabaseDoesNotExist",
  "TableDoesNotExist",
  "ColumnNotFound",
]);

type Shape = {
  code?: unknown;
  meta?: { code?: unknown; driverAdapterError?: { cause?: { originalCode?: unknown; kind?: unknown } } };
};

/** Whether an error means the schema is not there yet (a database never created or never migrated). */
export function isNotMigrated(error: unknown): boolean {
  const e = (error ?? {}) as Shape;
  const cause = e.meta?.driverAdapterError?.cause;
  return [e.code, e.meta?.code, cause?.originalCode, cause?.kind].some(
    (code) => typeof code === "string" && NOT_MIGRATED.has(code),
  );
}

const READS = new Set([
  "findMany",
  "findFirst",
  "findUnique",
  "count",
  "aggregate",
  "groupBy",
  "$queryRaw",
  "$queryRawUnsafe",
]);

/** What the read answers on a database with no rows. */
export function emptyResult(operation: string): unknown {
  switch (operation) {
    case "findFirst":
    case "findUnique":
      return null;
    case "count":
      return 0;
    case "aggregate":
      return { _count: 0, _sum: {}, _avg: {}, _min: {}, _max: {} };
    default:
      return [];
  }
}

/** Set once a connection was refused in this build worker: the rest of its reads do not wait for it again. */
let unreachable = false;

async function expireSoon() {
  try {
    const { cacheLife } = await import("next/cache");
    // The shortest life a prerendered page still takes as cacheable (lib/cache/index.ts cachedBriefly).
    cacheLife({ stale: 60, revalidate: 60, expire: 300 });
  } catch {
    // Not inside a 'use cache' read (generateStaticParams, metadata): nothing is kept to expire.
  }
}

export function buildFallback(client: PrismaClient): PrismaClient {
  return client.$extends({
    query: {
      async $allOperations({ operation, args, query }) {
        if (!READS.has(operation)) return query(args);
        if (!unreachable) {
          try {
            return await query(args);
          } catch (error) {
            if (isUnreachable(error)) unreachable = true;
            else if (!isNotMigrated(error)) throw error;
            console.warn(
              `⚠ Prerendering without the database (${operation}): ${(error as Error).message.split("\n")[0]}`,
            );
          }
        }
        await expireSoon();
        return emptyResult(operation);
      },
    },
  }) as unknown as PrismaClient;
}
