// Whether a database error means no connection to PostgreSQL could be made at all — refused, unknown host, or the
// server shutting down, starting up or recovering (SQLSTATE 57P03, which PostgreSQL only sends when a connection
// starts). Then nothing of the write reached the database, so trying it again cannot store it twice. Errors after a
// connection was made (a reset, "terminating connection" mid-transaction) are not: a COMMIT may have landed.
const UNREACHABLE_KINDS = new Set(["DatabaseNotReachable"]);
const CANNOT_CONNECT_NOW = "57P03";

type Shape = { code?: unknown; kind?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown } };

export function isUnreachable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  const e = error as Shape;
  // Prisma's own code for "Can't reach database server"; the driver adapter's error kind, or the server's SQLSTATE.
  if (e.code === "P1001" || e.code === CANNOT_CONNECT_NOW) return true;
  if (typeof e.kind === "string" && UNREACHABLE_KINDS.has(e.kind)) return true;
  return isUnreachable(e.meta?.driverAdapterError, depth + 1) || isUnreachable(e.cause, depth + 1);
}

/** SQLSTATEs of a connection that was made and then lost (the server ended it, or the link broke). */
const LOST_CODES = new Set(["57P01", "57P02", "08000", "08003", "08006"]);
const LOST_KINDS = new Set(["ConnectionClosed"]);

/**
 * Whether the database could not be reached, or the connection was lost mid-way. Only for writes that are safe to
 * send twice (an idempotency key, ON CONFLICT DO NOTHING): after a lost connection a COMMIT may have landed.
 */
export function isConnectionTrouble(error: unknown, depth = 0): boolean {
  if (isUnreachable(error)) return true;
  if (!error || typeof error !== "object" || depth > 4) return false;
  const e = error as Shape;
  if (typeof e.code === "string" && LOST_CODES.has(e.code)) return true;
  if (typeof e.kind === "string" && LOST_KINDS.has(e.kind)) return true;
  if (error instanceof Error && /connection (error|terminated)|ECONNRESET|not queryable/i.test(error.message))
    return true;
  return isConnectionTrouble(e.meta?.driverAdapterError, depth + 1) || isConnectionTrouble(e.cause, depth + 1);
}
