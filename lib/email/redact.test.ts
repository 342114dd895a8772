import { describe, expect, it } from "vitest";
import { REDACTED, redact } from "./redact";

describe("redact", () => {
  const token = "k3Y_-abcdefghijklmnopqrstuvwxyz0123456789AB";

  it("replaces every occurrence of each token and leaves the rest of the body alone", () => {
    const body = `Reset: https://x.test/reset-password/${token}\n<a href="https://x.test/reset-password/${token}">go</a> https://x.test/login`;
    const out = redact(body, [token]);
    expect(out).not.toContain(token);
    expect(out).toBe(body.replaceAll(token, REDACTED));
    expect(out).toContain("https://x.test/login");
  });

  it("refuses short tokens that would blank out ordinary text", () => {
    expect(() => redact("hello", ["he"])).toThrow();
  });
});
