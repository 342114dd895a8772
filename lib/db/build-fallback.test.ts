import { describe, expect, it } from "vitest";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { buildFallback, emptyResult, isNotMigrated } from "./build-fallback";

describe("prerendering without the database", () => {
  it("answers reads of an unreachable database with what an empty site has, and still fails writes", async () => {
    // Port 9 (discard) refuses the connection at once: a preview build whose database cannot be reached.
    const client = buildFallback(
      new PrismaClient({ adapter: new PrismaPg({ connectionString: "postgresql://mnb:mnb@127.0.0.1:9/mnb" }) }),
    );
    try {
      expect(await client.post.findMany({ take: 3 })).toEqual([]);
      expect(await client.post.findFirst({ where: { slug: "x" } })).toBeNull();
      expect(await client.post.count()).toBe(0);
      expect(await client.$queryRaw`SELECT 1`).toEqual([]);
      await expect(client.post.deleteMany({ where: { slug: "x" } })).rejects.toThrow();
    } finally {
      await client.$disconnect();
    }
  });

  it("knows a database, table or column that is not there yet from any other error", () => {
    expect(isNotMigrated({ code: "P2021" })).toBe(true);
    expect(isNotMigrated({ code: "P1003" })).toBe(true);
    expect(isNotMigrated({ code: "P2010", meta: { code: "42P01" } })).toBe(true);
    expect(isNotMigrated({ meta: { driverAdapterError: { cause: { kind: "DatabaseDoesNotExist" } } } })).toBe(true);
    expect(isNotMigrated({ code: "P2002" })).toBe(false);
    expect(isNotMigrated(new Error("syntax error"))).toBe(false);
    expect(isNotMigrated(undefined)).toBe(false);
  });

  it("gives each read the empty answer of its kind", () => {
    expect(emptyResult("findMany")).toEqual([]);
    expect(emptyResult("findUnique")).toBeNull();
    expect(emptyResult("count")).toBe(0);
    expect(emptyResult("aggregate")).toMatchObject({ _count: 0, _sum: {} });
    expect(emptyResult("groupBy")).toEqual([]);
  });
});
