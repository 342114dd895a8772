// Types for incremental.mjs (Next's `cacheHandler` interface, as far as the tests use it).
export type IncrementalEntry = {
  lastModified: number;
  value: Record<string, unknown> | null;
  cacheControl?: { revalidate: number | false; expire?: number };
};

export default class PostgresIncrementalCache {
  constructor(options?: {
    serverDistDir?: string;
    buildId?: string;
    connectionString?: string;
    raceWindowMs?: number;
    front?: boolean;
  });
  readonly buildId: string | undefined;
  get(key: string, ctx?: Record<string, unknown>): Promise<IncrementalEntry | null>;
  set(key: string, data: Record<string, unknown> | null, ctx?: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
