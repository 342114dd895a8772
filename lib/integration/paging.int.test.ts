// Paged reads: the blog list (summaries only, the old array without ?page), song comments and spotlight replies come
// a page at a time with their totals, and the shared page rule (nonsense → page 1, too big → clamped).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Client } from "@/testing/http";
import { postForm, signedIn, unique } from "@/testing/fixtures";
import { publicPosts } from "@/lib/posts/posts";

type PageMeta = { page: number; totalPages: number; total: number };
type PostSummary = { id: string; slug: string; title: string; preview: string; content: string; categories: string[] };
type SongComment = { id: string; username: string | null; text: string };
type Reply = { id: string; name: string; content: string };
type Comment = { id: string; replies: Reply[]; repliesCount: number };

const anon = new Client();
const LONG_TEXT = `${"Lagos   nights\n\nand ".repeat(40)}the end.`;
let admin: Awaited<ReturnType<typeof signedIn>>;
let post: { id: string; slug: string };

beforeAll(async () => {
  admin = await signedIn("ADMIN");
  const form = await postForm({
    title: unique("Paging post"),
    content: LONG_TEXT,
    author: "Tester",
    categories: "Music",
  });
  const created = await admin.client.post<{ post: { id: string; slug: string } }>("/mnb/api/addPost", form);
  expect(created.status).toBe(201);
  post = created.body.post;
});
afterAll(() => db.$disconnect());

describe("GET /mnb/api/getAllPosts", () => {
  it("answers the old array without ?page, with summaries only: the excerpt, never the full text", async () => {
    const list = await anon.get<PostSummary[]>("/mnb/api/getAllPosts");
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    const mine = list.body.find((p) => p.id === post.id)!;
    const excerpt = `${LONG_TEXT.replace(/\s+/g, " ").trim().slice(0, 75)}...`;
    expect(mine).toMatchObject({ slug: post.slug, categories: ["Music"], preview: excerpt, content: excerpt });
    for (const p of list.body) expect(p.content.length).toBeLessThanOrEqual(78);
  });

  it("pages nine summaries at a time with ?page, newest first", async () => {
    // Public: published, and scheduled ones whose time has come (another file may have made one).
    const total = await db.post.count({ where: publicPosts(new Date()) });
    const first = await anon.get<PageMeta & { posts: PostSummary[] }>("/mnb/api/getAllPosts?page=1");
    expect(first.body).toMatchObject({ page: 1, total, totalPages: Math.max(1, Math.ceil(total / 9)) });
    expect(first.body.posts.length).toBe(Math.min(total, 9));
    expect(first.body.posts[0].id).toBe(post.id);
    const past = await anon.get<PageMeta & { posts: PostSummary[] }>(
      `/mnb/api/getAllPosts?page=${first.body.totalPages + 1}`,
    );
    expect(past.body).toMatchObject({ posts: [], page: first.body.totalPages + 1, totalPages: first.body.totalPages });
  });

  it("reads nonsense as page 1 and clamps a huge page to the maximum", async () => {
    expect((await anon.get<PageMeta>("/mnb/api/getAllPosts?page=abc")).body.page).toBe(1);
    expect((await anon.get<PageMeta>("/mnb/api/getAllPosts?page=-4")).body.page).toBe(1);
    expect((await anon.get<PageMeta>("/mnb/api/getAllPosts?page=99999999")).body.page).toBe(10_000);
  });

  it("serves the blog page by page", async () => {
    const page = await anon.get("/blog?page=1");
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('aria-label="Blog pages"');
  });

  it("serves later blog pages from the page cache instead of rendering them per request", async () => {
    // Enough posts for a second page, whatever else this database holds.
    const missing = Math.max(0, 10 - (await db.post.count({ where: { status: "PUBLISHED" } })));
    await db.post.createMany({
      data: Array.from({ length: missing }, () => ({
        slug: unique("filler"),
        title: "Filler",
        content: "Filler text",
        categories: [],
      })),
    });
    // Rows written straight to the database: one write through the API expires the post lists they predate.
    const form = await postForm({
      title: unique("Paging post"),
      content: "Text",
      author: "Tester",
      categories: "Music",
    });
    expect((await admin.client.post("/mnb/api/addPost", form)).status).toBe(201);
    const first = await anon.get("/blog?page=2");
    expect(first.status).toBe(200);
    expect(String(first.body)).toMatch(/Page (<!-- -->)?2(<!-- -->)? of/);
    const again = await anon.get("/blog?page=2");
    // Next marks answers from its page cache; a page rendered per request carries no such header.
    expect(again.headers.get("x-nextjs-cache")).toMatch(/HIT|STALE/);
  });
});

