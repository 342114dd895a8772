// Sign-up, password reset, profile ownership and brute-force limits, against the running app.
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { hashToken } from "@/lib/auth/sessions";
import { Client } from "@/testing/http";
import { createAccount, signedIn, unique } from "@/testing/fixtures";
import { ADMIN_PROFILE_DELETE } from "@/lib/accounts/users";

afterAll(() => db.$disconnect());

const newUser = (overrides: Record<string, unknown> = {}) => ({
  username: unique("ada").replace("-", "_"),
  firstName: "Ada",
  middleName: "",
  lastName: "Obi",
  age: "27",
  email: `${unique("ada")}@example.com`,
  password: "a-long-password",
  ...overrides,
});

async function resetLinkFor(email: string): Promise<string> {
  const message = await db.emailMessage.findFirstOrThrow({
    where: { to: email, template: "password-reset" },
    orderBy: { createdAt: "desc" },
  });
  // The outbox copy reads [redacted]; the body still waiting for delivery has the working link.
  return message.secretText!.match(/\/reset-password\/([A-Za-z0-9_-]+)/)![1];
}

describe("POST /mnb/api/signUp", () => {
  it("creates the account with a hashed password, returns no secrets and records a welcome email", async () => {
    const input = newUser();
    const reply = await new Client().post<{ user: Record<string, unknown> }>("/mnb/api/signUp", input);
    expect(reply.status).toBe(201);
    expect(reply.body.user).toMatchObject({ email: input.email, firstName: "Ada", age: 27, role: "user" });
    expect(JSON.stringify(reply.body)).not.toMatch(/password|argon/i);
    const row = await db.user.findUniqueOrThrow({ where: { email: input.email } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const welcome = await db.emailMessage.findFirstOrThrow({ where: { to: input.email, template: "welcome" } });
    expect(welcome.status).toBe("OUTBOX");
    expect(welcome.text).toContain(`${process.env.SITE_URL}/login`);
  });

  it("answers a taken email with the spec's 409, whatever its case, and a taken username too", async () => {
    const input = newUser();
    await new Client().post("/mnb/api/signUp", input);
    const again = await new Client().post("/mnb/api/signUp", newUser({ email: input.email.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Email already exists. Please use a different one.");
    const sameName = await new Client().post("/mnb/api/signUp", newUser({ username: input.username }));
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toBe("Username already taken. Please choose another one.");
  });

  it.each([
    [{ firstName: "" }, "Please fill in all required fields."],
    [{ password: "short" }, "Password must be at least 8 characters."],
    [{ password: "x".repeat(129) }, "Password must be at most 128 characters."],
    [{ age: "twenty" }, "Please enter your age as a number."],
    [{ email: "nope" }, "Please enter a valid email address."],
  ])("refuses %o with 422 and creates nothing", async (override, message) => {
    const input = newUser(override);
    const before = await db.user.count();
    const reply = await new Client().post("/mnb/api/signUp", input);
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe(message);
    expect(await db.user.count()).toBe(before);
  });
});

describe("password reset", () => {
  it("answers known and unknown emails identically and emails only the known one, once", async () => {
    const { email } = await createAccount("USER");
    const stranger = `${unique("nobody")}@example.com`;
    const known = await new Client().post("/mnb/api/request-password-reset", { email });
    const unknown = await new Client().post("/mnb/api/requestPasswordReset", { email: stranger });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe("✅ If this email is registered, a reset link has been sent.");
    expect(await db.emailMessage.count({ where: { to: email, template: "password-reset" } })).toBe(1);
    expect(await db.emailMessage.count({ where: { to: stranger } })).toBe(0);
  });

  it("sets the new password once, ends every session, and refuses reused, wrong and expired tokens", async () => {
    const account = await signedIn("USER");
    await new Client().post("/mnb/api/request-password-reset", { email: account.email });
    const token = await resetLinkFor(account.email);
    const stored = await db.passwordResetToken.findFirstOrThrow({ where: { userId: account.user.id } });
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(Math.abs(stored.expiresAt.getTime() - stored.createdAt.getTime() - 60 * 60 * 1000)).toBeLessThan(5000);

    const reply = await new Client().post("/mnb/api/reset-password", { token, newPassword: "brand-new-password" });
    expect(reply.body).toEqual({ message: "Password has been successfully reset" });
    expect((await account.client.get("/mnb/api/getUserProfile")).status).toBe(401);
    expect(
      (await new Client().post("/mnb/api/signIn", { email: account.email, password: account.password })).status,
    ).toBe(401);
    expect(
      (await new Client().post("/mnb/api/signIn", { email: account.email, password: "brand-new-password" })).status,
    ).toBe(200);

    const reused = await new Client().post("/mnb/api/reset-password", { token, newPassword: "another-password" });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe("This reset link is invalid or has expired.");
    expect(
      (await new Client().post("/mnb/api/reset-password", { token: "x".repeat(43), newPassword: "another-password" }))
        .status,
    ).toBe(400);

    await new Client().post("/mnb/api/request-password-reset", { email: account.email });
    const late = await resetLinkFor(account.email);
    await db.passwordResetToken.updateMany({
      where: { tokenHash: hashToken(late) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(
      (await new Client().post("/mnb/api/reset-password", { token: late, newPassword: "another-password" })).status,
    ).toBe(400);
  });

  it("limits reset requests per email with 429 and Retry-After", async () => {
    const email = `${unique("flood")}@example.com`;
    for (let i = 0; i < 3; i++)
      expect((await new Client().post("/mnb/api/request-password-reset", { email })).status).toBe(200);
    const blocked = await new Client().post("/mnb/api/request-password-reset", { email });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("login brute-force protection", () => {
  it("after 5 failures asks every attempt at the account for a challenge (429 + Retry-After + challenge); crowds.int.test.ts solves it", async () => {
    const { email, password } = await createAccount("USER");
    for (let i = 0; i < 5; i++)
      expect((await new Client().post("/mnb/api/signIn", { email, password: "wrong-password" })).status).toBe(401);
    const locked = await new Client().post("/mnb/api/signIn", { email, password });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe("Too many failed login attempts. Please wait a few minutes and try again.");
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(locked.body.challenge).toBeDefined();
  });

  it("a successful login resets the count", async () => {
    const { email, password } = await createAccount("USER");
    for (let i = 0; i < 4; i++) await new Client().post("/mnb/api/signIn", { email, password: "wrong-password" });
    expect((await new Client().post("/mnb/api/signIn", { email, password })).status).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await new Client().post("/mnb/api/signIn", { email, password: "wrong-password" })).status).toBe(401);
  });
});

describe("profile", () => {
  it("reads the caller's own profile by bearer token or cookie, and refuses anonymous callers", async () => {
    const account = await signedIn("USER");
    const reply = await account.client.get("/mnb/api/getUserProfile");
    expect(reply.body).toMatchObject({ id: account.user.id, email: account.email, role: "user" });
    expect(JSON.stringify(reply.body)).not.toMatch(/passwordHash|argon/);
    expect((await new Client().get("/mnb/api/getUserProfile")).status).toBe(401);
  });

  it("updates only the caller's own profile", async () => {
    const me = await signedIn("USER");
    const other = await createAccount("USER");
    const update = { firstName: "Chioma", middleName: "", lastName: "Eze", email: me.email, age: 31 };
    const mine = await me.client.put(`/mnb/api/updateUserProfile/${me.user.id}`, update);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ firstName: "Chioma", age: 31 });
    const theirs = await me.client.put(`/mnb/api/updateUserProfile/${other.user.id}`, {
      ...update,
      email: other.email,
    });
    expect(theirs.status).toBe(403);
    expect((await db.user.findUniqueOrThrow({ where: { id: other.user.id } })).firstName).toBe("Test");
    const clash = await me.client.put(`/mnb/api/updateUserProfile/${me.user.id}`, {
      ...update,
      email: other.email,
      currentPassword: me.password,
    });
    expect(clash.status).toBe(409);
  });

  it("deletes only the caller's own profile, ends its sessions and keeps its comments under the name only", async () => {
    const me = await signedIn("USER");
    const other = await createAccount("USER");
    expect((await me.client.delete(`/mnb/api/deleteUserProfile/${other.user.id}`)).status).toBe(403);
    expect(await db.user.count({ where: { id: other.user.id } })).toBe(1);

    const post = await db.post.create({ data: { slug: unique("p"), title: "t", content: "c" } });
    await db.postComment.create({
      data: { postId: post.id, userId: me.user.id, name: "Ada", email: me.email, text: "hi", rating: 5 },
    });
    const reply = await me.client.delete(`/mnb/api/deleteUserProfile/${me.user.id}`);
    expect(reply.body).toEqual({ message: "Profile deleted." });
    expect(await db.user.count({ where: { id: me.user.id } })).toBe(0);
    expect(await db.authSession.count({ where: { userId: me.user.id } })).toBe(0);
    const kept = await db.postComment.findFirstOrThrow({ where: { postId: post.id } });
    expect(kept).toMatchObject({ name: "Ada", email: "", userId: null });
    expect((await me.client.get("/mnb/api/getUserProfile")).status).toBe(401);
  });

  it("refuses an admin's own delete here (Manage Admins keeps the last admin and logs it), deleting nothing", async () => {
    const admin = await signedIn("ADMIN");
    const reply = await admin.client.delete(`/mnb/api/deleteUserProfile/${admin.user.id}`);
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(ADMIN_PROFILE_DELETE);
    expect(await db.user.count({ where: { id: admin.user.id, role: "ADMIN" } })).toBe(1);
    expect((await admin.client.get("/mnb/api/getUserProfile")).status).toBe(200);
  });
});

describe("outbox API", () => {
  it("lists emails for admins only", async () => {
    const admin = await signedIn("ADMIN");
    const user = await signedIn("USER");
    const list = await admin.client.get<{ emails: unknown[]; total: number }>("/mnb/api/emails");
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThan(0);
    expect((await user.client.get("/mnb/api/emails")).status).toBe(403);
    expect((await new Client().get("/mnb/api/emails")).status).toBe(401);
  });
});
