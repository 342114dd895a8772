// Manage Admins calls: admin-only (anonymous 401, user 403, nothing written), the sign-up's account rules, no hash in
// any answer, a removed or demoted admin's cookie and bearer stop working at once, the last admin can be neither
// deleted nor demoted — also when two admins delete each other at the same moment — and every change is in the
// activity log exactly when it happened.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { EMAIL_TAKEN } from "@/lib/accounts/email-change";
import { ADMIN_EMAIL_CHANGE, LAST_ADMIN } from "@/lib/accounts/admins";
import { Client, type Reply } from "@/testing/http";
import { file, pngBytes, postForm, refusedWithoutWrites, signedIn, storedFileCount, unique } from "@/testing/fixtures";

type Admin = { _id: string; id: string; name: string; email: string; imageUrl: string | null; createdAt: string };

let admin: Awaited<ReturnType<typeof signedIn>>;
let user: Awaited<ReturnType<typeof signedIn>>;
const anon = new Client();

beforeAll(async () => {
  admin = await signedIn("ADMIN");
  user = await signedIn("USER");
});
afterAll(() => db.$disconnect());

const PASSWORD = "a-long-enough-password";
const png = async (name = "me.png") => file(await pngBytes(), name, "image/png");
const newEmail = () => `${unique("new-admin")}@example.com`;

async function adminForm(fields: Record<string, string>, image?: File) {
  return postForm(fields, image);
}

const createAdmin = async (fields: Record<string, string> = {}, image?: File, by = admin.client) =>
  by.post<{ message: string; admin: Admin }>(
    "/mnb/api/admins",
    await adminForm({ name: unique("Amaka Obi"), email: newEmail(), password: PASSWORD, ...fields }, image),
  );

/** Signs in at the admin login: a cookie session (the returned client) and a bearer token (`bearer`). */
async function adminLogin(email: string, password = PASSWORD) {
  const browser = new Client();
  const reply = await browser.post<{ token: string }>("/mnb/api/admins-login", { email, password });
  return { reply, browser, bearer: reply.status === 200 ? new Client().withBearer(reply.body.token) : null };
}

/** No hash, token or secret of any kind in an answer. */
function expectNoSecrets(reply: Reply<unknown>) {
  const text = JSON.stringify(reply.body);
  expect(text).not.toMatch(/passwordHash|password|\$argon2|tokenHash/i);
}

const activity = (recordId: string) =>
  db.adminActivity.findMany({ where: { recordId }, orderBy: { createdAt: "asc" } });
const adminActivityCount = () => db.adminActivity.count({ where: { recordType: "admin" } });
const userCount = () => db.user.count();

