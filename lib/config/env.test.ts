import { describe, expect, it } from "vitest";
import { assertProductionEnv, missingVercelProductionSettings } from "./env";

const complete = {
  NODE_ENV: "production",
  DATABASE_URL: "postgresql://db/mnb",
  AUTH_SECRET: "s3cret",
  SITE_URL: "https://mynationblog.com",
};

describe("assertProductionEnv", () => {
  it("lets a production server with every required setting start", () => {
    expect(() => assertProductionEnv(complete)).not.toThrow();
  });

  it.each(["AUTH_SECRET", "SITE_URL", "DATABASE_URL"])("stops a production server without %s, naming it", (name) => {
    expect(() => assertProductionEnv({ ...complete, [name]: undefined })).toThrow(
      `cannot start in production: ${name} is not set`,
    );
    expect(() => assertProductionEnv({ ...complete, [name]: "" })).toThrow(name);
    expect(() => assertProductionEnv({ ...complete, [name]: "  " })).toThrow(name);
  });

  it("names every missing setting in one message", () => {
    expect(() => assertProductionEnv({ NODE_ENV: "production" })).toThrow(
      "DATABASE_URL, AUTH_SECRET, SITE_URL are not set",
    );
  });

  it("does not check during next build, in development or in tests", () => {
    expect(() => assertProductionEnv({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" })).not.toThrow();
    expect(() => assertProductionEnv({ NODE_ENV: "development" })).not.toThrow();
    expect(() => assertProductionEnv({ NODE_ENV: "test" })).not.toThrow();
    expect(() => assertProductionEnv({})).not.toThrow();
  });

  it("checks at server start in production (not only at build)", () => {
    expect(() => assertProductionEnv({ NODE_ENV: "production", NEXT_PHASE: "phase-production-server" })).toThrow(
      "DATABASE_URL",
    );
  });
});

describe("missingVercelProductionSettings", () => {
  const deploy = {
    ...complete,
    BLOB_READ_WRITE_TOKEN: "vercel_blob_rw_x",
    PAYSTACK_SECRET_KEY: "sk_live_x",
    NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY: "pk_live_x",
    CRON_SECRET: "c",
    RESEND_API_KEY: "re_x",
  };

  it("passes a deploy with every setting", () => {
    expect(missingVercelProductionSettings(deploy)).toEqual([]);
  });

  it("names each missing setting, the server's three included", () => {
    expect(missingVercelProductionSettings({ ...deploy, SITE_URL: " ", BLOB_READ_WRITE_TOKEN: undefined })).toEqual([
      "SITE_URL",
      "BLOB_READ_WRITE_TOKEN",
    ]);
    expect(missingVercelProductionSettings({})).toEqual([
      "DATABASE_URL",
      "AUTH_SECRET",
      "SITE_URL",
      "BLOB_READ_WRITE_TOKEN",
      "PAYSTACK_SECRET_KEY",
      "NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY",
      "CRON_SECRET",
      "RESEND_API_KEY (or EMAIL_OUTBOX_ONLY=1)",
    ]);
  });

  it("takes the outbox on purpose instead of Resend", () => {
    expect(missingVercelProductionSettings({ ...deploy, RESEND_API_KEY: "", EMAIL_OUTBOX_ONLY: "1" })).toEqual([]);
    expect(missingVercelProductionSettings({ ...deploy, RESEND_API_KEY: "", EMAIL_OUTBOX_ONLY: "0" })).toHaveLength(1);
  });

  it("refuses the self-hosted shared cache on Vercel", () => {
    expect(missingVercelProductionSettings({ ...deploy, CACHE_STORE: "postgres" })[0]).toMatch(/^CACHE_STORE unset/);
  });
});
