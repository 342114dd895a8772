// Advert routes (Manage Adverts): admins write, everyone else is refused and changes nothing, bad payloads (missing
// fields, links that are not http/https, disguised or oversize images) write no row and leave no file, and every
// write shows on /advertise and GET /getAdverts at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Client } from "@/testing/http";
import { file, pngBytes, postForm, refusedWithoutWrites, signedIn, storedFileCount, unique } from "@/testing/fixtures";

type Advert = {
  _id: string;
  id: string;
  title: string;
  description: string;
  link: string;
  imageUrl: string | null;
  facebook: string | null;
  instagram: string | null;
  twitter: string | null;
  linkedin: string | null;
};

let admin: Awaited<ReturnType<typeof signedIn>>;
let user: Awaited<ReturnType<typeof signedIn>>;
const anon = new Client();

beforeAll(async () => {
  admin = await signedIn("ADMIN");
  user = await signedIn("USER");
});
afterAll(() => db.$disconnect());

const png = async (size = 32) => file(await pngBytes(size, size), "advert.png", "image/png");
const fields = (extra: Record<string, string> = {}) => ({
  title: unique("Acme"),
  description: "Sound systems for every party.",
  link: "https://acme.example/",
  facebook: "https://facebook.com/acme",
  instagram: "",
  twitter: "http://twitter.com/acme",
  linkedin: "",
  ...extra,
});

async function createAdvert(extra: Record<string, string> = {}, image?: File | null) {
  const form = await postForm(fields(extra), image === null ? undefined : (image ?? (await png())));
  return admin.client.post<{ message: string; advert: Advert }>("/mnb/api/adverts", form);
}

const listed = async () => (await anon.get<Advert[]>("/mnb/api/getAdverts")).body;
const advertiseHtml = async () => (await anon.get<string>("/advertise")).body;

/** A refused call: its status, and no advert row or stored file written. */
const unchanged = <R extends { status: number }>(call: () => Promise<R>, status: number) =>
  refusedWithoutWrites(() => db.advert.count(), call, status);

describe("POST /mnb/api/adverts", () => {
  it("creates an advert with its image and links, shown on /advertise and in GET /getAdverts at once", async () => {
    await advertiseHtml(); // cached before the write, so the write must expire it
    const reply = await createAdvert();
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe("Advert created successfully!");
    const { advert } = reply.body;
    expect(advert).toMatchObject({
      description: "Sound systems for every party.",
      link: "https://acme.example/",
      facebook: "https://facebook.com/acme",
      instagram: null,
      twitter: "http://twitter.com/acme",
      linkedin: null,
    });
    const image = await anon.get(advert.imageUrl!);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    // The list is the old client's: the picture's address absolute on the site, as the old client loads pictures.
    expect((await listed()).find((a) => a.id === advert.id)).toEqual({
      ...advert,
      imageUrl: `${process.env.SITE_URL}${advert.imageUrl}`,
    });
    expect(await advertiseHtml()).toContain(advert.title);
  });

  it("creates an advert without an image (the card shows its title instead)", async () => {
    const reply = await createAdvert({}, null);
    expect(reply.status).toBe(201);
    expect(reply.body.advert.imageUrl).toBeNull();
  });

  it("refuses anonymous (401) and user (403) callers and writes nothing", async () => {
    const f1 = await postForm(fields(), await png());
    await unchanged(() => anon.post("/mnb/api/adverts", f1), 401);
    const f2 = await postForm(fields(), await png());
    expect((await unchanged(() => user.client.post("/mnb/api/adverts", f2), 403)).body.code).toBe("forbidden");
  });

  it.each(["title", "description", "link"])("refuses a missing %s with 422 and writes nothing", async (field) => {
    const reply = await unchanged(() => createAdvert({ [field]: " " }), 422);
    expect(reply.body.message).toBe("Title, description and link are required.");
  });

  it.each([
    "javascript:alert(document.cookie)",
    "ftp://acme.example/ad",
    "data:text/html,<script>alert(1)</script>",
    "acme.example",
  ])("refuses the link %s, as partner link and as social link, and writes nothing", async (link) => {
    expect((await unchanged(() => createAdvert({ link }), 422)).body.message).toBe(
      "The link must be an http or https address.",
    );
    for (const social of ["facebook", "instagram", "twitter", "linkedin"]) {
      expect((await unchanged(() => createAdvert({ [social]: link }), 422)).body.message).toBe(
        "Social links must be http or https addresses.",
      );
    }
  });

  it.each([
    [
      "an HTML page named .png",
      new TextEncoder().encode("<!doctype html><html><script>alert(1)</script></html>"),
      "evil.png",
      "image/png",
    ],
    [
      "an SVG image",
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
      "logo.svg",
      "image/svg+xml",
    ],
    [
      "a text file called .jpg",
      new TextEncoder().encode("just some plain text, not a picture at all"),
      "photo.jpg",
      "image/jpeg",
    ],
  ])("refuses %s with 415 and writes nothing", async (_label, bytes, name, type) => {
    expect((await unchanged(() => createAdvert({}, file(bytes, name, type)), 415)).body.message).toMatch(
      /JPEG, PNG or WebP/,
    );
  });

  it("refuses an oversize image with 413 and writes nothing", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(await pngBytes());
    expect((await unchanged(() => createAdvert({}, file(big, "huge.png", "image/png")), 413)).body.message).toMatch(
      /too large/,
    );
  });
});

