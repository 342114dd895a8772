// How many PostgreSQL connections each server process keeps (lib/db/index.ts builds its pool from this).
import type pg from "pg";

/**
 * Connections per process. On Vercel every instance is a process and a busy site runs many, so each keeps a few and
 * lets them go after 5 s idle (DATABASE_URL should be the provider's pooled address: docs/deploy.md); one self-hosted
 * server keeps pg's usual ten. DATABASE_POOL_SIZE overrides both. No connection timeout: a burst of writes after their
 * answers (the clicks' after()) waits its turn for a connection instead of being dropped (the bench's promo-link row
 * lost 2,670 clicks with a 10 s one).
 */
export function poolSettings(source: { onVercel: boolean; DATABASE_POOL_SIZE?: number }): pg.PoolConfig {
  const max = source.DATABASE_POOL_SIZE ?? (source.onVercel ? 3 : 10);
  return source.onVercel ? { max, idleTimeoutMillis: 5_000 } : { max };
}
