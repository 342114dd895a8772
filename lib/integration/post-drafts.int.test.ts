// Drafts, scheduled posts, preview links and revisions: what is public when, the publish job's idempotence under
// concurrent runs, and the old client's addPost still publishing at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { utcToLagosLocal } from "@/lib/core/lagos-time";
import { POST_TEXT } from "@/lib/posts/copy";
import { Client } from "@/testing/http";
import { postForm, signedIn, signedInBrowser, unique } from "@/testing/fixtures";

type Post = { id: string; slug: string; title: string; status: string; publishAt: string | null; publishedAt: string };
type Revision = { id: string; title: string; editor: string; autosave: boolean; createdAt: string };

let admin: Awaited<ReturnType<typeof signedIn>>;
let user: Awaited<ReturnType<typeof signedIn>>;
/** The admin as a browser (session cookie): the editor's pages are read with it. */
let adminBrowser: Client;
const anon = new Client();
const html = async (path: string) => String((await anon.get(path)).body);
const cron = () =>
  anon.request<{ published: number }>("GET", "/mnb/api/cron/publish", undefined, {
    authorization: `Bearer ${env.CRON_SECRET}`,
  });
const inHours = (h: number) => utcToLagosLocal(new Date(Date.now() + h * 60 * 60 * 1000));

beforeAll(async () => {
  admin = await signedIn("ADMIN");
  user = await signedIn("USER");
  adminBrowser = await signedInBrowser(admin);
});
afterAll(() => db.$disconnect());

async function addPost(fields: Record<string, string> = {}) {
  const form = await postForm({
    title: unique("Draft title"),
    content: "Words not yet for the public.",
    author: "Editor",
    categories: "News",
    ...fields,
  });
  const reply = await admin.client.post<{ post: Post; message: string }>("/mnb/api/addPost", form);
  expect(reply.status).toBe(201);
  return reply.body.post;
}

/** The editor's multipart save (title and content are required on edit). */
async function updatePost(id: string, fields: Record<string, string>, by = admin) {
  const form = await postForm({ content: "Words not yet for the public.", author: "Editor", ...fields });
  return by.client.put<{ post: Post; message: string }>(`/mnb/api/updatePost/${id}`, form);
}

/** Every public place a post can show up, as an anonymous visitor sees it. */
async function publicSightings(post: Post) {
  const [list, page, simple, one, html, blog, feed, sitemap] = await Promise.all([
    anon.get<Post[]>("/mnb/api/getAllPosts"),
    anon.get<{ posts: Post[] }>("/mnb/api/getAllPosts?page=1"),
    anon.get<{ id: string }[]>("/mnb/api/posts"),
    anon.get(`/mnb/api/getPost/${post.slug}`),
    anon.get(`/post/${post.slug}`),
    anon.get("/blog"),
    anon.get("/feed.xml"),
    anon.get("/sitemap.xml"),
  ]);
  return {
    list: list.body.some((p) => p.id === post.id),
    page: page.body.posts.some((p) => p.id === post.id),
    simple: simple.body.some((p) => p.id === post.id),
    getPost: one.status,
    page404: html.status,
    blog: String(blog.body).includes(post.slug),
    feed: String(feed.body).includes(post.slug),
    sitemap: String(sitemap.body).includes(post.slug),
  };
}
const hidden = {
  list: false,
  page: false,
  simple: false,
  getPost: 404,
  page404: 404,
  blog: false,
  feed: false,
  sitemap: false,
};
const shown = {
  list: true,
  page: true,
  simple: true,
  getPost: 200,
  page404: 200,
  blog: true,
  feed: true,
  sitemap: true,
};

/** A preview link as a browser opens it: a working one is sent on to its page (307), any other answers 404. */
async function openPreview(path: string) {
  const reply = await anon.get(path);
  if (reply.status !== 307) return reply;
  expect(reply.headers.get("location")).toBe(`${path}/view`);
  return anon.get(reply.headers.get("location")!);
}