describe("POST /mnb/api/admins", () => {
  it("creates an admin who can sign in, with a picture checked by its bytes, and logs it without the password", async () => {
    const email = newEmail();
    const reply = await createAdmin({ name: "Amaka Obi", email: email.toUpperCase() }, await png());
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe("Admin created successfully!");
    expect(Object.keys(reply.body.admin).sort()).toEqual([
      "_id",
      "createdAt",
      "email",
      "id",
      "image",
      "imageUrl",
      "name",
    ]);
    expect(reply.body.admin).toMatchObject({ name: "Amaka Obi", email, _id: reply.body.admin.id });
    expectNoSecrets(reply);
    const picture = await admin.client.get(reply.body.admin.imageUrl!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/png");

    const row = await db.user.findUniqueOrThrow({ where: { id: reply.body.admin.id } });
    expect(row.role).toBe("ADMIN");
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const login = await adminLogin(email);
    expect(login.reply.status).toBe(200);
    expect((await login.bearer!.get("/mnb/api/admins")).status).toBe(200);

    const [logged] = await activity(reply.body.admin.id);
    expect(logged).toMatchObject({
      action: "CREATE",
      recordType: "admin",
      actorId: admin.user.id,
      summary: `Amaka Obi <${email}>`,
    });
    expect(logged.summary).not.toContain(PASSWORD);
  });

  it("creates an admin without a picture", async () => {
    const reply = await createAdmin();
    expect(reply.status).toBe(201);
    expect(reply.body.admin.imageUrl).toBeNull();
  });

  it("refuses anonymous (401) and user (403) callers and writes nothing", async () => {
    const form = await adminForm({ name: "Intruder", email: newEmail(), password: PASSWORD }, await png());
    for (const [client, status] of [
      [anon, 401],
      [user.client, 403],
    ] as const) {
      await refusedWithoutWrites(userCount, () => client.post("/mnb/api/admins", form), status);
    }
    expect(await db.user.count({ where: { email: form.get("email") as string } })).toBe(0);
  });

  it.each([
    ["a malformed email", { email: "not-an-email" }, "Please enter a valid email address."],
    ["a short password", { password: "short" }, "Password must be at least 8 characters."],
    ["an overlong password", { password: "x".repeat(129) }, "Password must be at most 128 characters."],
    ["no name", { name: " " }, "Name, email and password are required."],
    ["no email", { email: "" }, "Name, email and password are required."],
  ])("refuses %s with the account rules' message and writes nothing", async (_label, fields, message) => {
    const activityBefore = await adminActivityCount();
    const reply = await refusedWithoutWrites(userCount, async () => createAdmin(fields, await png()), 422);
    expect(reply.body.message).toBe(message);
    expect(await adminActivityCount()).toBe(activityBefore);
  });

  it("refuses an email already used by any account (409), whatever its case, and logs nothing", async () => {
    const taken = (await createAdmin()).body.admin.email;
    for (const email of [taken, taken.toUpperCase(), user.email]) {
      const activityBefore = await adminActivityCount();
      const reply = await refusedWithoutWrites(userCount, async () => createAdmin({ email }, await png()), 409);
      expect(reply.body.message).toBe(EMAIL_TAKEN);
      expect(await adminActivityCount()).toBe(activityBefore);
    }
    expect((await db.user.findUniqueOrThrow({ where: { email: user.email } })).role).toBe("USER");
  });

  it("refuses a disguised picture (415) and writes nothing", async () => {
    const html = file(new TextEncoder().encode("<!doctype html><script>alert(1)</script>"), "me.png", "image/png");
    await refusedWithoutWrites(userCount, () => createAdmin({}, html), 415);
  });
});

describe("GET /mnb/api/admins", () => {
  it("lists admins (never users) with id, name, email, picture and date, for admins only", async () => {
    const created = (await createAdmin()).body.admin;
    const list = await admin.client.get<Admin[]>("/mnb/api/admins");
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("no-store");
    expectNoSecrets(list);
    expect(list.body.find((a) => a.id === created.id)).toEqual(created);
    expect(list.body.some((a) => a.id === admin.user.id)).toBe(true);
    expect(list.body.some((a) => a.id === user.user.id)).toBe(false);
    for (const a of list.body)
      expect(Object.keys(a).sort()).toEqual(["_id", "createdAt", "email", "id", "image", "imageUrl", "name"]);
    expect((await anon.get("/mnb/api/admins")).status).toBe(401);
    expect((await user.client.get("/mnb/api/admins")).status).toBe(403);
  });
});

describe("PUT /mnb/api/admins/{id}", () => {
  it("changes name and picture (the old file removed) and returns the updated admin", async () => {
    const before = (await createAdmin({}, await png("old.png"))).body.admin;
    const email = before.email;
    const reply = await admin.client.put<{ message: string; admin: Admin }>(
      `/mnb/api/admins/${before.id}`,
      await adminForm({ name: "Renamed Admin", email }, await png("new.png")),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe("Admin updated successfully");
    expect(reply.body.admin).toMatchObject({ id: before.id, name: "Renamed Admin", email });
    expectNoSecrets(reply);
    expect(reply.body.admin.imageUrl).not.toBe(before.imageUrl);
    expect((await admin.client.get(before.imageUrl!)).status).toBe(404);
    expect((await db.user.findUniqueOrThrow({ where: { id: before.id } })).role).toBe("ADMIN");
    expect((await activity(before.id)).map((a) => [a.action, a.summary])).toEqual([
      ["CREATE", `${before.name} <${before.email}>`],
      ["UPDATE", `Renamed Admin <${email}>`],
    ]);
  });

  it("refuses anonymous and user callers, bad payloads, a taken email and unknown or non-admin ids, changing nothing", async () => {
    const target = (await createAdmin()).body.admin;
    const path = `/mnb/api/admins/${target.id}`;
    const snapshot = () => db.user.findUniqueOrThrow({ where: { id: target.id } });
    const [row, files, logged] = [await snapshot(), storedFileCount(), await adminActivityCount()];
    const form = await adminForm({ name: "Hacked", email: newEmail(), role: "USER" });
    expect((await anon.put(path, form)).status).toBe(401);
    expect((await user.client.put(path, form)).status).toBe(403);
    const bad = await admin.client.put(path, await adminForm({ name: "A", email: "nope" }));
    expect([bad.status, bad.body.message]).toEqual([422, "Please enter a valid email address."]);
    const role = await admin.client.put(path, await adminForm({ name: "A", email: target.email, role: "OWNER" }));
    expect([role.status, role.body.message]).toEqual([422, "Role must be ADMIN or USER."]);
    // Another admin's address is theirs to change (a password reset to an address set here would hand over the account).
    for (const email of [user.email, newEmail()]) {
      const changed = await admin.client.put(path, await adminForm({ name: "A", email }, await png()));
      expect([changed.status, changed.body.message]).toEqual([403, ADMIN_EMAIL_CHANGE]);
    }
    for (const id of ["no-such-admin", user.user.id]) {
      const missing = await admin.client.put(
        `/mnb/api/admins/${id}`,
        await adminForm({ name: "A", email: newEmail() }),
      );
      expect([missing.status, missing.body.message]).toEqual([404, "Admin not found"]);
    }
    expect(await snapshot()).toEqual(row);
    expect(storedFileCount()).toBe(files);
    expect(await adminActivityCount()).toBe(logged);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.user.id } })).role).toBe("USER");
  });

  it("demotes an admin to a regular account: their cookie and bearer stop working at once, and the role change is logged", async () => {
    const target = (await createAdmin()).body.admin;
    const { browser, bearer } = await adminLogin(target.email);
    expect((await browser.get("/mnb/api/admins")).status).toBe(200);
    const reply = await admin.client.put(
      `/mnb/api/admins/${target.id}`,
      await adminForm({ name: target.name, email: target.email, role: "USER" }),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe("Admin updated successfully");
    expect((await db.user.findUniqueOrThrow({ where: { id: target.id } })).role).toBe("USER");
    expect(await db.authSession.count({ where: { userId: target.id } })).toBe(0);
    expect((await browser.get("/mnb/api/admins")).status).toBe(401);
    expect((await bearer!.get("/mnb/api/admins")).status).toBe(401);
    expect((await activity(target.id)).map((a) => a.action)).toEqual(["CREATE", "UPDATE", "ROLE_CHANGE"]);
    // Signing in again gives a regular account: the admin login refuses it.
    expect((await adminLogin(target.email)).reply.status).toBe(403);
    // No longer an admin, so no longer edited or deleted here.
    expect((await admin.client.delete(`/mnb/api/admins/${target.id}`)).status).toBe(404);
  });
});

