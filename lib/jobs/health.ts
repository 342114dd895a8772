// What GET /mnb/api/health reports: whether this server reaches its database and can store uploads. For a load
// balancer's or uptime monitor's check of a self-hosted server (and a deploy's first look on Vercel); it names no
// address, key or path.
import "server-only";
import { access, mkdir } from "node:fs/promises";
import { constants } from "node:fs";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";

export type Health = {
  status: "ok" | "failing";
  database: "ok" | "unreachable";
  storage: "blob" | "disk" | "disk not writable";
};

async function databaseReached(): Promise<boolean> {
  try {
    await db.$queryRaw`SELECT 1`;
    return true;
  } catch {
    return false;
  }
}

/** Blob when its token is set (not called: a check must not cost a request to it); else the upload folder is writable. */
async function storage(): Promise<Health["storage"]> {
  if (env.BLOB_READ_WRITE_TOKEN) return "blob";
  try {
    await mkdir(env.uploadDir, { recursive: true });
    await access(env.uploadDir, constants.W_OK);
    return "disk";
  } catch {
    return "disk not writable";
  }
}

export async function checkHealth(): Promise<Health> {
  const [reached, stored] = await Promise.all([databaseReached(), storage()]);
  return {
    status: reached && stored !== "disk not writable" ? "ok" : "failing",
    database: reached ? "ok" : "unreachable",
    storage: stored,
  };
}
