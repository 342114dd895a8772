// PostgreSQL refuses to run as root, so a root process runs it as the `postgres` OS user. That user must be able to
// reach the binaries and the data folder; in a checkout under a folder only root may enter (`mktemp -d`, /root/…)
// it cannot, and initdb fails with EACCES. Then the binaries are copied to, and the data kept in, a root-owned
// folder that user can traverse — /var/tmp survives reboots, so `npm run dev` keeps its data between runs.
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, lstatSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";

export type RunAs = { uid: number; gid: number };

export const SHARED_BASE = "/var/tmp/mnb-embedded-postgres";

export const isRoot = () => process.getuid?.() === 0;

function idOf(flag: "-u" | "-g"): number | undefined {
  const out = spawnSync("id", [flag, "postgres"], { encoding: "utf8" });
  return out.status === 0 ? Number(out.stdout.trim()) : undefined;
}

/** The `postgres` OS user, created (without a home or login shell) when the system has none. */
export function postgresUser(): RunAs {
  if (idOf("-u") === undefined) {
    try {
      if (spawnSync("getent", ["group", "postgres"]).status !== 0) execFileSync("groupadd", ["--system", "postgres"]);
      execFileSync("useradd", [
        "--system",
        "--no-create-home",
        "--shell",
        "/usr/sbin/nologin",
        "-g",
        "postgres",
        "postgres",
      ]);
    } catch (error) {
      throw new Error(
        `PostgreSQL cannot run as root and no "postgres" user could be created (${(error as Error).message.trim()}): ` +
          "create one (`useradd --system postgres`), run as a regular user, or set DATABASE_URL.",
      );
    }
  }
  const uid = idOf("-u");
  const gid = idOf("-g");
  if (uid === undefined || gid === undefined)
    throw new Error('The "postgres" OS user has no uid/gid: check `id postgres`.');
  return { uid, gid };
}

/** Whether `user` can open every folder on the way to `target` (and execute/enter `target` itself). */
export function canReach(user: RunAs, target: string): boolean {
  return spawnSync("test", ["-x", target], { uid: user.uid, gid: user.gid, stdio: "ignore" }).status === 0;
}

/** A root-owned folder nobody else may write to: anything else under /var/tmp could have been planted. */
function ensureRootFolder(dir: string, mode: number) {
  mkdirSync(dir, { recursive: true, mode });
  const stat = lstatSync(dir);
  if (!stat.isDirectory() || stat.uid !== 0 || (stat.mode & 0o022) !== 0) {
    throw new Error(`${dir} must be a folder owned by root and writable only by root; remove it and run again.`);
  }
}

/** The package's native folder, copied once per PostgreSQL build to where `postgres` can run it. */
export function reachableNativeDir(nativeDir: string): string {
  const build = createHash("sha256")
    .update(readFileSync(path.join(nativeDir, "bin", "postgres")))
    .digest("hex")
    .slice(0, 16);
  ensureRootFolder(SHARED_BASE, 0o755);
  const target = path.join(SHARED_BASE, `native-${build}`);
  if (!existsSync(path.join(target, "bin", "postgres"))) {
    // Copied beside the target and renamed, so an interrupted copy is never mistaken for a complete one.
    const partial = `${target}.partial-${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    rmSync(target, { recursive: true, force: true });
    renameSync(partial, target);
  }
  return target;
}

/** A data folder for this checkout and database name, stable across runs, that `postgres` can reach. */
export function reachableDataDir(checkout: string, name: string): string {
  ensureRootFolder(SHARED_BASE, 0o755);
  const perCheckout = path.join(
    SHARED_BASE,
    `data-${createHash("sha256").update(path.resolve(checkout)).digest("hex").slice(0, 16)}`,
  );
  // Enter-only for others: `postgres` can open its own data folder inside but not list the other checkouts' ones.
  ensureRootFolder(perCheckout, 0o711);
  return path.join(perCheckout, name);
}
