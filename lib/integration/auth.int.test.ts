// Auth routes against the running app: sign-in, admin login, bearer tokens, expiry and sign-out.
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { hashToken } from "@/lib/auth/sessions";
import { Client } from "@/testing/http";
import { createAccount, signedIn } from "@/testing/fixtures";

afterAll(() => db.$disconnect());

describe("POST /mnb/api/signIn", () => {
  it("returns token, role, email and message and sets an httpOnly session cookie", async () => {
    const { email, password } = await createAccount("USER");
    const client = new Client();
    const reply = await client.post("/mnb/api/signIn", { email: email.toUpperCase(), password });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ token: expect.any(String), role: "user", email, message: "Login successful" });
    expect(reply.headers.getSetCookie().join("\n")).toMatch(/authjs\.session-token=[^;]+;.*HttpOnly/i);
    expect(JSON.stringify(reply.body)).not.toMatch(/passwordHash|\$argon2/);
  });

  it("answers wrong password and unknown email with the same 401 message", async () => {
    const { email } = await createAccount("USER");
    const wrong = await new Client().post("/mnb/api/signIn", { email, password: "not-the-password" });
    const unknown = await new Client().post("/mnb/api/signIn", {
      email: "nobody-here@example.com",
      password: "whatever1",
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe("Invalid email or password.");
  });

  it("refuses missing fields with the spec's message and non-JSON bodies with 400", async () => {
    const missing = await new Client().post("/mnb/api/signIn", { email: "" });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe("Email and password are required.");
    const broken = await new Client().request("POST", "/mnb/api/signIn", "{not json", {
      "content-type": "application/json",
    });
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe("bad_request");
  });
});

describe("POST /mnb/api/admins-login", () => {
  it("lets admins in with role admin", async () => {
    const { email, password } = await createAccount("ADMIN");
    const reply = await new Client().post("/mnb/api/admins-login", { email, password });
    expect(reply.status).toBe(200);
    expect(reply.body.role).toBe("admin");
  });

  it("refuses a valid non-admin account with 403 and creates no session", async () => {
    const { email, password, user } = await createAccount("USER");
    const client = new Client();
    const reply = await client.post("/mnb/api/admins-login", { email, password });
    expect(reply.status).toBe(403);
    expect(client.hasCookie("authjs.session-token")).toBe(false);
    expect(await db.authSession.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("bearer tokens and cookie sessions", () => {
  it("a token works as Authorization: Bearer until it expires", async () => {
    const admin = await signedIn("ADMIN");
    expect((await admin.client.get("/mnb/api/getAllPosts")).status).toBe(200);
    const form = new FormData();
    expect((await admin.client.post("/mnb/api/addPost", form)).status).toBe(422); // authorised, then validated
    await db.authSession.update({
      where: { tokenHash: hashToken(admin.token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await admin.client.post("/mnb/api/addPost", form)).status).toBe(401);
  });

  it("sign-out ends the bearer token on the server", async () => {
    const admin = await signedIn("ADMIN");
    expect((await admin.client.post("/mnb/api/signOut")).body).toEqual({ message: "Signed out." });
    expect(await db.authSession.count({ where: { tokenHash: hashToken(admin.token) } })).toBe(0);
    expect((await admin.client.post("/mnb/api/addPost", new FormData())).status).toBe(401);
  });

  it("a random or forged token is refused", async () => {
    const reply = await new Client().withBearer("forged-token-value").post("/mnb/api/addPost", new FormData());
    expect(reply.status).toBe(401);
  });

  it("the session cookie opens the admin dashboard and sign-out closes it", async () => {
    const { email, password } = await createAccount("ADMIN");
    const browser = new Client();
    await browser.post("/mnb/api/signIn", { email, password });
    expect((await browser.get("/admin-dashboard")).status).toBe(200);
    await browser.post("/mnb/api/signOut");
    const after = await browser.get("/admin-dashboard");
    expect([302, 307]).toContain(after.status);
    expect(after.headers.get("location")).toMatch(/\/login$/);
  });

  it("a user's cookie does not open the dashboard (middleware and page both check)", async () => {
    const { email, password } = await createAccount("USER");
    const browser = new Client();
    await browser.post("/mnb/api/signIn", { email, password });
    const reply = await browser.get("/admin-dashboard");
    expect(reply.headers.get("location")).toMatch(/\/login$/);
    const bypass = await browser.request("GET", "/admin/manage-posts", undefined, {
      "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware",
    });
    expect(bypass.status === 200 && String(bypass.body).includes("Manage Posts")).toBe(false);
  });
});