describe("song comments", () => {
  const slug = unique("paging-song");

  beforeAll(async () => {
    await db.song.create({
      data: {
        slug,
        title: "Paging Song",
        artist: "Tester",
        audioUrl: "/files/audio/paging.wav",
        releaseDate: new Date(Date.UTC(2001, 0, 1)),
      },
    });
    for (let n = 1; n <= 12; n++) {
      expect(
        (await anon.post(`/mnb/api/addComment/${slug}`, { text: `Comment ${n}`, username: `Fan ${n}` })).status,
      ).toBe(201);
    }
  });

  it("come ten at a time with the song, with the total count", async () => {
    const song = await anon.get<{ comments: SongComment[]; commentsCount: number }>(`/mnb/api/songs/${slug}`);
    expect(song.body.commentsCount).toBe(12);
    expect(song.body.comments.map((c) => c.text)).toEqual(Array.from({ length: 10 }, (_, i) => `Comment ${i + 1}`));
  });

  it("page through GET /songs/{slug}/comments, oldest first", async () => {
    const first = await anon.get<PageMeta & { comments: SongComment[] }>(`/mnb/api/songs/${slug}/comments`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, totalPages: 2, total: 12 });
    expect(first.body.comments).toHaveLength(10);
    const second = await anon.get<PageMeta & { comments: SongComment[] }>(`/mnb/api/songs/${slug}/comments?page=2`);
    expect(second.body).toMatchObject({ page: 2, totalPages: 2, total: 12 });
    expect(second.body.comments.map((c) => [c.username, c.text])).toEqual([
      ["Fan 11", "Comment 11"],
      ["Fan 12", "Comment 12"],
    ]);
  });

  it("answer 404 for an unknown song", async () => {
    const missing = await anon.get(`/mnb/api/songs/${unique("no-such-song")}/comments`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Song not found (404)");
  });
});

describe("spotlight replies", () => {
  let commentId: string;
  const reply = (n: number) => ({ name: `Replier ${n}`, email: `replier${n}@example.com`, content: `Reply ${n}` });

  beforeAll(async () => {
    const created = await anon.post<Comment>("/mnb/api/style-spotlight/comment", {
      name: "Reader",
      email: "reader@example.com",
      content: "Thread with many replies",
      rating: 4,
    });
    commentId = created.body.id;
    for (let n = 1; n <= 6; n++) await anon.post(`/mnb/api/style-spotlight/comment/${commentId}/reply`, reply(n));
  });

  it("come five at a time inside the comment, with the total count", async () => {
    const list = await anon.get<{ comments: Comment[] }>("/mnb/api/style-spotlight/comments?page=1");
    const thread = list.body.comments.find((c) => c.id === commentId)!;
    expect(thread.repliesCount).toBe(6);
    expect(thread.replies.map((r) => r.content)).toEqual(["Reply 1", "Reply 2", "Reply 3", "Reply 4", "Reply 5"]);
  });

  it("page through GET /style-spotlight/comment/{id}/replies, oldest first, without emails", async () => {
    const second = await anon.get<PageMeta & { replies: Reply[] }>(
      `/mnb/api/style-spotlight/comment/${commentId}/replies?page=2`,
    );
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ page: 2, totalPages: 2, total: 6 });
    expect(second.body.replies.map((r) => r.content)).toEqual(["Reply 6"]);
    expect(JSON.stringify(second.body)).not.toContain("@example.com");
  });

  it("answer a reply past the first page with that reply in the comment", async () => {
    const answer = await anon.post<{ content: string; comment: Comment }>(
      `/mnb/api/style-spotlight/comment/${commentId}/reply`,
      reply(7),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.content).toBe("Reply 7");
    expect(answer.body.comment.repliesCount).toBe(7);
    expect(answer.body.comment.replies.map((r) => r.content)).toEqual([
      "Reply 1",
      "Reply 2",
      "Reply 3",
      "Reply 4",
      "Reply 5",
      "Reply 7",
    ]);
  });

  it("answer 404 for an unknown comment", async () => {
    const missing = await anon.get("/mnb/api/style-spotlight/comment/no-such-comment/replies");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Comment not found.");
  });
});

describe("text with a NUL character", () => {
  it("is refused with 422 before it reaches Postgres", async () => {
    const before = await db.spotlightComment.count();
    const answer = await anon.post("/mnb/api/style-spotlight/comment", {
      name: "Nul\u0000",
      email: "nul@example.com",
      content: "Hi",
      rating: 3,
    });
    expect(answer.status).toBe(422);
    expect(await db.spotlightComment.count()).toBe(before);
  });
});