async function previewLinkOf(post: Post): Promise<string> {
  const page = await adminBrowser.get(`/admin/edit-post/${post.id}`);
  expect(page.status).toBe(200);
  const path = /href="(\/preview\/post\/[^"]+)"/.exec(String(page.body))?.[1];
  expect(path).toBeDefined();
  return path!;
}

describe("drafts", () => {
  it("keeps a draft out of every list, feed, sitemap and read until it is published, then shows it at once", async () => {
    const draft = await addPost({ status: "draft" });
    expect(draft).toMatchObject({ status: "draft", publishAt: null });
    expect(await publicSightings(draft)).toEqual(hidden);
    // Comments on a post nobody can see are refused like comments on a missing post.
    const comment = await anon.post(`/mnb/api/posts/${draft.slug}/comments`, {
      name: "Ada",
      email: "ada@example.com",
      text: "First!",
      rating: 5,
    });
    expect(comment.status).toBe(404);

    const published = await updatePost(draft.id, { title: draft.title, status: "published" });
    expect(published.status).toBe(200);
    expect(published.body.post.status).toBe("published");
    expect(new Date(published.body.post.publishedAt).getTime()).toBeGreaterThan(new Date(draft.publishedAt).getTime());
    expect(await publicSightings(draft)).toEqual(shown);
    // Newest published first: the post published just now leads the list, whenever it was written.
    expect((await anon.get<Post[]>("/mnb/api/getAllPosts")).body[0].id).toBe(draft.id);
  });

  it("lets an editor take a published post back to draft", async () => {
    const post = await addPost();
    expect(post.status).toBe("published");
    expect((await anon.get(`/mnb/api/getPost/${post.slug}`)).status).toBe(200);
    expect((await updatePost(post.id, { title: post.title, status: "draft" })).status).toBe(200);
    expect((await anon.get(`/mnb/api/getPost/${post.slug}`)).status).toBe(404);
    expect((await anon.get(`/post/${post.slug}`)).status).toBe(404);
  });

  it("keeps an edited published post's date and status when the edit sends no status (the old client)", async () => {
    const post = await addPost();
    const edited = await updatePost(post.id, { title: `${post.title} (fixed)` });
    expect(edited.body.post).toMatchObject({ status: "published", publishedAt: post.publishedAt });
  });

  it("shows a draft by its preview link only; a forged link answers 404 with its message and nothing of the post", async () => {
    const draft = await addPost({ status: "draft" });
    const path = await previewLinkOf(draft);
    const page = await openPreview(path);
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain(draft.title);
    expect(String(page.body)).toContain("This post is a draft.");
    expect(String(page.body)).toMatch(/<meta name="robots" content="noindex, nofollow"/);

    // One character of the signature changed.
    const at = path.length - 10;
    const changed = `${path.slice(0, at)}${path[at] === "x" ? "y" : "x"}${path.slice(at + 1)}`;
    const forged = await anon.get(changed);
    expect(forged.status).toBe(404);
    expect(forged.headers.get("cache-control")).toBe("no-store");
    expect(String(forged.body)).toContain(POST_TEXT.previewExpired);
    expect(String(forged.body)).not.toContain(draft.title);
    // Its page's own address, typed: the message and nothing of the post (that page cannot set a status).
    const typed = await anon.get(`${changed}/view`);
    expect(String(typed.body)).toContain(POST_TEXT.previewExpired);
    expect(String(typed.body)).not.toContain(draft.title);
  });

  // A review found the same link showing the draft, nothing once published, and the draft again once re-drafted.
  it("ends a preview link when the post is published, moved back to draft, or its links are revoked", async () => {
    const draft = await addPost({ status: "draft" });
    const shows = async (path: string) => {
      const reply = await openPreview(path);
      if (reply.status === 200) expect(String(reply.body)).toContain(draft.title);
      else expect(String(reply.body)).not.toContain(draft.title);
      return reply.status;
    };
    const first = await previewLinkOf(draft);
    expect(await shows(first)).toBe(200);

    expect((await updatePost(draft.id, { title: draft.title, status: "published" })).status).toBe(200);
    expect(await shows(first)).toBe(404);
    expect((await updatePost(draft.id, { title: draft.title, status: "draft" })).status).toBe(200);
    expect(await shows(first)).toBe(404);

    // The editor shows a new link, which works until the editor revokes it.
    const second = await previewLinkOf(draft);
    expect(second).not.toBe(first);
    expect(await shows(second)).toBe(200);
    // Only an admin revokes; a user is refused and the link keeps working.
    expect((await user.client.request("DELETE", `/mnb/api/posts/${draft.id}/preview-links`)).status).toBe(403);
    expect(await shows(second)).toBe(200);
    const revoked = await admin.client.request<{ message: string; preview: { path: string } }>(
      "DELETE",
      `/mnb/api/posts/${draft.id}/preview-links`,
    );
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe(POST_TEXT.previewsRevoked);
    expect(await shows(second)).toBe(404);
    expect(await shows(revoked.body.preview.path)).toBe(200);
    expect(await previewLinkOf(draft)).not.toBe(second);
    // Saving the draft again (no change of status) keeps its link.
    const third = await previewLinkOf(draft);
    expect((await updatePost(draft.id, { title: `${draft.title} (edited)`, status: "draft" })).status).toBe(200);
    expect((await openPreview(third)).status).toBe(200);
    // Scheduling keeps it too; publishing on schedule ends it.
    expect(
      (await updatePost(draft.id, { title: draft.title, status: "scheduled", publishAt: inHours(2) })).status,
    ).toBe(200);
    expect(await shows(third)).toBe(200);
    await db.post.update({ where: { id: draft.id }, data: { publishAt: new Date(Date.now() - 1000) } });
    expect((await cron()).status).toBe(200);
    expect(await shows(third)).toBe(404);
    expect(
      await db.adminActivity.count({ where: { recordId: draft.id, summary: { contains: "preview links revoked" } } }),
    ).toBe(1);
  });

  it("refuses a bad status or schedule with the form's message and writes nothing", async () => {
    const before = await db.post.count();
    for (const [fields, message] of [
      [{ status: "live" }, POST_TEXT.badStatus],
      [{ status: "scheduled" }, POST_TEXT.publishAtMissing],
      [{ status: "scheduled", publishAt: inHours(-2) }, POST_TEXT.publishAtPast],
    ] as const) {
      const form = await postForm({ title: unique("Bad"), content: "C", author: "A", ...fields });
      const reply = await admin.client.post("/mnb/api/addPost", form);
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      expect(reply.body.message).toBe(message);
    }
    expect(await db.post.count()).toBe(before);
  });
});

