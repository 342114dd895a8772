// The post editor's server half: its live preview is the post page's own renderer behind the admin check, its pictures
// are stored and answered with their size, and a picture living only in a post's text (or one of its saved versions)
// counts as in use, so the daily purge of abandoned direct uploads never deletes it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { urlsInUse } from "@/lib/storage/in-use";
import { Client } from "@/testing/http";
import { file, pngBytes, postForm, signedIn, unique } from "@/testing/fixtures";

let admin: Awaited<ReturnType<typeof signedIn>>;
let user: Awaited<ReturnType<typeof signedIn>>;
const anon = new Client();

beforeAll(async () => {
  [admin, user] = await Promise.all([signedIn("ADMIN"), signedIn("USER")]);
});
afterAll(() => db.$disconnect());

const pictureForm = (picture: File) => {
  const form = new FormData();
  form.set("file", picture);
  return form;
};

describe("POST /mnb/api/posts/preview", () => {
  it("renders an admin's Markdown with the post renderer, sanitised", async () => {
    const reply = await admin.client.post<{ html: string }>("/mnb/api/posts/preview", {
      content: "## Hello\n\nSome **bold** and [a link](https://example.com/x)\n\n<script>alert(1)</script>",
    });
    expect(reply.status).toBe(200);
    expect(reply.body.html).toContain("<h2>Hello</h2>");
    expect(reply.body.html).toContain("<strong>bold</strong>");
    expect(reply.body.html).toContain('href="https://example.com/x"');
    expect(reply.body.html).not.toContain("<script");
    expect(reply.body.html).not.toContain("alert(1)");
  });

  it("answers an empty text with empty html", async () => {
    const reply = await admin.client.post<{ html: string }>("/mnb/api/posts/preview", { content: "" });
    expect(reply.status).toBe(200);
    expect(reply.body.html).toBe("");
  });

  it("refuses a signed-out caller (401) and a signed-in user (403)", async () => {
    expect((await anon.post("/mnb/api/posts/preview", { content: "x" })).status).toBe(401);
    expect((await user.client.post("/mnb/api/posts/preview", { content: "x" })).status).toBe(403);
  });
});

describe("POST /mnb/api/posts/images", () => {
  it("stores an admin's picture and answers its address and size", async () => {
    const picture = file(await pngBytes(64, 48), "crowd.png", "image/png");
    const reply = await admin.client.post<{ url: string; width: number; height: number }>(
      "/mnb/api/posts/images",
      pictureForm(picture),
    );
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ width: 64, height: 48 });
    expect(reply.body.url).toMatch(/^\/files\/post-image\/.+\.png$/);
    expect((await anon.get(reply.body.url)).status).toBe(200);
  });

  it("refuses a file that is not a picture (415) and a form without one (422)", async () => {
    const text = file(new TextEncoder().encode("just text"), "notes.png", "image/png");
    expect((await admin.client.post("/mnb/api/posts/images", pictureForm(text))).status).toBe(415);
    expect((await admin.client.post("/mnb/api/posts/images", new FormData())).status).toBe(422);
  });

  it("refuses a signed-out caller (401) and a signed-in user (403)", async () => {
    const picture = file(await pngBytes(), "a.png", "image/png");
    expect((await anon.post("/mnb/api/posts/images", pictureForm(picture))).status).toBe(401);
    expect((await user.client.post("/mnb/api/posts/images", pictureForm(picture))).status).toBe(403);
  });
});

describe("a picture in a post's text is in use", () => {
  it("counts for the post holding it and for a saved version of it, not before", async () => {
    const upload = await admin.client.post<{ url: string; width: number; height: number }>(
      "/mnb/api/posts/images",
      pictureForm(file(await pngBytes(40, 30), "body.png", "image/png")),
    );
    const url = upload.body.url;
    const other = "/files/post-image/never-used.png";
    expect(await urlsInUse([url, other])).toEqual(new Set());

    const form = await postForm({
      title: unique("Editor post"),
      content: `Intro\n\n![A stage](${url} =40x30)`,
      author: "Editor",
      format: "markdown",
    });
    const created = await admin.client.post<{ post: { id: string } }>("/mnb/api/addPost", form);
    expect(created.status).toBe(201);
    expect(await urlsInUse([url, other])).toEqual(new Set([url]));

    // The picture taken out of the text: the saved version still holds it (a restore brings it back).
    const edit = await postForm({ title: unique("Editor post"), content: "No picture now", format: "markdown" });
    expect((await admin.client.put(`/mnb/api/updatePost/${created.body.post.id}`, edit)).status).toBe(200);
    const revisions = await db.postRevision.count({
      where: { postId: created.body.post.id, content: { contains: url } },
    });
    expect(revisions).toBeGreaterThan(0);
    expect(await urlsInUse([url])).toEqual(new Set([url]));
  });
});
