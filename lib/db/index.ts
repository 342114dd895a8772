// The one Prisma client. Cached on globalThis outside production so hot reloads do not open new pools.
import "server-only";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { attachDatabasePool } from "@vercel/functions";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { requireDatabaseUrl, env } from "@/lib/config/env";
import { buildFallback } from "@/lib/db/build-fallback";
import { poolSettings } from "@/lib/db/pool";

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

function createClient() {
  const pool = new pg.Pool({ connectionString: requireDatabaseUrl(), ...poolSettings(env) });
  // On Vercel: before an instance is suspended its idle connections are released (a no-op elsewhere).
  if (env.onVercel) attachDatabasePool(pool);
  const client = new PrismaClient({ adapter: new PrismaPg(pool) });
  // While `next build` prerenders, a database that is unreachable or not migrated yet gives empty reads that expire
  // soon, instead of failing the build (lib/db/build-fallback.ts); never at run time.
  return process.env.NEXT_PHASE === "phase-production-build" ? buildFallback(client) : client;
}

export const db: PrismaClient = globalForPrisma.prisma ?? createClient();
if (!env.isProduction) globalForPrisma.prisma = db;