/** How many visits it took until `shown` (at most five, 300 ms apart; six when it never was). */
async function visitsUntil(shown: () => Promise<boolean>): Promise<number> {
  for (let visit = 1; visit <= 5; visit++) {
    if (await shown()) return visit;
    await new Promise((r) => setTimeout(r, 300));
  }
  return 6;
}

describe("scheduled posts", () => {
  it("stays hidden until its time, then the publish job makes it public once, dated at its time", async () => {
    const post = await addPost({ status: "scheduled", publishAt: inHours(3) });
    expect(post.status).toBe("scheduled");
    expect(post.publishAt).not.toBeNull();
    expect(await publicSightings(post)).toEqual(hidden);
    expect((await adminBrowser.get("/admin/manage-posts")).body).toContain("Scheduled");

    // The job before the time publishes nothing of ours.
    expect((await cron()).status).toBe(200);
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("SCHEDULED");

    // Due a second ago: lists are ordered by publishedAt (set to this time), and the post must be the newest to be on
    // page 1 of /blog and getAllPosts?page=1 (a minute ago put it behind the posts earlier tests made in that minute).
    const due = new Date(Date.now() - 1_000);
    await db.post.update({ where: { id: post.id }, data: { publishAt: due } });
    expect((await anon.get("/mnb/api/cron/publish")).status).toBe(401);
    expect((await admin.client.get("/mnb/api/cron/publish")).status).toBe(401);
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("SCHEDULED");

    const runs = await Promise.all([cron(), cron(), cron()]);
    expect(runs.map((r) => r.status)).toEqual([200, 200, 200]);
    const row = await db.post.findUniqueOrThrow({ where: { id: post.id } });
    expect(row).toMatchObject({ status: "PUBLISHED", publishAt: null, publishedAt: due });
    const logged = await db.adminActivity.findMany({
      where: { recordId: post.id, summary: { contains: "published on schedule" } },
    });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ actorId: null, actorLabel: "Scheduler" });
    expect(await publicSightings(post)).toEqual(shown);
    // A run after that has nothing left to do for it.
    await cron();
    expect(await db.adminActivity.count({ where: { recordId: post.id, summary: { contains: "on schedule" } } })).toBe(
      1,
    );
  });

  it("shows at its time on the pages without the publish job (a visit after the time refreshes the cached lists)", async () => {
    const at = new Date(Date.now() + 5_000);
    const localWithSeconds = new Date(at.getTime() + 60 * 60 * 1000).toISOString().slice(0, 19);
    const post = await addPost({ status: "scheduled", publishAt: localWithSeconds });
    // Cached before its time: the blog list without it, its page a 404 (only pages from here on: an API request runs
    // the due-work job, which would publish it and prove nothing about the reads).
    expect(await html("/blog")).not.toContain(post.title);
    expect((await anon.get(`/post/${post.slug}`)).status).toBe(404);

    await new Promise((r) => setTimeout(r, Math.max(0, at.getTime() - Date.now()) + 1_000));
    // The first visit after the time may still get the page cached before it (and starts its refresh); the next one
    // shows the post.
    expect(await visitsUntil(async () => (await html("/blog")).includes(post.title))).toBeLessThanOrEqual(2);
    expect(await visitsUntil(async () => (await anon.get(`/post/${post.slug}`)).status === 200)).toBeLessThanOrEqual(2);
    expect(String((await anon.get("/sitemap.xml")).body)).toContain(`/post/${post.slug}`);
    // Still SCHEDULED in the table: the reads showed it, not the job.
    const row = await db.post.findUniqueOrThrow({ where: { id: post.id } });
    expect(row).toMatchObject({ status: "SCHEDULED", publishedAt: row.publishAt });
    // The job then only tidies: same date, PUBLISHED.
    await cron();
    expect(await db.post.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({
      status: "PUBLISHED",
      publishedAt: row.publishAt,
    });
  });

  it("does not publish a post rescheduled or turned into a draft before its time", async () => {
    const post = await addPost({ status: "scheduled", publishAt: inHours(1) });
    await updatePost(post.id, { title: post.title, status: "draft" });
    await db.post.update({ where: { id: post.id }, data: { publishAt: new Date(Date.now() - 60_000) } });
    await cron();
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("DRAFT");
  });
});

