import { describe, expect, it, vi } from "vitest";

// Tokens are signed with a key derived from AUTH_SECRET, read when lib/env is first imported.
vi.hoisted(() => {
  process.env.AUTH_SECRET ||= "unit-test-secret";
});
import { isSameSiteWrite } from "./same-site";
import { signApiToken } from "@/lib/auth/api-token";

const SITE = "https://mynationblog.com";
const request = (method: string, headers: Record<string, string> = {}) => ({
  method,
  url: `${SITE}/mnb/api/signIn`,
  headers: new Headers(headers),
});

describe("isSameSiteWrite", () => {
  it("refuses a write another site's page triggered", () => {
    expect(isSameSiteWrite(request("POST", { "sec-fetch-site": "cross-site" }), SITE)).toBe(false);
    expect(isSameSiteWrite(request("DELETE", { "sec-fetch-site": "same-site" }), SITE)).toBe(false);
    expect(isSameSiteWrite(request("POST", { origin: "https://evil.example" }), SITE)).toBe(false);
    expect(isSameSiteWrite(request("PUT", { origin: "null" }), SITE)).toBe(false);
    expect(isSameSiteWrite(request("PUT", { origin: "not a url" }), SITE)).toBe(false);
  });

  it("lets our own pages write", () => {
    expect(isSameSiteWrite(request("POST", { "sec-fetch-site": "same-origin", origin: SITE }), SITE)).toBe(true);
    expect(isSameSiteWrite(request("POST", { origin: SITE }), SITE)).toBe(true);
    expect(isSameSiteWrite(request("POST", { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }), SITE)).toBe(
      true,
    );
  });

  it("lets bearer-token clients and non-browser clients through, and never blocks reads", () => {
    const token = signApiToken({ id: "u1", role: "USER" }, 60);
    expect(
      isSameSiteWrite(request("POST", { "sec-fetch-site": "cross-site", authorization: `Bearer ${token}` }), SITE),
    ).toBe(true);
    expect(isSameSiteWrite(request("POST"), SITE)).toBe(true);
    expect(isSameSiteWrite(request("GET", { "sec-fetch-site": "cross-site" }), SITE)).toBe(true);
  });

  it("does not take a bearer value we did not sign for a token: the cookie would decide, so the write must be ours", () => {
    for (const value of [
      "Bearer abc",
      "Bearer undefined",
      "Bearer null",
      `Bearer ${signApiToken({ id: "u1", role: "USER" }, 60)}x`,
    ]) {
      expect(
        isSameSiteWrite(request("POST", { "sec-fetch-site": "cross-site", authorization: value }), SITE),
        value,
      ).toBe(false);
    }
  });
});
