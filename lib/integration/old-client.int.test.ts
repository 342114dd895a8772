// The spec's old React client, spoken exactly as it speaks: served in front of us (so its calls are same-origin, with
// our cookies), it keeps the login's `token` in localStorage and sends `Authorization: Bearer ${token}` on every call,
// `Bearer undefined` before it has one; it reads list answers as arrays and write answers as the record (issue 21).
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { hashToken } from "@/lib/auth/sessions";
import { Client, type Reply } from "@/lib/testing/http";
import { createAccount, file, pngBytes, postForm, signedIn, unique } from "@/lib/testing/fixtures";

afterAll(() => db.$disconnect());

const SAME_ORIGIN = { origin: process.env.SITE_URL ?? "", "sec-fetch-site": "same-origin" };

/** The old client in a browser: our cookie jar, its own Authorization header (a token, or the text "undefined"). */
function oldClient(browser = new Client()) {
  let token: string | undefined;
  const call = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
    browser.request<T>(method, `/mnb/api${path}`, body, { ...SAME_ORIGIN, authorization: `Bearer ${token}` });
  return {
    call,
    browser,
    async login(path: "/admins-login" | "/signIn", email: string, password: string) {
      const reply = await call<{ token?: string; role: string; message: string }>("POST", path, { email, password });
      token = reply.body.token;
      return reply;
    },
    get token() {
      return token;
    },
  };
}

const payload = (token: string) => JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8")) as Record<string, unknown>;

describe("logging in as the old client does", () => {
  it("gives the old dashboard a signed token whose payload says isAdmin, the role and the expiry, and nothing secret", async () => {
    const { email, password, user } = await createAccount("ADMIN");
    const old = oldClient();
    const reply = await old.login("/admins-login", email, password);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ role: "admin", message: "Login successful", token: expect.any(String) });
    const token = old.token!;
    expect(token.split(".")).toHaveLength(3);
    const claims = payload(token);
    expect(claims).toMatchObject({ isAdmin: true, role: "ADMIN", sub: user.id });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(24 * 60 * 60);
    expect(Number(claims.exp) * 1000).toBeGreaterThan(Date.now());
    expect(JSON.stringify(claims)).not.toMatch(/password|hash|argon|@/i);
    // The token is accepted only while its session row lives.
    expect(await db.authSession.count({ where: { tokenHash: hashToken(token), kind: "BEARER" } })).toBe(1);

    const bearerOnly = new Client().withBearer(token);
    expect((await bearerOnly.get("/mnb/api/workers")).status).toBe(200);
    expect((await bearerOnly.post("/mnb/api/signOut")).status).toBe(200);
    expect((await bearerOnly.get("/mnb/api/workers")).status).toBe(401);
  });

  it("gives a user's token isAdmin false, and it opens no admin call", async () => {
    const { email, password } = await createAccount("USER");
    const old = oldClient();
    await old.login("/signIn", email, password);
    expect(payload(old.token!)).toMatchObject({ isAdmin: false, role: "USER" });
    expect((await new Client().withBearer(old.token!).get("/mnb/api/workers")).status).toBe(403);
  });

  it("refuses a token whose payload was changed to claim isAdmin", async () => {
    const { email, password } = await createAccount("USER");
    const old = oldClient();
    await old.login("/signIn", email, password);
    const [header, body, signature] = old.token!.split(".");
    const claims = { ...JSON.parse(Buffer.from(body, "base64url").toString("utf8")), isAdmin: true, role: "ADMIN" };
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
    expect((await new Client().withBearer(forged).get("/mnb/api/workers")).status).toBe(401);
  });

  it("does not mint a token for our own login form, which lives on the httpOnly cookie alone", async () => {
    const { email, password } = await createAccount("USER");
    const reply = await new Client().request("POST", "/mnb/api/signIn", { email, password }, { ...SAME_ORIGIN, "x-mnb-session": "cookie" });
    expect(reply.status).toBe(200);
    expect(reply.body.token).toBeUndefined();
  });
});