describe("DELETE /mnb/api/admins/{id}", () => {
  it("refuses anonymous and user callers, then deletes the admin: their sessions end at once and the delete is logged", async () => {
    const target = (await createAdmin({}, await png())).body.admin;
    const { browser, bearer } = await adminLogin(target.email);
    const path = `/mnb/api/admins/${target.id}`;
    await refusedWithoutWrites(userCount, () => anon.delete(path), 401);
    await refusedWithoutWrites(userCount, () => user.client.delete(path), 403);
    const reply = await admin.client.delete(path);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: "Admin deleted successfully" });
    expect(await db.user.count({ where: { id: target.id } })).toBe(0);
    expect(await db.authSession.count({ where: { userId: target.id } })).toBe(0);
    expect((await browser.get("/mnb/api/admins")).status).toBe(401);
    expect((await bearer!.get("/mnb/api/admins")).status).toBe(401);
    expect((await adminLogin(target.email)).reply.status).toBe(401);
    expect((await admin.client.get(target.imageUrl!)).status).toBe(404);
    expect((await activity(target.id)).map((a) => [a.action, a.actorId])).toEqual([
      ["CREATE", admin.user.id],
      ["DELETE", admin.user.id],
    ]);
    const again = await admin.client.delete(path);
    expect([again.status, again.body.message]).toEqual([404, "Admin not found"]);
  });

  it("lets an admin delete themselves while another admin remains; the log keeps their name", async () => {
    const self = await signedIn("ADMIN");
    const reply = await self.client.delete(`/mnb/api/admins/${self.user.id}`);
    expect(reply.status).toBe(200);
    expect((await self.client.get("/mnb/api/admins")).status).toBe(401);
    const [logged] = await activity(self.user.id);
    expect(logged).toMatchObject({ action: "DELETE", actorId: null, actorLabel: "Test" });
  });

  it("does not delete a regular account (404)", async () => {
    await refusedWithoutWrites(userCount, () => admin.client.delete(`/mnb/api/admins/${user.user.id}`), 404);
  });
});

