// Types for use-cache.mjs: Next's CacheHandler interface for 'use cache'.
import type { CacheHandler } from "next/dist/server/lib/cache/handlers/types";

export function createUseCacheHandler(options?: {
  connectionString?: string;
  raceWindowMs?: number;
  lruBytes?: number;
}): CacheHandler;
declare const handler: CacheHandler;
export default handler;
