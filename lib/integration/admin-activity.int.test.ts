// The admin activity log: every admin write leaves exactly the rows of its change, in the same transaction — present
// when the change happened, absent when it failed. The sweep takes every admin write from the policy registry, so a
// route added later is checked the day it is declared.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { adminWrite } from "@/lib/activity/activity";
import { API_ROUTES, type ApiMethod } from "@/lib/api/policy";
import { Client } from "@/testing/http";
import { file, pngBytes, signedIn, unique } from "@/testing/fixtures";
import { createFixtures, fillPath, validBody, type Fixtures } from "@/testing/api-routes";

// Admin routes that change no record of ours: an upload token for the browser, the editor's preview (renders only) and
// a picture stored for a post's text (a file no record holds until the post is saved, as a direct upload).
const NOT_RECORD_WRITES = new Set([
  "POST /mnb/api/blob-upload",
  "POST /mnb/api/posts/preview",
  "POST /mnb/api/posts/images",
]);

let admin: Awaited<ReturnType<typeof signedIn>>;
let fx: Fixtures;

// Test accounts are named by their first name (testing/fixtures.ts createAccount), which is what the log shows.
const LABEL = "Test";

const rowsBy = (actorId: string, order: "asc" | "desc" = "asc") =>
  db.adminActivity.findMany({ where: { actorId }, orderBy: [{ createdAt: order }, { id: order }] });

beforeAll(async () => {
  fx = await createFixtures();
  admin = await signedIn("ADMIN");
});
afterAll(() => db.$disconnect());

