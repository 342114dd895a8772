// Our Partners calls: partnership requests are read, edited and deleted by admins only (anonymous 401, user 403,
// nothing changed), listed newest first a page at a time, checked by the public form's own schema, 404 for unknown
// ids, and every change is in the activity log exactly when it happened — naming the sender, never the message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Client } from "@/testing/http";
import { signedIn, unique } from "@/testing/fixtures";

type Partner = { _id: string; id: string; name: string; email: string; message: string; createdAt: string };
type PartnerPage = { partnerships: Partner[]; page: number; totalPages: number; total: number };

let admin: Awaited<ReturnType<typeof signedIn>>;
let user: Awaited<ReturnType<typeof signedIn>>;
const anon = new Client();

beforeAll(async () => {
  admin = await signedIn("ADMIN");
  user = await signedIn("USER");
});
afterAll(() => db.$disconnect());

/** A request as the home page's form sends it (through the public API), then found by its unique name. */
async function sendRequest(name = unique("Kemi Partner")) {
  const reply = await new Client().post("/mnb/api/partnership", {
    name,
    email: `${unique("kemi")}@example.com`,
    message: "We would like to sponsor a show.",
  });
  expect(reply.status).toBe(201);
  return db.partnershipRequest.findFirstOrThrow({ where: { name } });
}

const snapshot = (id: string) => db.partnershipRequest.findUnique({ where: { id } });
const activity = (recordId: string) =>
  db.adminActivity.findMany({ where: { recordId }, orderBy: { createdAt: "asc" } });
const partnerActivityCount = () => db.adminActivity.count({ where: { recordType: "partner" } });

describe("GET /mnb/api/partnerships", () => {
  it("lists requests newest first, a page at a time, searchable by name or email, for admins only", async () => {
    const tag = unique("paged");
    const sent = [];
    for (let i = 0; i < 3; i++) sent.push(await sendRequest(`${tag} ${i}`));
    const first = await admin.client.get<PartnerPage>(`/mnb/api/partnerships?search=${tag}&limit=2`);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.body).toMatchObject({ page: 1, totalPages: 2, total: 3 });
    expect(first.body.partnerships.map((p) => p.name)).toEqual([`${tag} 2`, `${tag} 1`]);
    expect(first.body.partnerships[0]).toEqual({
      _id: sent[2].id,
      id: sent[2].id,
      name: sent[2].name,
      email: sent[2].email,
      message: sent[2].message,
      createdAt: sent[2].createdAt.toISOString(),
    });
    const second = await admin.client.get<PartnerPage>(`/mnb/api/partnerships?search=${tag}&limit=2&page=2`);
    expect(second.body.partnerships.map((p) => p.name)).toEqual([`${tag} 0`]);
    const byEmail = await admin.client.get<PartnerPage>(
      `/mnb/api/partnerships?search=${encodeURIComponent(sent[1].email)}&page=1`,
    );
    expect(byEmail.body.partnerships.map((p) => p.id)).toEqual([sent[1].id]);
    // The old client's call, without ?page or ?limit: one array it can .map, newest first.
    const unpaged = await admin.client.get<PartnerPage["partnerships"]>("/mnb/api/partnerships");
    expect(Array.isArray(unpaged.body)).toBe(true);
    expect(unpaged.body.slice(0, 3).map((p) => p.id)).toEqual([sent[2].id, sent[1].id, sent[0].id]);
    expect(unpaged.body.length).toBeGreaterThanOrEqual(3);
    expect(unpaged.body.length).toBeLessThanOrEqual(500);
    const searched = await admin.client.get<PartnerPage["partnerships"]>(`/mnb/api/partnerships?search=${tag}`);
    expect(searched.body.map((p) => p.name)).toEqual([`${tag} 2`, `${tag} 1`, `${tag} 0`]);
    expect((await anon.get("/mnb/api/partnerships")).status).toBe(401);
    expect((await user.client.get("/mnb/api/partnerships")).status).toBe(403);
  });
});

describe("PUT /mnb/api/partnership/{id}", () => {
  it("replaces name, email and message and logs the change by the sender's name", async () => {
    const request = await sendRequest();
    const reply = await admin.client.put<{ message: string; partner: Partner }>(`/mnb/api/partnership/${request.id}`, {
      name: "Kemi Adeyemi",
      email: "KEMI@Example.com",
      message: "Corrected: a sponsorship for two shows.",
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe("Partner updated");
    expect(reply.body.partner).toMatchObject({
      id: request.id,
      name: "Kemi Adeyemi",
      email: "kemi@example.com",
      message: "Corrected: a sponsorship for two shows.",
    });
    expect(await snapshot(request.id)).toMatchObject({ name: "Kemi Adeyemi", email: "kemi@example.com" });
    const [logged] = await activity(request.id);
    expect(logged).toMatchObject({
      action: "UPDATE",
      recordType: "partner",
      actorId: admin.user.id,
      summary: "Kemi Adeyemi <kemi@example.com>",
    });
    expect(logged.summary).not.toContain("sponsorship");
  });

  it("refuses anonymous and user callers, invalid bodies and unknown ids, changing and logging nothing", async () => {
    const request = await sendRequest();
    const path = `/mnb/api/partnership/${request.id}`;
    const [before, logged] = [await snapshot(request.id), await partnerActivityCount()];
    const body = { name: "Hacked", email: "hacker@example.com", message: "Hacked" };
    expect((await anon.put(path, body)).status).toBe(401);
    expect((await user.client.put(path, body)).status).toBe(403);
    const blank = await admin.client.put(path, { ...body, message: " " });
    expect([blank.status, blank.body.message]).toEqual([422, "Please fill in all fields!"]);
    const badEmail = await admin.client.put(path, { ...body, email: "nope" });
    expect([badEmail.status, badEmail.body.message]).toEqual([422, "Please enter a valid email address."]);
    const unknown = await admin.client.put("/mnb/api/partnership/no-such-request", body);
    expect([unknown.status, unknown.body.message]).toEqual([404, "Partner not found"]);
    expect(await snapshot(request.id)).toEqual(before);
    expect(await partnerActivityCount()).toBe(logged);
  });
});

describe("DELETE /mnb/api/partnership/{id}", () => {
  it("refuses anonymous and user callers, then deletes the request for an admin and logs it; a second delete is 404", async () => {
    const request = await sendRequest();
    const path = `/mnb/api/partnership/${request.id}`;
    const logged = await partnerActivityCount();
    expect((await anon.delete(path)).status).toBe(401);
    expect((await user.client.delete(path)).status).toBe(403);
    expect(await snapshot(request.id)).not.toBeNull();
    expect(await partnerActivityCount()).toBe(logged);
    const reply = await admin.client.delete(path);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: "Partner deleted" });
    expect(await snapshot(request.id)).toBeNull();
    expect((await activity(request.id)).map((a) => [a.action, a.summary])).toEqual([
      ["DELETE", `${request.name} <${request.email}>`],
    ]);
    const again = await admin.client.delete(path);
    expect([again.status, again.body.message]).toEqual([404, "Partner not found"]);
    expect(await partnerActivityCount()).toBe(logged + 1);
  });
});
