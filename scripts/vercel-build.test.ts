import { describe, expect, it } from "vitest";
import { migrationPlan } from "./vercel-build";

describe("migrationPlan", () => {
  it("migrates a production deploy through the direct address first", () => {
    expect(
      migrationPlan({
        VERCEL_ENV: "production",
        DATABASE_URL: "postgres://pooled",
        DATABASE_URL_UNPOOLED: "postgres://direct",
      }),
    ).toEqual({ migrate: true, url: "postgres://direct", from: "DATABASE_URL_UNPOOLED" });
    expect(
      migrationPlan({
        VERCEL_ENV: "production",
        DATABASE_URL: "postgres://pooled",
        POSTGRES_URL_NON_POOLING: "postgres://np",
      }),
    ).toMatchObject({ url: "postgres://np" });
    expect(migrationPlan({ VERCEL_ENV: "production", DATABASE_URL: "postgres://only" })).toMatchObject({
      url: "postgres://only",
      from: "DATABASE_URL",
    });
  });

  it("never migrates a preview or a local build, even one pointed at the production database", () => {
    for (const VERCEL_ENV of ["preview", "development", undefined])
      expect(
        migrationPlan({ VERCEL_ENV, DATABASE_URL: "postgres://prod", DATABASE_URL_UNPOOLED: "postgres://prod" }),
      ).toMatchObject({ migrate: false });
  });

  it("migrates a preview only when told its database is its own", () => {
    expect(
      migrationPlan({ VERCEL_ENV: "preview", PREVIEW_MIGRATIONS: "1", DATABASE_URL: "postgres://branch" }),
    ).toMatchObject({ migrate: true, url: "postgres://branch" });
  });

  it("stops a production deploy that names no database", () => {
    expect(() => migrationPlan({ VERCEL_ENV: "production", DATABASE_URL: " " })).toThrow(/DATABASE_URL_UNPOOLED/);
  });
});
