import { describe, expect, it, vi } from "vitest";

// Tokens are signed with a key derived from AUTH_SECRET, read when lib/env is first imported.
vi.hoisted(() => {
  process.env.AUTH_SECRET ||= "unit-test-secret";
});
import { readApiToken, signApiToken } from "./api-token";

const part = (token: string, i: number) => JSON.parse(Buffer.from(token.split(".")[i], "base64url").toString("utf8"));

describe("API tokens", () => {
  it("are HS256 JWTs whose payload says isAdmin, the role, issue and expiry, and nothing secret", () => {
    const now = Date.UTC(2026, 10, 25, 12);
    const token = signApiToken({ id: "admin-1", role: "ADMIN" }, 24 * 3600, now);
    expect(part(token, 0)).toEqual({ alg: "HS256", typ: "JWT" });
    expect(part(token, 1)).toEqual({
      sub: "admin-1",
      role: "ADMIN",
      isAdmin: true,
      iat: now / 1000,
      exp: now / 1000 + 24 * 3600,
      jti: expect.any(String),
    });
    expect(part(signApiToken({ id: "user-1", role: "USER" }, 60), 1)).toMatchObject({ isAdmin: false, role: "USER" });
    expect(readApiToken(token)).toEqual(part(token, 1));
  });

  it("are refused when forged, altered or not tokens at all", () => {
    const token = signApiToken({ id: "user-1", role: "USER" }, 60);
    const [header, , sig] = token.split(".");
    const promoted = Buffer.from(JSON.stringify({ ...part(token, 1), role: "ADMIN", isAdmin: true })).toString(
      "base64url",
    );
    expect(readApiToken(`${header}.${promoted}.${sig}`)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    expect(readApiToken(`${none}.${token.split(".")[1]}.`)).toBeNull();
    for (const value of ["undefined", "null", "", "forged-token-value", `${token}x`, token.slice(0, -1)])
      expect(readApiToken(value)).toBeNull();
  });

  it("differ each time, so two logins never share a session row", () => {
    expect(signApiToken({ id: "u", role: "USER" }, 60, 0)).not.toBe(signApiToken({ id: "u", role: "USER" }, 60, 0));
  });
});
