// Category archives: /blog?category=Name[&page=n] lists only that category's public posts with its own title, canonical
// address, share tags and feed; the sitemap lists its pages; post chips link there; an unknown category is a real 404
// for every agent.
import { beforeAll, describe, expect, it } from "vitest";
import { Client } from "@/testing/http";
import { postForm, signedIn, unique } from "@/testing/fixtures";
import { agentName, EVERY_AGENT } from "@/testing/crawlers";
import { CATEGORY_NOT_FOUND } from "@/lib/posts/blog-copy";

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const head = (html: string) => /<head>(.*?)<\/head>/s.exec(html)?.[1] ?? "";
const title = (html: string) => decode(/<title>(.*?)<\/title>/.exec(head(html))?.[1] ?? "");
function attrs(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\s([^>]*?)/?>`, "g"))].map(([, a]) =>
    Object.fromEntries([...a.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, k, v]) => [k, decode(v)])),
  );
}
const pathAndQuery = (url: string | undefined) => {
  if (!url) return undefined;
  const u = new URL(url, "http://x");
  return decodeURIComponent(u.pathname + u.search).replace(/\+/g, " ");
};
const canonical = (html: string) => pathAndQuery(attrs(head(html), "link").find((l) => l.rel === "canonical")?.href);
const ogUrl = (html: string) => pathAndQuery(attrs(head(html), "meta").find((m) => m.property === "og:url")?.content);
const feeds = (html: string) =>
  attrs(head(html), "link")
    .filter((l) => l.rel === "alternate" && l.type === "application/rss+xml")
    .map((l) => pathAndQuery(l.href));
const archive = (name: string, page?: number) =>
  `/blog?${new URLSearchParams({ category: name, ...(page ? { page: String(page) } : {}) })}`;

// A space in the name on purpose: it must survive the rewrite to the archive's path.
const tag = unique("x").slice(2);
const category = `Afro Pop ${tag}`;
const other = `Fuji ${tag}`;
const accented = `Alté ${tag}`;
let admin: Awaited<ReturnType<typeof signedIn>>;
const inCategory: { slug: string; title: string }[] = [];
let otherPost: { slug: string; title: string };
let accentedPost: { slug: string; title: string };

async function addPost(categories: string, title = unique("Archive post")) {
  const form = await postForm({ title, content: `Text of ${title}.`, author: "Tester", categories });
  const reply = await admin.client.post<{ post: { slug: string; title: string } }>("/mnb/api/addPost", form);
  expect(reply.status).toBe(201);
  return reply.body.post;
}

beforeAll(async () => {
  admin = await signedIn("ADMIN");
  // Ten posts: page 1 holds nine (POSTS_PAGE_SIZE), page 2 the oldest.
  for (let i = 0; i < 10; i++) inCategory.push(await addPost(`${category}, News`, `${category} story ${i}`));
  otherPost = await addPost(other, `${other} story`);
  accentedPost = await addPost(accented, `${accented} story`);
});

describe("a category's archive", () => {
  it("lists only that category's posts, newest first, with its own title, canonical address, share tags and feed", async () => {
    const reply = await new Client().get<string>(archive(category));
    expect(reply.status).toBe(200);
    const html = reply.body;
    for (const post of inCategory.slice(1)) expect(html).toContain(post.title);
    expect(html).not.toContain(inCategory[0].title); // the oldest is on page 2
    expect(html).not.toContain(otherPost.title);
    expect(title(html)).toBe(`${category} — Blog | My Nation Blog`);
    expect(canonical(html)).toBe(`/blog?category=${category}`);
    expect(ogUrl(html)).toBe(`/blog?category=${category}`);
    expect(feeds(html)).toEqual([`/feed.xml?category=${category}`, "/feed.xml"]);
    expect(html).toContain(`>${category}</h1>`);
  });

  it("pages like the blog list, each page its own canonical address", async () => {
    const reply = await new Client().get<string>(archive(category, 2));
    expect(reply.status).toBe(200);
    expect(reply.body).toContain(inCategory[0].title);
    expect(reply.body).not.toContain(inCategory[9].title);
    expect(canonical(reply.body)).toBe(`/blog?category=${category}&page=2`);
    expect(reply.body.replaceAll("<!-- -->", "")).toContain("Page 2 of 2");
  });

  it("finds the category in any letter case, with the stored spelling as canonical; an accented name works too", async () => {
    const reply = await new Client().get<string>(archive(category.toUpperCase()));
    expect(reply.status).toBe(200);
    expect(canonical(reply.body)).toBe(`/blog?category=${category}`);
    const accentedReply = await new Client().get<string>(archive(accented));
    expect(accentedReply.status).toBe(200);
    expect(accentedReply.body).toContain(accentedPost.title);
    expect(accentedReply.body).not.toContain(otherPost.title);
  });

  it("shows a new post of the category at once (the archive is cached and expired by the posts tag)", async () => {
    expect((await new Client().get(archive(other))).status).toBe(200);
    const added = await addPost(other, unique("Fresh in the other category"));
    const reply = await new Client().get<string>(archive(other));
    expect(reply.body).toContain(added.title);
  });

  it("keeps /blog and ?page= as before: every post, an empty ?category= included", async () => {
    for (const path of ["/blog", "/blog?category="]) {
      const reply = await new Client().get<string>(path);
      expect(reply.status, path).toBe(200);
      expect(title(reply.body), path).toBe("Blog | My Nation Blog");
      expect(canonical(reply.body), path).toBe("/blog");
    }
  });
});

describe("an unknown category", () => {
  it.each(EVERY_AGENT.map((agent) => [agentName(agent), agent]))(
    "answers 404 with the not-found text to %s, first visit or cached",
    async (_, agent) => {
      for (const path of [archive(unique("Nothing here")), archive("a/b"), archive(`${category}?x`), archive("Nope")]) {
        const reply = await new Client().request<string>("GET", path, undefined, { "user-agent": agent });
        expect(reply.status, path).toBe(404);
        expect(reply.body, path).not.toContain("__next_error__");
        if (!path.includes("%2F") && !path.includes("%3F"))
          expect(reply.body, path).toContain(`role="alert">${CATEGORY_NOT_FOUND}</p>`);
      }
    },
  );
});

describe("a category's feed", () => {
  it("holds only that category's posts, with the archive as its link", async () => {
    const reply = await new Client().get<string>(`/feed.xml?${new URLSearchParams({ category })}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toContain("application/rss+xml");
    const items = [...reply.body.matchAll(/<item><title>(.*?)<\/title>/g)].map(([, t]) => decode(t));
    expect(new Set(items)).toEqual(new Set(inCategory.map((p) => p.title)));
    expect(decode(/<channel>\s*<title>(.*?)<\/title>/.exec(reply.body)?.[1] ?? "")).toBe(
      `My Nation Blog — ${category}`,
    );
    expect(pathAndQuery(decode(/<link>(.*?)<\/link>/.exec(reply.body)?.[1] ?? ""))).toBe(`/blog?category=${category}`);
  });

  it("answers 404 for a category no post is filed under", async () => {
    const reply = await new Client().get<{ message: string }>(`/feed.xml?category=${unique("none")}`);
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe(CATEGORY_NOT_FOUND);
  });
});

describe("links to the archives", () => {
  it("lists every page of every category in the sitemap", async () => {
    const reply = await new Client().get<string>("/sitemap.xml");
    const locs = [...reply.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) =>
      pathAndQuery(decode(loc).replace(process.env.SITE_URL!, "")),
    );
    expect(locs).toContain(`/blog?category=${category}`);
    expect(locs).toContain(`/blog?category=${category}&page=2`);
    expect(locs).not.toContain(`/blog?category=${category}&page=3`);
    expect(locs).toContain(`/blog?category=${other}`);
  });

  it("makes each category on a post card and a post page a link to its archive", async () => {
    const href = `href="${archive(category).replace(/&/g, "&amp;")}"`;
    const post = await new Client().get<string>(`/post/${inCategory[9].slug}`);
    expect(post.body).toContain(href);
    expect(post.body).toContain(`href="${archive("News")}"`);
    const list = await new Client().get<string>(archive(category));
    expect(list.body.split(href).length - 1).toBeGreaterThanOrEqual(9);
  });
});
