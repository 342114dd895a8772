// Types for file-system.mjs (Next's `cacheHandler` interface, as far as the tests use it).
import type { IncrementalEntry } from "./incremental.mjs";

export default class StampedFileSystemCache {
  constructor(ctx: {
    fs?: unknown;
    serverDistDir?: string;
    flushToDisk?: boolean;
    maxMemoryCacheSize?: number;
    revalidatedTags?: string[];
  });
  get(key: string, ctx?: Record<string, unknown>): Promise<IncrementalEntry | null>;
  set(key: string, data: Record<string, unknown> | null, ctx?: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