describe("revisions", () => {
  it("keeps one revision per save, newest first, and restores an old one as a new save", async () => {
    const post = await addPost({ title: unique("First title") });
    await updatePost(post.id, { title: unique("Second title") });
    await updatePost(post.id, { title: unique("Third title") });
    const list = await admin.client.get<{ revisions: Revision[] }>(`/mnb/api/posts/${post.id}/revisions`);
    expect(list.status).toBe(200);
    expect(list.body.revisions).toHaveLength(3);
    expect(list.body.revisions[2].title).toBe(post.title);
    expect(list.body.revisions[0].title).toMatch(/^Third title/);
    expect(list.body.revisions.every((r) => r.editor.length > 0)).toBe(true);

    const first = list.body.revisions[2];
    const restored = await admin.client.post<{ post: Post; message: string }>(
      `/mnb/api/posts/${post.id}/revisions/${first.id}/restore`,
    );
    expect(restored.status).toBe(200);
    expect(restored.body.message).toBe(POST_TEXT.restored);
    expect(restored.body.post).toMatchObject({ title: post.title, status: "published" });
    expect((await anon.get<Post>(`/mnb/api/getPost/${post.slug}`)).body.title).toBe(post.title);
    const after = await admin.client.get<{ revisions: Revision[] }>(`/mnb/api/posts/${post.id}/revisions`);
    expect(after.body.revisions).toHaveLength(4);
    expect(after.body.revisions[0].title).toBe(post.title);
  });

  it("keeps one revision for a run of one editor's autosaves, and every deliberate save beside it", async () => {
    const post = await addPost({ status: "draft", autosave: "1" });
    const autosave = (title: string, by = admin) =>
      updatePost(post.id, { title, status: "draft", autosave: "1" }, by).then((r) => expect(r.status).toBe(200));
    const history = async () =>
      (await admin.client.get<{ revisions: Revision[] }>(`/mnb/api/posts/${post.id}/revisions`)).body.revisions.map(
        (r) => [r.title, r.autosave],
      );
    for (const n of [1, 2, 3]) await autosave(`${post.title} ${n}`);
    expect(await history()).toEqual([[`${post.title} 3`, true]]);

    // A deliberate save is a revision of its own; the next autosave starts a new one above it.
    expect((await updatePost(post.id, { title: `${post.title} saved`, status: "draft" })).status).toBe(200);
    await autosave(`${post.title} 4`);
    await autosave(`${post.title} 5`);
    expect(await history()).toEqual([
      [`${post.title} 5`, true],
      [`${post.title} saved`, false],
      [`${post.title} 3`, true],
    ]);

    // Another editor's autosave never overwrites this one's.
    const other = await signedIn("ADMIN");
    await autosave(`${post.title} other`, other);
    expect((await history())[0]).toEqual([`${post.title} other`, true]);
    expect((await history())[1]).toEqual([`${post.title} 5`, true]);

    // Only a draft's save can be an autosave: publishing with the mark is kept as a deliberate save.
    const published = await updatePost(post.id, { title: `${post.title} live`, status: "published", autosave: "1" });
    expect(published.status).toBe(200);
    expect((await history())[0]).toEqual([`${post.title} live`, false]);

    const bad = await updatePost(post.id, { title: post.title, autosave: "yes" });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe(POST_TEXT.badAutosave);
    expect(await history()).toHaveLength(5);
    // The activity log has an entry per version kept, not per autosave: the deliberate save, the autosave that began
    // a new run, the other editor's and the publish.
    expect(await db.adminActivity.count({ where: { recordId: post.id, action: "UPDATE" } })).toBe(4);
  });

  it("answers an unknown revision with 404 and refuses callers who are not admins", async () => {
    const post = await addPost();
    const missing = await admin.client.post(`/mnb/api/posts/${post.id}/revisions/clnosuchrevision0/restore`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(POST_TEXT.revisionNotFound);
    const [revision] = (await admin.client.get<{ revisions: Revision[] }>(`/mnb/api/posts/${post.id}/revisions`)).body
      .revisions;
    expect((await anon.post(`/mnb/api/posts/${post.id}/revisions/${revision.id}/restore`)).status).toBe(401);
    expect((await user.client.post(`/mnb/api/posts/${post.id}/revisions/${revision.id}/restore`)).status).toBe(403);
    expect((await user.client.get(`/mnb/api/posts/${post.id}/revisions`)).status).toBe(403);
    expect((await admin.client.get("/mnb/api/posts/clnosuchpost00000/revisions")).status).toBe(404);
  });
});
