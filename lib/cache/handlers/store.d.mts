// Types for store.mjs (plain ESM so Next can import it at runtime; these let the TypeScript tests use it).
import type { Pool } from "pg";

export const MAX_TTL_SECONDS: number;
export const OLD_BUILD_GRACE_SECONDS: number;
export const MAX_ENTRIES: number;
export const RACE_WINDOW_MS: number;
export type TagRow = { tag: string; stale: number | null; expired: number | null };
export function getPool(connectionString?: string): Promise<Pool>;
export function logError(what: string, error: unknown): void;
export function serialize(value: unknown): Buffer;
export function deserialize<T = unknown>(bytes: Uint8Array): T;
export function tagList(tags: string | string[] | undefined): string[];
export function markExpiring(tags: string[]): () => void;
export function isExpiring(tags: string[] | undefined): boolean;
export const markedSince: (mark: number | null | undefined, storedAt: number) => boolean;
export function expireTagsNow(tags: string | string[], connectionString?: string): Promise<void>;
export function settleExpiries(): Promise<void>;
export function expireTags(pool: Pool, tags: string | string[], durations?: { expire?: number }): Promise<TagRow[]>;
export function tagsChangedSince(
  pool: Pool,
  since: string | null,
): Promise<{ rows: (TagRow & { changed: string })[]; mark: string | null }>;
export function readEntry(
  pool: Pool,
  buildId: string,
  key: string,
  extraTags?: string[],
  knownStoredAt?: number,
): Promise<{
  value: Buffer | null;
  unchanged: boolean;
  meta: unknown;
  storedAt: number;
  tags: string[];
  now: number;
  expired: number | null;
  stale: number | null;
} | null>;
export function writeEntry(
  pool: Pool,
  entry: {
    buildId: string;
    key: string;
    kind: string;
    value: Buffer;
    tags: string[];
    meta?: unknown;
    ttlSeconds?: number;
    raceWindowMs?: number;
  },
): Promise<number>;
export function maybeSweep(pool: Pool, buildId: string, options?: { force?: boolean }): Promise<void>;
export function sweep(pool: Pool, buildId: string): Promise<void>;
export class ByteLru {
  constructor(maxBytes: number);
  get(key: string): unknown;
  set(key: string, item: unknown, size: number): void;
  delete(key: string): void;
  /** Drops every item whose `meta.tags` holds one of `tags`. */
  deleteTagged(tags: string[]): void;
  bytes: number;
}
