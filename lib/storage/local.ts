// Disk storage for development and single-server hosts. Files are served by app/files/[...path]/route.ts.
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { StorageDriver } from "./driver";

export const LOCAL_PREFIX = "/files/";

export function localDriver(root: string): StorageDriver {
  return {
    async put(pathname, bytes) {
      const target = path.resolve(root, pathname);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
      return `${LOCAL_PREFIX}${pathname}`;
    },
    async delete(url) {
      if (!url.startsWith(LOCAL_PREFIX)) return;
      const target = resolveLocalPath(root, url.slice(LOCAL_PREFIX.length));
      if (target) await rm(target, { force: true });
    },
  };
}

/** Maps a request path to a file inside root, or null for anything that tries to leave it. */
export function resolveLocalPath(root: string, relative: string): string | null {
  const base = path.resolve(root);
  const target = path.resolve(base, relative);
  return target.startsWith(base + path.sep) ? target : null;
}

export async function readLocalFile(root: string, relative: string) {
  const target = resolveLocalPath(root, relative);
  if (!target) return null;
  try {
    const info = await stat(target);
    if (!info.isFile()) return null;
    return { bytes: await readFile(target), size: info.size, mtime: info.mtime };
  } catch {
    return null;
  }
}
