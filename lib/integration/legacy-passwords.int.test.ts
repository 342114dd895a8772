// Accounts brought over from the old site keep their bcrypt hashes: the right password signs in through the real
// sign-in path, and that sign-in swaps the hash for argon2id — against the running app.
import { afterAll, describe, expect, it } from "vitest";
import { hashSync } from "bcryptjs";
import { db } from "@/lib/db";
import { Client } from "@/testing/http";
import { signedIn, unique } from "@/testing/fixtures";

afterAll(() => db.$disconnect());

const OLD_PASSWORD = "old-site-password-1";

/** A user as the importer leaves one: the old site's `bcryptjs.hashSync(pw, 10)` hash, stored as it was. */
async function importedUser(prefix: "$2a$" | "$2b$" = "$2b$") {
  const email = `${unique("legacy")}@example.com`;
  const passwordHash = hashSync(OLD_PASSWORD, 10).replace(/^\$2[ab]\$/, prefix);
  const user = await db.user.create({ data: { email, passwordHash, username: unique("legacy") } });
  return { user, email, passwordHash };
}

const storedHash = async (id: string) =>
  (await db.user.findUniqueOrThrow({ where: { id }, select: { passwordHash: true } })).passwordHash;

describe("signing in with a password from the old site", () => {
  it("works, replaces the bcrypt hash with argon2id, and works again afterwards", async () => {
    for (const prefix of ["$2a$", "$2b$"] as const) {
      const { user, email } = await importedUser(prefix);
      const first = await new Client().post("/mnb/api/signIn", { email, password: OLD_PASSWORD });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ role: "user", email, message: "Login successful" });
      expect(await storedHash(user.id)).toMatch(/^\$argon2id\$/);
      const again = await new Client().post("/mnb/api/signIn", { email, password: OLD_PASSWORD });
      expect(again.status).toBe(200);
    }
  });

  it("refuses a wrong password with today's answer and keeps the old hash", async () => {
    const { user, email, passwordHash } = await importedUser();
    const wrong = await new Client().post("/mnb/api/signIn", { email, password: "not-the-old-password" });
    const today = await new Client().post("/mnb/api/signIn", {
      email: "nobody-here@example.com",
      password: "whatever1",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(today.body);
    expect(wrong.body.message).toBe("Invalid email or password.");
    expect(await storedHash(user.id)).toBe(passwordHash);
  });

  it("lets an admin from the old site into the admin login too", async () => {
    const { user, email } = await importedUser();
    await db.user.update({ where: { id: user.id }, data: { role: "ADMIN" } });
    const reply = await new Client().post("/mnb/api/admins-login", { email, password: OLD_PASSWORD });
    expect(reply.status).toBe(200);
    expect(reply.body.role).toBe("admin");
    expect(await storedHash(user.id)).toMatch(/^\$argon2id\$/);
  });
});

describe("the current password of an e-mail change", () => {
  it("is accepted against an old site's hash, which it upgrades", async () => {
    const me = await signedIn("USER");
    await db.user.update({ where: { id: me.user.id }, data: { passwordHash: hashSync(me.password, 10) } });
    const reply = await me.client.put(`/mnb/api/updateUserProfile/${me.user.id}`, {
      firstName: "Chioma",
      middleName: "",
      lastName: "Eze",
      age: 31,
      email: `${unique("moved")}@example.com`,
      currentPassword: me.password,
    });
    expect(reply.status).toBe(200);
    expect(await storedHash(me.user.id)).toMatch(/^\$argon2id\$/);
  });
});
