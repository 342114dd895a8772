import { describe, expect, it } from "vitest";
import { assertProductionEnv } from "./env";

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
