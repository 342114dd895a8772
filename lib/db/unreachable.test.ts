import { describe, expect, it } from "vitest";
import { isConnectionTrouble, isUnreachable } from "./unreachable";

/** The shape Prisma 7 gives a failed query through @prisma/adapter-pg (seen in the fault drill's server logs). */
const prismaError = (code: string, cause: Record<string, unknown>) =>
  Object.assign(new Error("Invalid `prisma.$executeRaw()` invocation"), {
    code,
    meta: { driverAdapterError: Object.assign(new Error(String(cause.kind)), { cause }) },
  });

describe("isUnreachable", () => {
  it("is true when no connection could be made: refused, shutting down, starting up", () => {
    expect(isUnreachable(prismaError("P1001", { kind: "DatabaseNotReachable", host: "127.0.0.1", port: 54350 }))).toBe(
      true,
    );
    expect(
      isUnreachable(
        prismaError("P2039", { kind: "postgres", code: "57P03", message: "the database system is shutting down" }),
      ),
    ).toBe(true);
    expect(
      isUnreachable(
        prismaError("P2010", { kind: "postgres", code: "57P03", message: "the database system is starting up" }),
      ),
    ).toBe(true);
  });

  it("is false once a connection was made (a COMMIT may have landed) and for anything else", () => {
    expect(
      isUnreachable(
        prismaError("P2010", {
          kind: "postgres",
          code: "57P01",
          message: "terminating connection due to administrator command",
        }),
      ),
    ).toBe(false);
    expect(isUnreachable(prismaError("P2010", { kind: "ConnectionClosed" }))).toBe(false);
    expect(isUnreachable(prismaError("P2002", { kind: "UniqueConstraintViolation" }))).toBe(false);
    expect(isUnreachable(new Error("boom"))).toBe(false);
    expect(isUnreachable(null)).toBe(false);
  });
});

describe("isConnectionTrouble", () => {
  it("adds a connection lost mid-way to the unreachable cases (for idempotent writes only)", () => {
    expect(isConnectionTrouble(prismaError("P1001", { kind: "DatabaseNotReachable" }))).toBe(true);
    expect(
      isConnectionTrouble(
        prismaError("P2010", {
          kind: "postgres",
          code: "57P01",
          message: "terminating connection due to administrator command",
        }),
      ),
    ).toBe(true);
    expect(isConnectionTrouble(prismaError("P2010", { kind: "ConnectionClosed" }))).toBe(true);
    expect(isConnectionTrouble(new Error("Client has encountered a connection error and is not queryable"))).toBe(true);
  });

  it("is false for errors of the write itself", () => {
    expect(isConnectionTrouble(prismaError("P2002", { kind: "UniqueConstraintViolation" }))).toBe(false);
    expect(
      isConnectionTrouble(prismaError("P2010", { kind: "postgres", code: "23505", message: "duplicate key" })),
    ).toBe(false);
    expect(isConnectionTrouble(new Error("boom"))).toBe(false);
  });
});
