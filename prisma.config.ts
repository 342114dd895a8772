import path from "node:path";
import { defineConfig } from "prisma/config";

// Prisma's CLI tries to download a native schema engine first; pointing it at a stub that fails loudly keeps
// `prisma generate` offline. Migrations go through scripts/migrate.ts (Prisma's WebAssembly engine).
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.resolve("scripts/prisma-schema-engine-stub.sh");
process.env.CHECKPOINT_DISABLE = "1";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx --conditions=react-server prisma/seed.ts" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/unused" },
});
