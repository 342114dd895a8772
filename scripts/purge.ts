// npm run db:purge: the scheduled purge job run once by hand (`npm run dev` runs it on start). Needs DATABASE_URL.
// Run with `tsx --conditions=react-server` so `import "server-only"` in lib/db is a no-op.
import { db } from "@/lib/db";
import { purgeExpired } from "@/lib/jobs/maintenance";

try {
  const purged = await purgeExpired();
  const total = Object.values(purged).reduce((a, b) => a + b, 0);
  console.log(
    `▸ Purged ${total} expired row(s): ${Object.entries(purged)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`,
  );
} catch (error) {
  console.error("Purge failed:", error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