describe("'Bearer undefined' beside a session cookie", () => {
  it("does not hide the cookie: profile read, update and admin writes go through as the signed-in account", async () => {
    const { email, password } = await createAccount("ADMIN");
    const browser = new Client();
    // Signed in through our own pages (cookie only), then the old client's code calls with its empty token.
    await browser.request("POST", "/mnb/api/signIn", { email, password }, { ...SAME_ORIGIN, "x-mnb-session": "cookie" });
    for (const value of ["Bearer undefined", "Bearer null", "Bearer ", "Bearer"]) {
      const profile = await browser.request<{ email: string }>("GET", "/mnb/api/getUserProfile", undefined, { ...SAME_ORIGIN, authorization: value });
      expect(profile.status, value).toBe(200);
      expect(profile.body.email, value).toBe(email);
      const workers = await browser.request("GET", "/mnb/api/workers", undefined, { ...SAME_ORIGIN, authorization: value });
      expect(workers.status, value).toBe(200);
    }
    const form = await postForm({ name: unique("Musa Bello"), role: "Driver" });
    form.set("photo", file(await pngBytes(), "photo.png", "image/png"));
    const created = await browser.request("POST", "/mnb/api/worker", form, { ...SAME_ORIGIN, authorization: "Bearer undefined" });
    expect(created.status).toBe(201);
  });

  it("still refuses a call from another site that carries one (the cookie would decide, so the write must be ours)", async () => {
    const { email, password } = await createAccount("ADMIN");
    const browser = new Client();
    await browser.request("POST", "/mnb/api/signIn", { email, password }, { ...SAME_ORIGIN, "x-mnb-session": "cookie" });
    const form = await postForm({ name: unique("Musa Bello"), role: "Driver" });
    const reply = await browser.request("POST", "/mnb/api/worker", form, { "sec-fetch-site": "cross-site", origin: "https://evil.example", authorization: "Bearer undefined" });
    expect(reply.status).toBe(403);
  });

  it("is no credential without a cookie: 401", async () => {
    expect((await new Client().request("GET", "/mnb/api/getUserProfile", undefined, { authorization: "Bearer undefined" })).status).toBe(401);
  });
});

describe("the old dashboard's lists and write answers", () => {
  it("lists subscribers and partnership requests as arrays when it asks without ?page", async () => {
    const admin = await signedIn("ADMIN");
    for (const path of ["/mnb/api/subscribers", "/mnb/api/partnerships"]) {
      const reply = await admin.client.get<unknown>(path);
      expect(reply.status, path).toBe(200);
      expect(Array.isArray(reply.body), path).toBe(true);
    }
  });

  it("answers a create or update with the record's own fields at the top level, message beside them", async () => {
    const admin = await signedIn("ADMIN");
    const expectRecord = (reply: Reply, key: string) => {
      const record = reply.body[key] as Record<string, unknown>;
      expect(record, key).toBeTruthy();
      for (const [field, value] of Object.entries(record)) expect(reply.body[field], `${key}.${field}`).toEqual(value);
      expect(typeof reply.body.message).toBe("string");
    };
    const workerForm = await postForm({ name: unique("Musa Bello"), role: "Driver" });
    workerForm.set("photo", file(await pngBytes(), "photo.png", "image/png"));
    const worker = await admin.client.post("/mnb/api/worker", workerForm);
    expectRecord(worker, "worker");
    const updated = await admin.client.put(`/mnb/api/updateWorker/${worker.body.id}`, await postForm({ name: unique("Musa Bello"), role: "Guard" }));
    expectRecord(updated, "worker");
    expect(updated.body.role).toBe("Guard");

    const newAdmin = await admin.client.post("/mnb/api/admins", await postForm({ name: unique("Amaka Obi"), email: `${unique("old-admin")}@example.com`, password: "correct-horse-battery" }));
    expectRecord(newAdmin, "admin");
    expect(JSON.stringify(newAdmin.body)).not.toMatch(/password|hash/i);

    const advertForm = await postForm({ title: unique("Acme"), description: "Sound systems.", link: "https://acme.example/" }, file(await pngBytes(), "a.png", "image/png"));
    expectRecord(await admin.client.post("/mnb/api/adverts", advertForm), "advert");

    const post = await admin.client.post("/mnb/api/addPost", await postForm({ title: unique("Old client post"), content: "Body.", author: "Tester", categories: "News" }));
    expectRecord(post, "post");
  });
});
