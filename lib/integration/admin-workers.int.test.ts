// Manage Workers Identity calls: identity records are admin-only (reads too), the ID number is the server's — unique,
// never taken from the form and never given out again after a delete — and bad payloads write no row and no file.
// Photos are identity documents: stored privately, served only to admins (no-store), each view logged.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Client } from "@/testing/http";
import { file, pngBytes, postForm, signedIn, storedFileCount, unique } from "@/testing/fixtures";
import { mkdirSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";

type Worker = {
  _id: string;
  id: string;
  number: number;
  idNumber: string;
  name: string;
  role: string;
  photo: string | null;
};

let admin: Awaited<ReturnType<typeof signedIn>>;
let user: Awaited<ReturnType<typeof signedIn>>;
const anon = new Client();

beforeAll(async () => {
  admin = await signedIn("ADMIN");
  user = await signedIn("USER");
});
afterAll(() => db.$disconnect());

const png = async (name = "photo.png", size = 32) => file(await pngBytes(size, size), name, "image/png");

async function workerForm(fields: Record<string, string>, photo?: File) {
  const form = await postForm(fields);
  if (photo) form.set("photo", photo);
  return form;
}

const addWorker = async (fields: Record<string, string> = {}, photo?: File) =>
  admin.client.post<{ message: string; worker: Worker }>(
    "/mnb/api/worker",
    await workerForm({ name: unique("Musa Bello"), role: "Driver", ...fields }, photo),
  );

const UPLOAD_DIR = process.env.UPLOAD_DIR ?? ".data/test-uploads";
const PRIVATE_DIR = process.env.PRIVATE_UPLOAD_DIR ?? `${UPLOAD_DIR}-private`;
const allFiles = () => storedFileCount(UPLOAD_DIR) + storedFileCount(PRIVATE_DIR);

async function expectNothingWritten(act: () => Promise<void>) {
  const [rows, files] = [await db.worker.findMany({ orderBy: { number: "asc" } }), allFiles()];
  await act();
  expect(await db.worker.findMany({ orderBy: { number: "asc" } })).toEqual(rows);
  expect(allFiles()).toBe(files);
}

/** The photo route's path (the answer's `photo` is its absolute address on SITE_URL). */
const photoPath = (worker: Worker) => new URL(worker.photo!).pathname;
const storedPhoto = async (id: string) => (await db.worker.findUniqueOrThrow({ where: { id } })).photoUrl;
const privateFileExists = (url: string) => existsSync(path.join(PRIVATE_DIR, url.slice("private:".length)));

const disguised: [string, File, number][] = [
  [
    "an HTML page named .png",
    file(new TextEncoder().encode("<!doctype html><html><script>alert(1)</script></html>"), "evil.png", "image/png"),
    415,
  ],
  [
    "an SVG image",
    file(
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
      "logo.svg",
      "image/svg+xml",
    ),
    415,
  ],
  ["an image over 5 MB", file(new Uint8Array(5 * 1024 * 1024 + 10).fill(1, 0, 8), "huge.png", "image/png"), 413],
];

describe("POST /mnb/api/worker", () => {
  it("adds a worker with a photo and a server-assigned ID number, ignoring any number the form sends", async () => {
    const taken = (await addWorker()).body.worker;
    const name = unique("Ngozi Ade");
    const reply = await addWorker(
      { name, role: "Camera Operator", number: String(taken.number), idNumber: taken.idNumber },
      await png(),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe("Worker created successfully");
    const { worker } = reply.body;
    expect(worker).toMatchObject({ name, role: "Camera Operator", _id: worker.id });
    expect(worker.idNumber).toBe(`MNB-${String(worker.number).padStart(4, "0")}`);
    expect(worker.number).toBe((await db.worker.findUniqueOrThrow({ where: { id: worker.id } })).number);
    expect(worker.number).toBeGreaterThan(taken.number);
    expect(photoPath(worker)).toBe(`/mnb/api/workers/${worker.id}/photo`);
    const photo = await admin.client.get(photoPath(worker));
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/png");
  });

  it("gives workers added at the same time distinct numbers", async () => {
    const replies = await Promise.all(Array.from({ length: 6 }, () => addWorker()));
    expect(replies.map((r) => r.status)).toEqual(Array(6).fill(201));
    const numbers = replies.map((r) => r.body.worker.number);
    expect(new Set(numbers).size).toBe(6);
    expect(new Set(replies.map((r) => r.body.worker.idNumber)).size).toBe(6);
  });

  it("never hands a deleted worker's number to a new one", async () => {
    const gone = (await addWorker()).body.worker;
    expect((await admin.client.delete(`/mnb/api/deleteWorker/${gone.id}`)).status).toBe(200);
    const next = (await addWorker()).body.worker;
    expect(next.number).toBeGreaterThan(gone.number);
    expect(await db.worker.count({ where: { number: gone.number } })).toBe(0);
  });

  it("adds a worker without a photo", async () => {
    const reply = await addWorker();
    expect(reply.status).toBe(201);
    expect(reply.body.worker.photo).toBeNull();
  });

  it("refuses anonymous (401) and user (403) callers and writes nothing", async () => {
    const form = await workerForm({ name: unique("Intruder"), role: "None" }, await png());
    await expectNothingWritten(async () => {
      expect((await anon.post("/mnb/api/worker", form)).status).toBe(401);
      expect((await user.client.post("/mnb/api/worker", form)).status).toBe(403);
    });
  });

  it.each([
    ["no name", { name: "" }],
    ["no role", { role: " " }],
  ])("refuses %s with 'Name and role are required' and writes nothing", async (_label, fields) => {
    const photo = await png();
    await expectNothingWritten(async () => {
      const reply = await addWorker(fields, photo);
      expect(reply.status).toBe(422);
      expect(reply.body.message).toBe("Name and role are required");
    });
  });

  it.each(disguised)("refuses %s and writes nothing", async (_label, photo, status) => {
    await expectNothingWritten(async () => {
      expect((await addWorker({}, photo)).status).toBe(status);
    });
  });
});

describe("GET /mnb/api/workers", () => {
  it("lists every worker with the ID number for admins only", async () => {
    const { worker } = (await addWorker()).body;
    const list = await admin.client.get<Worker[]>("/mnb/api/workers");
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("no-store");
    expect(list.body.find((w) => w.id === worker.id)).toMatchObject({ idNumber: worker.idNumber, name: worker.name });
    expect((await anon.get("/mnb/api/workers")).status).toBe(401);
    expect((await user.client.get("/mnb/api/workers")).status).toBe(403);
  });
});

describe("PUT /mnb/api/updateWorker/{id}", () => {
  it("changes name, role and photo (removing the old file); the ID number stays", async () => {
    const { worker } = (await addWorker({}, await png("old.png"))).body;
    const old = await storedPhoto(worker.id);
    const reply = await admin.client.put<{ message: string; worker: Worker }>(
      `/mnb/api/updateWorker/${worker.id}`,
      await workerForm({ name: "Renamed Worker", role: "Studio Manager", number: "99999" }, await png("new.png", 48)),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe("Worker updated successfully");
    expect(reply.body.worker).toMatchObject({
      name: "Renamed Worker",
      role: "Studio Manager",
      number: worker.number,
      idNumber: worker.idNumber,
    });
    const [before, after] = [old, await storedPhoto(worker.id)];
    expect(after).not.toBe(before);
    expect(privateFileExists(before!)).toBe(false);
    expect(privateFileExists(after!)).toBe(true);
    expect((await admin.client.get(photoPath(reply.body.worker))).status).toBe(200);
  });

  it("keeps the photo when no new one is sent", async () => {
    const { worker } = (await addWorker({}, await png())).body;
    const before = await storedPhoto(worker.id);
    const reply = await admin.client.put<{ worker: Worker }>(
      `/mnb/api/updateWorker/${worker.id}`,
      await workerForm({ name: "Same Photo", role: "Driver" }),
    );
    expect(reply.body.worker.photo).toBe(worker.photo);
    expect(await storedPhoto(worker.id)).toBe(before);
  });

  it("refuses anonymous and user callers and bad payloads, changing nothing", async () => {
    const { worker } = (await addWorker({}, await png())).body;
    const path = `/mnb/api/updateWorker/${worker.id}`;
    await expectNothingWritten(async () => {
      const form = await workerForm({ name: "Hacked", role: "Hacker" }, await png());
      expect((await anon.put(path, form)).status).toBe(401);
      expect((await user.client.put(path, form)).status).toBe(403);
      const missing = await admin.client.put(path, await workerForm({ name: "Only a name" }, await png()));
      expect(missing.status).toBe(422);
      expect(missing.body.message).toBe("Name and role are required");
      for (const [, photo, status] of disguised)
        expect((await admin.client.put(path, await workerForm({ name: "A", role: "B" }, photo))).status).toBe(status);
    });
  });

  it("answers 404 'Worker not found' for an unknown id", async () => {
    const reply = await admin.client.put(
      "/mnb/api/updateWorker/no-such-worker",
      await workerForm({ name: "A", role: "B" }),
    );
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe("Worker not found");
  });
});

describe("DELETE /mnb/api/deleteWorker/{id}", () => {
  it("refuses anonymous and user callers, then removes the worker and the photo for an admin", async () => {
    const { worker } = (await addWorker({}, await png())).body;
    await expectNothingWritten(async () => {
      expect((await anon.delete(`/mnb/api/deleteWorker/${worker.id}`)).status).toBe(401);
      expect((await user.client.delete(`/mnb/api/deleteWorker/${worker.id}`)).status).toBe(403);
    });
    const reply = await admin.client.delete(`/mnb/api/deleteWorker/${worker.id}`);
    expect(reply.body).toEqual({ message: "Worker deleted successfully" });
    expect(await db.worker.count({ where: { id: worker.id } })).toBe(0);
    expect((await admin.client.get(photoPath(worker))).status).toBe(404);
    expect((await admin.client.delete(`/mnb/api/deleteWorker/${worker.id}`)).status).toBe(404);
  });
});

describe("GET /mnb/api/workers/{id}/photo", () => {
  it("keeps the photo out of public storage and serves it to admins only, no-store, logging each view", async () => {
    const publicFiles = storedFileCount(UPLOAD_DIR);
    const { worker } = (await addWorker({}, await png())).body;
    expect(storedFileCount(UPLOAD_DIR)).toBe(publicFiles);
    const stored = await storedPhoto(worker.id);
    expect(stored).toMatch(/^private:worker-photo\//);
    expect((await anon.get(photoPath(worker))).status).toBe(401);
    expect((await user.client.get(photoPath(worker))).status).toBe(403);
    const views = () =>
      db.adminActivity.count({ where: { action: "VIEW", recordType: "worker", recordId: worker.id } });
    expect(await views()).toBe(0);
    for (let i = 0; i < 2; i++) {
      const reply = await admin.client.get(photoPath(worker));
      expect(reply.status).toBe(200);
      expect(reply.headers.get("cache-control")).toMatch(/no-store/);
      expect(reply.headers.get("x-content-type-options")).toBe("nosniff");
    }
    expect(await views()).toBe(2);
    const [entry] = await db.adminActivity.findMany({ where: { action: "VIEW", recordId: worker.id }, take: 1 });
    expect(entry).toMatchObject({ actorId: admin.user.id, summary: `Photo of ${worker.name} (${worker.idNumber})` });
  });

  it("answers 404 for a worker without a photo and for an unknown worker, logging nothing", async () => {
    const { worker } = (await addWorker()).body;
    expect(worker.photo).toBeNull();
    const none = await admin.client.get(`/mnb/api/workers/${worker.id}/photo`);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe("This worker has no photo.");
    expect((await admin.client.get("/mnb/api/workers/no-such-worker/photo")).body.message).toBe("Worker not found");
    expect(await db.adminActivity.count({ where: { action: "VIEW", recordId: worker.id } })).toBe(0);
  });

  it("moves a photo stored publicly before into private storage on its first view; its public address stops working", async () => {
    const name = `image/legacy-${unique("w")}.png`;
    mkdirSync(path.join(UPLOAD_DIR, "image"), { recursive: true });
    writeFileSync(path.join(UPLOAD_DIR, name), await pngBytes(20, 20));
    const legacy = await db.worker.create({
      data: { name: unique("Legacy Worker"), role: "Driver", photoUrl: `/files/${name}` },
    });
    expect((await anon.get(`/files/${name}`)).status).toBe(200);
    const reply = await admin.client.get(`/mnb/api/workers/${legacy.id}/photo`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("image/png");
    expect(await storedPhoto(legacy.id)).toMatch(/^private:worker-photo\//);
    expect((await anon.get(`/files/${name}`)).status).toBe(404);
    expect((await admin.client.get(`/mnb/api/workers/${legacy.id}/photo`)).status).toBe(200);
  });
});
