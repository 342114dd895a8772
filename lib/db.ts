// The one Prisma client. Cached on globalThis outside production so hot reloads do not open new pools.
import "server-only";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { attachDatabasePool } from "@vercel/functions";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { requireDatabaseUrl, env } from "@/lib/env";
import { buildFallback } from "@/lib/db-build-fallback";

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

/**
 * Connections per process. On Vercel every instance is a process and a busy site runs many, so each keeps a few and
 * lets them go when idle (DATABASE_URL should be the provider's pooled address: README "Deploy to Vercel"); one
 * self-hosted server keeps pg's usual ten. DATABASE_POOL_SIZE overrides both.
 */
export function poolSettings(source: { onVercel: boolean; DATABASE_POOL_SIZE?: number }): pg.PoolConfig {
  return {
    max: source.DATABASE_POOL_SIZE ?? (source.onVercel ? 3 : 10),
    // An idle connection is closed after this long: an instance that is frozen between requests holds none for long.
    idleTimeoutMillis: source.onVercel ? 5_000 : 30_000,
    // A database that does not answer fails the request (a clear error) instead of hanging it until the platform's limit.
    connectionTimeoutMillis: 10_000,
  };
}

function createClient() {
  const pool = new pg.Pool({ connectionString: requireDatabaseUrl(), ...poolSettings(env) });
  // On Vercel: before an instance is suspended its idle connections are released (a no-op elsewhere).
  if (env.onVercel) attachDatabasePool(pool);
  const client = new PrismaClient({ adapter: new PrismaPg(pool) });
  // While `next build` prerenders, a database that is unreachable or not migrated yet gives empty reads that expire
  // soon, instead of failing the build (lib/db-build-fallback.ts); never at run time.
  return process.env.NEXT_PHASE === "phase-production-build" ? buildFallback(client) : client;
}

export const db: PrismaClient = globalForPrisma.prisma ?? createClient();
if (!env.isProduction) globalForPrisma.prisma = db;
