import { describe, expect, it } from "vitest";
import { poolSettings } from "./pool";

describe("database connections per process", () => {
  it("keeps a few on Vercel and lets idle ones go; pg's usual ten on one server; the setting wins", () => {
    expect(poolSettings({ onVercel: true })).toEqual({ max: 3, idleTimeoutMillis: 5_000 });
    expect(poolSettings({ onVercel: false })).toEqual({ max: 10 });
    expect(poolSettings({ onVercel: true, DATABASE_POOL_SIZE: 8 }).max).toBe(8);
  });
});
