// A post's body is rendered once, at save (docs/features/posts.md "Rendered once"): the page and the feed show the
// body as stored, not a render of the text; every save that changes the text (an edit, a restore) stores it again; a
// row with no body stored under the server's render key (written before the column, or by the seed) shows exactly as
// a saved one, its read writes nothing, and the due work (the publish job) stores it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { utcToLagosLocal } from "@/lib/core/lagos-time";
import type { Prisma } from "@/lib/generated/prisma/client";
import { Client } from "@/testing/http";
import { postForm, signedIn, storedPostPicture, unique } from "@/testing/fixtures";

type Post = { id: string; slug: string; title: string; content: string; updatedAt: string };
type Block = { type: "html"; html: string } | { type: "embed"; url: string };
type Revision = { id: string };

let admin: Awaited<ReturnType<typeof signedIn>>;
const anon = new Client();
/** A picture in our storage (64×48): the stored body carries its srcset, made with the server's image settings. */
let pictureUrl: string;

beforeAll(async () => {
  admin = await signedIn("ADMIN");
  pictureUrl = await storedPostPicture(admin.client, 64, 48);
});
afterAll(() => db.$disconnect());

const markdown = (words: string) =>
  [
    `# ${words}`,
    `Some **loud** text with [a review](https://example.com/review) and [our blog](${env.siteUrl}/blog).`,
    `![A crowd at the show](${pictureUrl})`,
    "https://example.com/the-gig",
    "After the card.",
  ].join("\n\n");

async function addPost(content: string, fields: Record<string, string> = {}): Promise<Post> {
  const form = await postForm({
    title: unique("Stored body"),
    content,
    author: "Editor",
    categories: "Stored",
    ...fields,
  });
  const reply = await admin.client.post<{ post: Post }>("/mnb/api/addPost", form);
  expect(reply.status).toBe(201);
  return reply.body.post;
}
async function updatePost(id: string, content: string): Promise<Post> {
  // The old client's updatePost: no format sent, so the post stays Markdown.
  const reply = await admin.client.put<{ post: Post }>(
    `/mnb/api/updatePost/${id}`,
    await postForm({ title: unique("Edited body"), content }),
  );
  expect(reply.status).toBe(200);
  return reply.body.post;
}
const bodyOf = (id: string) =>
  db.post.findUniqueOrThrow({
    where: { id },
    select: { bodyBlocks: true, bodyFeedHtml: true, bodyText: true, bodyRenderKey: true, updatedAt: true },
  });
const page = async (slug: string) => {
  const reply = await anon.get<string>(`/post/${slug}`);
  expect(reply.status).toBe(200);
  return String(reply.body);
};
const decodeXml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
/** The content:encoded of the feed's item for this post (undefined when it is not in the feed). */
async function feedBody(slug: string): Promise<string | undefined> {
  const feed = String((await anon.get<string>("/feed.xml")).body);
  const item = feed.split("<item>").find((i) => i.includes(`/post/${slug}</link>`));
  const encoded = item && /<content:encoded>(.*?)<\/content:encoded>/s.exec(item)?.[1];
  return encoded === undefined ? undefined : decodeXml(encoded);
}
/** The page shows each stored piece as it is, in its own post-body box. */
const showsBlocks = (html: string, blocks: Block[]) => {
  for (const block of blocks)
    if (block.type === "html") expect(html).toContain(`<div class="post-body">${block.html}</div>`);
};