describe("PUT /mnb/api/updateAdvert/{id}", () => {
  it("replaces the fields, keeps the image when none is sent, and shows the change on /advertise at once", async () => {
    const { body } = await createAdvert();
    await advertiseHtml();
    const title = unique("Renamed Acme");
    const form = await postForm({
      ...fields({ title, description: "Now with lights.", link: "https://acme.example/new" }),
      facebook: "",
      linkedin: "https://linkedin.com/company/acme",
    });
    const reply = await admin.client.put<{ message: string; advert: Advert }>(
      `/mnb/api/updateAdvert/${body.advert.id}`,
      form,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe("Advert updated successfully!");
    expect(reply.body.advert).toEqual({
      ...body.advert,
      title,
      description: "Now with lights.",
      link: "https://acme.example/new",
      facebook: null,
      linkedin: "https://linkedin.com/company/acme",
    });
    expect((await anon.get(body.advert.imageUrl!)).status).toBe(200);
    expect((await listed()).find((a) => a.id === body.advert.id)?.title).toBe(title);
    const html = await advertiseHtml();
    expect(html).toContain(title);
    expect(html).not.toContain(body.advert.title);
  });

  it("replaces the image and removes the old file", async () => {
    const { body } = await createAdvert();
    const files = storedFileCount();
    const reply = await admin.client.put<{ advert: Advert }>(
      `/mnb/api/updateAdvert/${body.advert.id}`,
      await postForm(fields(), await png(48)),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.advert.imageUrl).not.toBe(body.advert.imageUrl);
    expect((await anon.get(reply.body.advert.imageUrl!)).status).toBe(200);
    expect((await anon.get(body.advert.imageUrl!)).status).toBe(404);
    expect(storedFileCount()).toBe(files);
  });

  it("refuses anonymous and user callers and changes nothing", async () => {
    const { body } = await createAdvert();
    const f1 = await postForm(fields({ title: "Hacked" }), await png());
    await unchanged(() => anon.put(`/mnb/api/updateAdvert/${body.advert.id}`, f1), 401);
    const f2 = await postForm(fields({ title: "Hacked" }), await png());
    await unchanged(() => user.client.put(`/mnb/api/updateAdvert/${body.advert.id}`, f2), 403);
    expect(await db.advert.findUniqueOrThrow({ where: { id: body.advert.id } })).toMatchObject({
      title: body.advert.title,
      imageUrl: body.advert.imageUrl,
    });
  });

  it("refuses bad links, missing fields and disguised images, and answers 404 for an unknown id, leaving no file", async () => {
    const { body } = await createAdvert();
    const path = `/mnb/api/updateAdvert/${body.advert.id}`;
    const bad = await unchanged(
      async () => admin.client.put(path, await postForm(fields({ link: "javascript:alert(1)" }), await png())),
      422,
    );
    expect(bad.body.message).toBe("The link must be an http or https address.");
    const blank = await unchanged(async () => admin.client.put(path, await postForm(fields({ title: "" }))), 422);
    expect(blank.body.message).toBe("Title, description and link are required.");
    const html = file(new TextEncoder().encode("<html><script>alert(1)</script></html>"), "x.png", "image/png");
    await unchanged(async () => admin.client.put(path, await postForm(fields(), html)), 415);
    const missing = await unchanged(
      async () => admin.client.put("/mnb/api/updateAdvert/no-such-advert", await postForm(fields(), await png())),
      404,
    );
    expect(missing.body.message).toBe("Advert not found.");
    expect(await db.advert.findUniqueOrThrow({ where: { id: body.advert.id } })).toMatchObject({
      title: body.advert.title,
      link: body.advert.link,
    });
  });
});

describe("DELETE /mnb/api/deleteAdvert/{id}", () => {
  it("refuses anonymous and user callers, then deletes the advert and its image for an admin, gone from /advertise at once", async () => {
    const { body } = await createAdvert();
    await unchanged(() => anon.delete(`/mnb/api/deleteAdvert/${body.advert.id}`), 401);
    await unchanged(() => user.client.delete(`/mnb/api/deleteAdvert/${body.advert.id}`), 403);
    expect(await advertiseHtml()).toContain(body.advert.title);
    const reply = await admin.client.delete(`/mnb/api/deleteAdvert/${body.advert.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: "Advert deleted successfully!" });
    expect(await db.advert.count({ where: { id: body.advert.id } })).toBe(0);
    expect((await anon.get(body.advert.imageUrl!)).status).toBe(404);
    expect((await listed()).some((a) => a.id === body.advert.id)).toBe(false);
    expect(await advertiseHtml()).not.toContain(body.advert.title);
  });

  it("answers 404 'Advert not found.' for an unknown id", async () => {
    expect((await unchanged(() => admin.client.delete("/mnb/api/deleteAdvert/no-such-advert"), 404)).body.message).toBe(
      "Advert not found.",
    );
  });
});
