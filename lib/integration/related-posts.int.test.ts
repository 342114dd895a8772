// Reading time and related posts: a post page says how long it takes to read (200 words a minute, from its plain text,
// never its Markdown) and lists up to three other public posts that share a category, newest first; the blog's cards
// carry the same reading time.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Client } from "@/testing/http";
import { postForm, signedIn, unique } from "@/testing/fixtures";

type Post = { id: string; slug: string; title: string };

let admin: Awaited<ReturnType<typeof signedIn>>;
const anon = new Client();
const html = async (path: string) => String((await anon.get(path)).body);
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

beforeAll(async () => {
  admin = await signedIn("ADMIN");
});
afterAll(() => db.$disconnect());

async function addPost(fields: Record<string, string>) {
  const form = await postForm({ title: unique("Related"), content: "Short.", author: "Desk", ...fields });
  const reply = await admin.client.post<{ post: Post }>("/mnb/api/addPost", form);
  expect(reply.status).toBe(201);
  return reply.body.post;
}

/** The related section of a post page: the titles it links, in order. */
const relatedTitles = (page: string) => {
  const at = page.indexOf('id="related-heading"');
  if (at < 0) return [];
  const section = page.slice(at, page.indexOf("</section>", at));
  return [...section.matchAll(/<span class="block font-semibold[^"]*">([^<]+)<\/span>/g)].map((m) => m[1]);
};

describe("related posts", () => {
  it("lists the three newest other public posts sharing a category, in any letter case, and no draft", async () => {
    const kind = unique("Kind").replace(/[^A-Za-z0-9]/g, "");
    const oldest = await addPost({ categories: kind });
    const older = await addPost({ categories: `News, ${kind.toLowerCase()}` });
    const newer = await addPost({ categories: kind });
    await addPost({ categories: kind, status: "draft" });
    await addPost({ categories: "Somewhere Else" });
    const newest = await addPost({ categories: kind.toUpperCase() });
    const post = await addPost({ categories: kind });

    expect(relatedTitles(await html(`/post/${post.slug}`))).toEqual([newest.title, newer.title, older.title]);
    expect(relatedTitles(await html(`/post/${oldest.slug}`))).toHaveLength(3);
    expect(relatedTitles(await html(`/post/${oldest.slug}`))).not.toContain(oldest.title);
  });

  it("shows nothing for a post without categories", async () => {
    const post = await addPost({ categories: "" });
    expect(relatedTitles(await html(`/post/${post.slug}`))).toEqual([]);
  });
});

describe("reading time", () => {
  it("counts the plain text at 200 words a minute on the post page and its card, never the Markdown", async () => {
    // 401 words of text, and a long link address that is Markdown, not words read.
    const post = await addPost({
      title: unique("Long read"),
      content: `${words(400)} [end](https://example.com/${"a".repeat(300)})`,
      format: "markdown",
    });
    expect(await html(`/post/${post.slug}`)).toContain("3 min read");
    const blog = await html("/blog");
    const card = blog.slice(blog.indexOf(post.title));
    expect(card.slice(0, card.indexOf("</article>"))).toContain("3 min read");
  });

  it("is at least a minute for a short post", async () => {
    const post = await addPost({ content: "Two words." });
    expect(await html(`/post/${post.slug}`)).toContain("1 min read");
  });
});