describe("a saved post", () => {
  let post: Post;
  let stored: Awaited<ReturnType<typeof bodyOf>>;

  beforeAll(async () => {
    post = await addPost(markdown("The show"), { format: "markdown" });
    stored = await bodyOf(post.id);
  });

  it("stores the body the save rendered: the page's pieces with the embed between, the feed's HTML, the text", () => {
    const blocks = stored.bodyBlocks as Block[];
    expect(blocks.map((b) => b.type)).toEqual(["html", "embed", "html"]);
    expect(blocks[1]).toEqual({ type: "embed", url: "https://example.com/the-gig" });
    const first = (blocks[0] as { html: string }).html;
    expect(first).toContain("<h2>The show</h2>");
    expect(first).toContain('<a href="/blog">our blog</a>');
    expect(first).toMatch(/<img [^>]*width="64" height="48"[^>]*srcset="\/_next\/image\?url=/);
    expect(stored.bodyFeedHtml).toContain(`<a href="${env.siteUrl}/blog">our blog</a>`);
    expect(stored.bodyFeedHtml).toContain('<span class="embed-card-host">example.com</span>');
    expect(stored.bodyText).toBe("The show\n\nSome loud text with a review and our blog.\n\nAfter the card.");
    expect(stored.bodyRenderKey).toMatch(/^[\w-]{22}$/);
  });

  it("shows that stored body on its page and in the feed", async () => {
    const html = await page(post.slug);
    showsBlocks(html, stored.bodyBlocks as Block[]);
    expect(html).toContain('<span class="embed-card-url">https://example.com/the-gig</span>');
    expect(await feedBody(post.slug)).toBe(stored.bodyFeedHtml);
  });

  it("is stored again by an edit, and by a restore of an older revision", async () => {
    await updatePost(post.id, markdown("The encore"));
    const edited = await bodyOf(post.id);
    expect(JSON.stringify(edited.bodyBlocks)).toContain("<h2>The encore</h2>");
    expect(JSON.stringify(edited.bodyBlocks)).not.toContain("The show");
    const html = await page(post.slug);
    showsBlocks(html, edited.bodyBlocks as Block[]);
    expect(html).not.toContain("<h2>The show</h2>");
    expect(await feedBody(post.slug)).toBe(edited.bodyFeedHtml);

    const list = await admin.client.get<{ revisions: Revision[] }>(`/mnb/api/posts/${post.id}/revisions`);
    const first = list.body.revisions.at(-1)!;
    expect((await admin.client.post(`/mnb/api/posts/${post.id}/revisions/${first.id}/restore`)).status).toBe(200);
    const restored = await bodyOf(post.id);
    expect(restored.bodyBlocks).toEqual(stored.bodyBlocks);
    expect(restored.bodyFeedHtml).toBe(stored.bodyFeedHtml);
    expect(await page(post.slug)).toContain("<h2>The show</h2>");
  });
});

describe("the page and the feed read the stored body, never the text", () => {
  it("shows what is stored under the server's render key, even where it is not what the text would render", async () => {
    const post = await addPost("Written **in Markdown**.", { format: "markdown" });
    // Before anything reads the post: what the page and feed show can only come from these columns.
    await db.post.update({
      where: { id: post.id },
      data: {
        bodyBlocks: [{ type: "html", html: "<p>As stored</p>" }],
        bodyFeedHtml: "<p>As stored, for the feed</p>",
      },
    });
    const html = await page(post.slug);
    expect(html).toContain('<div class="post-body"><p>As stored</p></div>');
    expect(html).not.toContain("<strong>in Markdown</strong>");
    expect(await feedBody(post.slug)).toBe("<p>As stored, for the feed</p>");
  });

  it("keeps a scheduled post's stored body when the job publishes it", async () => {
    const publishAt = utcToLagosLocal(new Date(Date.now() + 3 * 60 * 60 * 1000));
    const post = await addPost(markdown("The premiere"), { format: "markdown", status: "scheduled", publishAt });
    const before = await bodyOf(post.id);
    await db.post.update({ where: { id: post.id }, data: { publishAt: new Date(Date.now() - 1_000) } });
    const cron = await anon.request("GET", "/mnb/api/cron/publish", undefined, {
      authorization: `Bearer ${env.CRON_SECRET}`,
    });
    expect(cron.status).toBe(200);
    const after = await db.post.findUniqueOrThrow({ where: { id: post.id } });
    expect(after.status).toBe("PUBLISHED");
    expect(after).toMatchObject({ bodyBlocks: before.bodyBlocks, bodyRenderKey: before.bodyRenderKey });
    showsBlocks(await page(post.slug), before.bodyBlocks as Block[]);
  });
});

describe("a row without a body stored under the server's render key", () => {
  let twin: Post;
  let twinBody: Awaited<ReturnType<typeof bodyOf>>;
  /** Written as the demo seed and the rows from before the stored body are: the text only. */
  const insertRow = (data: Omit<Prisma.PostCreateInput, "slug" | "title" | "author">) =>
    db.post.create({
      data: { slug: unique("old-row"), title: unique("Old row"), author: "Editor", categories: ["Stored"], ...data },
      select: { id: true, slug: true, updatedAt: true },
    });
  /**
   * The due work's cron route (the work after API requests is off in the tests), run until it has stored this row's
   * body: it stores 50 a run, and other tests leave rows without one too. Answers the last run's status.
   */
  const publishJob = async (id: string) => {
    for (let run = 1; ; run++) {
      const reply = await anon.request("GET", "/mnb/api/cron/publish", undefined, {
        authorization: `Bearer ${env.CRON_SECRET}`,
      });
      if (reply.status !== 200 || run === 20 || (await bodyOf(id)).bodyRenderKey === twinBody.bodyRenderKey)
        return reply;
    }
  };
  /** A save through the API expires the posts' caches (the rows above were written behind the app's back). */
  const expireCaches = () => addPost("Expires the caches.");

  beforeAll(async () => {
    twin = await addPost(markdown("The old days"), { format: "markdown" });
    twinBody = await bodyOf(twin.id);
  });

  it("shows on its page exactly as a saved post with that text; the read stores nothing, the due work does", async () => {
    const content = (await db.post.findUniqueOrThrow({ where: { id: twin.id } })).content;
    const row = await insertRow({ content, format: "MARKDOWN" });
    expect((await bodyOf(row.id)).bodyRenderKey).toBeNull();

    showsBlocks(await page(row.slug), twinBody.bodyBlocks as Block[]);
    // A read never writes: an anonymous GET leaves the database as it was.
    expect((await bodyOf(row.id)).bodyRenderKey).toBeNull();

    expect((await publishJob(row.id)).status).toBe(200);
    const filled = await bodyOf(row.id);
    expect(filled).toMatchObject({
      bodyBlocks: twinBody.bodyBlocks,
      bodyFeedHtml: twinBody.bodyFeedHtml,
      bodyText: twinBody.bodyText,
      bodyRenderKey: twinBody.bodyRenderKey,
    });
    // Storing it is no edit: the post's date of change (the API's, the sitemap's, JSON-LD's) stays.
    expect(filled.updatedAt).toEqual(row.updatedAt);
  });

  it("shows in the feed as a saved post would (a seeded plain-text post), and the due work stores it", async () => {
    const row = await insertRow({ content: "First paragraph\nwith a line.\n\nSecond & last." });
    await expireCaches();
    const plain =
      '<p class="whitespace-pre-line">First paragraph\nwith a line.</p><p class="whitespace-pre-line">Second &amp; last.</p>';
    expect(await feedBody(row.slug)).toBe(plain);
    expect((await bodyOf(row.id)).bodyRenderKey).toBeNull();
    expect((await publishJob(row.id)).status).toBe(200);
    expect(await bodyOf(row.id)).toMatchObject({
      bodyBlocks: [{ type: "html", html: plain }],
      bodyFeedHtml: plain,
      bodyText: null,
      bodyRenderKey: twinBody.bodyRenderKey,
    });
    expect(await page(row.slug)).toContain(
      `<div class="flex flex-col gap-4 font-serif text-lg leading-relaxed">${plain}</div>`,
    );
  });

  it("is rendered again when stored under another key (another build's image settings, address or renderer)", async () => {
    const content = (await db.post.findUniqueOrThrow({ where: { id: twin.id } })).content;
    const row = await insertRow({
      content,
      format: "MARKDOWN",
      bodyBlocks: [{ type: "html", html: "<p>From an older build</p>" }],
      bodyFeedHtml: "<p>From an older build</p>",
      bodyRenderKey: "an-older-build",
    });
    const html = await page(row.slug);
    expect(html).not.toContain("From an older build");
    showsBlocks(html, twinBody.bodyBlocks as Block[]);
    expect((await bodyOf(row.id)).bodyRenderKey).toBe("an-older-build");
    expect((await publishJob(row.id)).status).toBe(200);
    expect(await bodyOf(row.id)).toMatchObject({
      bodyBlocks: twinBody.bodyBlocks,
      bodyRenderKey: twinBody.bodyRenderKey,
    });
  });
});
