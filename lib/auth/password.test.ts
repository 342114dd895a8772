import { describe, expect, it } from "vitest";
import { hashSync } from "bcryptjs";
import { hashPassword, needsRehash, verifyPassword } from "./password";

// The old site's hashes, made as it made them (bcryptjs, cost 10). bcryptjs 3 writes `$2b$`, older versions `$2a$`:
// the two differ only in the prefix.
const legacy = hashSync("old-site-password", 10);
const legacyA = legacy.replace(/^\$2b\$/, "$2a$");

describe("verifyPassword", () => {
  it("accepts the right password for an old site's bcrypt hash, either prefix, and refuses a wrong one", async () => {
    expect(legacy).toMatch(/^\$2b\$10\$/);
    for (const hash of [legacy, legacyA, legacy.replace(/^\$2b\$/, "$2y$")]) {
      expect(await verifyPassword(hash, "old-site-password")).toBe(true);
      expect(await verifyPassword(hash, "old-site-passwore")).toBe(false);
    }
  });

  it("still verifies argon2id hashes, and refuses anything that is no hash", async () => {
    const current = await hashPassword("new-site-password");
    expect(await verifyPassword(current, "new-site-password")).toBe(true);
    expect(await verifyPassword(current, "old-site-password")).toBe(false);
    expect(await verifyPassword("x", "x")).toBe(false);
    expect(await verifyPassword("$2b$10$short", "x")).toBe(false);
  });
});

describe("needsRehash", () => {
  it("is true for a bcrypt hash (or anything not argon2id) and false for ours", async () => {
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash(legacyA)).toBe(true);
    expect(needsRehash("x")).toBe(true);
    expect(needsRehash(await hashPassword("new-site-password"))).toBe(false);
  });
});