const lockWaiters = async () =>
  Number(
    (
      await db.$queryRaw<
        { n: bigint }[]
      >`SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`
    )[0].n,
  );

describe("the last admin", () => {
  // This needs a database where two fresh admins are the only ones. Integration files run one at a time against
  // their own server, so for this test every other admin is made a regular account and restored afterwards.
  it("two admins deleting each other at once leave one admin, who can then be neither deleted nor demoted", async () => {
    const [a, b] = [await signedIn("ADMIN"), await signedIn("ADMIN")];
    const others = (
      await db.user.findMany({ where: { role: "ADMIN", id: { notIn: [a.user.id, b.user.id] } }, select: { id: true } })
    ).map((o) => o.id);
    await db.user.updateMany({ where: { id: { in: others } }, data: { role: "USER" } });
    try {
      // Hold the admin rows' locks until both deletes are certainly under way (each waiting for them); committing then
      // lets them run, and whichever goes second must see the first one's delete.
      let calls!: Promise<Reply[]>;
      await db.$transaction(
        async (tx) => {
          await tx.$queryRaw`SELECT "id" FROM "User" WHERE "role" = 'ADMIN' ORDER BY "id" FOR UPDATE`;
          calls = Promise.all([
            a.client.delete(`/mnb/api/admins/${b.user.id}`),
            b.client.delete(`/mnb/api/admins/${a.user.id}`),
          ]);
          while ((await lockWaiters()) < 2) await new Promise((resolve) => setTimeout(resolve, 50));
        },
        { timeout: 25_000 },
      );
      const replies = await calls;
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(replies.find((r) => r.status === 409)!.body.message).toBe(LAST_ADMIN);
      const left = await db.user.findMany({ where: { role: "ADMIN" }, select: { id: true } });
      expect(left).toHaveLength(1);
      const last = left[0].id === a.user.id ? a : b;

      const logged = await adminActivityCount();
      const row = await db.user.findUniqueOrThrow({ where: { id: last.user.id } });
      const deleted = await last.client.delete(`/mnb/api/admins/${last.user.id}`);
      expect([deleted.status, deleted.body.message]).toEqual([409, LAST_ADMIN]);
      const demoted = await last.client.put(
        `/mnb/api/admins/${last.user.id}`,
        await adminForm({ name: "Last One", email: last.email, role: "USER" }),
      );
      expect([demoted.status, demoted.body.message]).toEqual([409, LAST_ADMIN]);
      expect(await db.user.findUniqueOrThrow({ where: { id: last.user.id } })).toEqual(row);
      expect(await adminActivityCount()).toBe(logged);
      expect((await last.client.get("/mnb/api/admins")).status).toBe(200);
    } finally {
      await db.user.updateMany({ where: { id: { in: others } }, data: { role: "ADMIN" } });
    }
  });
});
