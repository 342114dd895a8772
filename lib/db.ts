// The one Prisma client. Cached on globalThis outside production so hot reloads do not open new pools.
import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { requireDatabaseUrl, env } from "@/lib/env";

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

function createClient() {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: requireDatabaseUrl() }) });
}

export const db: PrismaClient = globalForPrisma.prisma ?? createClient();
if (!env.isProduction) globalForPrisma.prisma = db;
