// The project's migration script takes an empty database to the current schema, with Prisma's own history table.
import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_DIR, migrateDeploy, migrateStatus } from "@/scripts/migrator";

const baseUrl = process.env.DATABASE_URL!;

describe("migrations", () => {
  it("migrates a fresh database from zero and records _prisma_migrations like the Prisma CLI", async () => {
    const url = new URL(baseUrl);
    url.pathname = `/fresh_${randomBytes(4).toString("hex")}`;
    const applied = await migrateDeploy(url.toString());
    const onDisk = readdirSync(MIGRATIONS_DIR)
      .filter((d) => /^\d+_/.test(d))
      .sort();
    expect(applied).toEqual(onDisk);

    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const { rows } = await client.query(
        "SELECT migration_name, checksum, finished_at, rolled_back_at, applied_steps_count FROM _prisma_migrations ORDER BY migration_name",
      );
      expect(rows.map((r) => r.migration_name)).toEqual(onDisk);
      for (const row of rows) {
        const sql = readFileSync(path.join(MIGRATIONS_DIR, row.migration_name, "migration.sql"));
        expect(row.checksum).toBe(createHash("sha256").update(sql).digest("hex"));
        expect(row.finished_at).not.toBeNull();
        expect(row.rolled_back_at).toBeNull();
      }
      const tables = await client.query(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
      );
      const names = tables.rows.map((r) => r.table_name);
      for (const table of [
        "User",
        "Post",
        "PostComment",
        "Song",
        "Payment",
        "SmartLink",
        "SmartLinkEvent",
        "SmartLinkDailyStat",
        "EmailMessage",
        "Booking",
        "Upload",
      ]) {
        expect(names).toContain(table);
      }
    } finally {
      await client.end();
    }
    expect(await migrateDeploy(url.toString())).toEqual([]);
    const status = await migrateStatus(url.toString());
    expect(status.history).toBeNull();
    expect(status.failedMigrationNames).toEqual([]);
  });
});