describe("every admin write is logged", () => {
  it("logs each successful admin write with who, what and which record — and a refused one not at all", async () => {
    const wrong: string[] = [];
    let succeeded = 0;
    for (const [pattern, methods] of Object.entries(API_ROUTES)) {
      for (const [method, policy] of Object.entries(methods) as [ApiMethod, string][]) {
        const route = `${method} ${pattern}`;
        if (policy !== "admin" || method === "GET" || NOT_RECORD_WRITES.has(route)) continue;
        const before = await db.adminActivity.count({ where: { actorId: admin.user.id } });
        const reply = await admin.client.request(method, fillPath(pattern, fx), await validBody(pattern, method, fx));
        const count = (await db.adminActivity.count({ where: { actorId: admin.user.id } })) - before;
        if (reply.status < 300) {
          succeeded += 1;
          if (count < 1) wrong.push(`${route}: ${reply.status} but nothing logged`);
          const [row] = await rowsBy(admin.user.id, "desc");
          if (row && (!row.summary || row.actorLabel !== LABEL))
            wrong.push(`${route}: incomplete row ${JSON.stringify(row)}`);
        } else if (count !== 0) {
          wrong.push(`${route}: refused with ${reply.status} yet logged ${count} row(s)`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // The fixtures make most admin writes succeed, so the sweep checks real log rows, not only refusals.
    expect(succeeded).toBeGreaterThan(15);
  });
});

describe("a log row says who did what to which record", () => {
  it("creates, updates and deletes a worker with one row each, newest last, naming the worker", async () => {
    const actor = await signedIn("ADMIN");
    const name = unique("Logged Worker");
    const form = new FormData();
    form.set("name", name);
    form.set("role", "Driver");
    const made = await actor.client.post<{ worker: { id: string; idNumber: string } }>("/mnb/api/worker", form);
    expect(made.status).toBe(201);
    const id = made.body.worker.id;
    const edit = new FormData();
    edit.set("name", `${name} II`);
    edit.set("role", "Driver");
    expect((await actor.client.put(`/mnb/api/updateWorker/${id}`, edit)).status).toBe(200);
    expect((await actor.client.delete(`/mnb/api/deleteWorker/${id}`)).status).toBe(200);

    const rows = await rowsBy(actor.user.id);
    expect(rows.map((r) => [r.action, r.recordType, r.recordId])).toEqual([
      ["CREATE", "worker", id],
      ["UPDATE", "worker", id],
      ["DELETE", "worker", id],
    ]);
    expect(rows[0].summary).toBe(`${name} (${made.body.worker.idNumber})`);
    expect(rows[2].summary).toContain(`${name} II`);
    expect(rows.every((r) => r.actorLabel === LABEL)).toBe(true);
  });

  it("keeps the rows, under the admin's name, after that admin's account is gone", async () => {
    const actor = await signedIn("ADMIN");
    const form = new FormData();
    form.set("name", unique("Orphan Log"));
    form.set("role", "Guard");
    expect((await actor.client.post("/mnb/api/worker", form)).status).toBe(201);
    const [logged] = await rowsBy(actor.user.id);
    await db.user.delete({ where: { id: actor.user.id } });
    expect(await db.adminActivity.findUniqueOrThrow({ where: { id: logged.id } })).toMatchObject({
      actorId: null,
      actorLabel: LABEL,
      action: "CREATE",
    });
  });

  it("holds no secrets: an admin who creates a post with a password-like text sees only the title", async () => {
    const actor = await signedIn("ADMIN");
    const title = unique("Logged Post");
    const form = new FormData();
    form.set("title", title);
    form.set("content", "secret-body-text should never reach the log");
    form.set("author", "Admin");
    form.set("image", file(await pngBytes(), "p.png", "image/png"));
    const reply = await actor.client.post<{ post: { id: string } }>("/mnb/api/addPost", form);
    expect(reply.status).toBe(201);
    const rows = await rowsBy(actor.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "CREATE",
      recordType: "post",
      recordId: reply.body.post.id,
      summary: title,
    });
    expect(JSON.stringify(rows)).not.toContain("secret-body-text");
  });
});

describe("the row and the change are one transaction", () => {
  it("rolls the row back with a write that fails inside the transaction (an artist edit refused after its row was locked)", async () => {
    const actor = await signedIn("ADMIN");
    const artist = await db.artist.create({
      data: { name: unique("Locked Artist"), genre: "Afrobeats", imageUrl: "/files/images/x.png" },
    });
    const form = new FormData();
    form.set("name", "Renamed");
    form.set("genre", "Polka");
    const reply = await actor.client.put(`/mnb/api/updateArtist/${artist.id}`, form);
    expect(reply.status).toBe(422);
    expect(await rowsBy(actor.user.id)).toEqual([]);
    expect((await db.artist.findUniqueOrThrow({ where: { id: artist.id } })).name).toBe(artist.name);
  });

  it("writes neither the record nor the row when the write throws after changing the database", async () => {
    const actor = await signedIn("ADMIN");
    const name = unique("Never Worker");
    await expect(
      adminWrite(
        { id: actor.user.id, name: LABEL, email: actor.email },
        async (tx) => {
          await tx.worker.create({ data: { name, role: "Ghost" } });
          throw new Error("boom after the insert");
        },
        { action: "CREATE", type: "worker", summary: name },
      ),
    ).rejects.toThrow("boom");
    expect(await db.worker.count({ where: { name } })).toBe(0);
    expect(await rowsBy(actor.user.id)).toEqual([]);
  });

  it("logs nothing for a refused write: unknown record, invalid input, or a caller who is not an admin", async () => {
    const actor = await signedIn("ADMIN");
    expect((await actor.client.delete("/mnb/api/deleteWorker/no-such-worker")).status).toBe(404);
    expect((await actor.client.post("/mnb/api/worker", new FormData())).status).toBe(422);
    const user = await signedIn("USER");
    const form = new FormData();
    form.set("name", "Sneaky");
    form.set("role", "Spy");
    expect((await user.client.post("/mnb/api/worker", form)).status).toBe(403);
    expect((await new Client().post("/mnb/api/worker", form)).status).toBe(401);
    expect(await rowsBy(actor.user.id)).toEqual([]);
    expect(await db.adminActivity.count({ where: { actorId: user.user.id } })).toBe(0);
  });
});
