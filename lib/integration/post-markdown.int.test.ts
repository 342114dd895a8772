// Markdown posts: a post saved through the admin route in Markdown shows on its public page as sanitised HTML, with its
// pictures sized and its links ruled, while its excerpt, feed, OG description and JSON-LD carry plain text; the old
// client's plain-text addPost and updatePost render exactly as before.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { POST_TEXT } from "@/lib/posts/copy";
import { Client } from "@/testing/http";
import { postForm, signedIn, storedPostPicture, unique } from "@/testing/fixtures";

type Post = { id: string; slug: string; content: string; format: string; text: string };
type Summary = { id: string; preview: string; content: string };

let admin: Awaited<ReturnType<typeof signedIn>>;
const anon = new Client();
/** A picture in our storage, 64×48, as the editor's upload leaves it (here: another post's picture). */
let pictureUrl: string;

beforeAll(async () => {
  admin = await signedIn("ADMIN");
  pictureUrl = await storedPostPicture(admin.client, 64, 48);
});
afterAll(() => db.$disconnect());

async function addPost(content: string, fields: Record<string, string> = {}) {
  const form = await postForm({ title: unique("Markdown post"), content, author: "Editor", ...fields });
  return admin.client.post<{ post: Post; message: string }>("/mnb/api/addPost", form);
}
const page = async (slug: string) => {
  const reply = await anon.get<string>(`/post/${slug}`);
  expect(reply.status).toBe(200);
  return String(reply.body);
};
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const metaContent = (html: string, property: string) =>
  decode(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1] ?? "");
type Thing = Record<string, unknown>;
function blogPosting(html: string): Thing {
  const things = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap(([, text]) => {
    const parsed = JSON.parse(text) as Thing | Thing[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
  return things.find((thing) => thing["@type"] === "BlogPosting")!;
}

describe("a Markdown post saved through the admin route", () => {
  const markdown = (picture: string) =>
    [
      "# The show",
      "",
      `Some **loud** text with [a review](https://example.com/review) and [our blog](${env.siteUrl}/blog).`,
      "",
      "<script>alert(1)</script><img src=x onerror=alert(1)>",
      "",
      `![A crowd at the show](${picture})`,
      "",
      "https://www.youtube.com/watch?v=abc123",
    ].join("\n");
  let post: Post;
  let html: string;

  beforeAll(async () => {
    const reply = await addPost(markdown(pictureUrl), { format: "markdown" });
    expect(reply.status).toBe(201);
    post = reply.body.post;
    html = await page(post.slug);
  });

  it("keeps the Markdown, with the picture's size looked up in our storage and written in", () => {
    expect(post.format).toBe("markdown");
    // A multipart form sends its line breaks as CRLF (the HTML form rules); the text is kept as sent.
    expect(post.content.replace(/\r\n/g, "\n")).toBe(markdown(`${pictureUrl} =64x48`));
    expect(post.text).toBe("The show\n\nSome loud text with a review and our blog.");
  });

  it("renders on the public page as sanitised HTML: headings, links, a sized lazy picture, an embed card", () => {
    expect(html).toContain("<h2>The show</h2>");
    expect(html).toContain("<strong>loud</strong>");
    expect(html).toContain(
      '<a href="https://example.com/review" target="_blank" rel="noopener noreferrer">a review</a>',
    );
    expect(html).toContain('<a href="/blog">our blog</a>');
    expect(html).not.toContain("alert(1)");
    expect(html).not.toContain("**loud**");
    const img = /<img [^>]*alt="A crowd at the show"[^>]*>/.exec(html)?.[0];
    expect(img).toMatch(/width="64" height="48"/);
    expect(img).toContain('loading="lazy"');
    expect(img).toMatch(/srcset="\/_next\/image\?url=/);
    expect(html).toContain('<span class="embed-card-host">youtube.com</span>');
  });

  it("gives the OG description, JSON-LD, excerpt and feed the plain text, never Markdown", async () => {
    const plain = "The show Some loud text with a review and our blog.";
    expect(metaContent(html, "description")).toBe(plain);
    expect(metaContent(html, "og:description")).toBe(plain);
    const posting = blogPosting(html);
    expect(posting.description).toBe(plain);
    expect(posting.articleBody).toBe(post.text);

    const list = await anon.get<{ posts: Summary[] }>("/mnb/api/getAllPosts?page=1");
    const summary = list.body.posts.find((p) => p.id === post.id)!;
    expect(summary.preview).toBe(plain);

    const feed = String((await anon.get<string>("/feed.xml")).body);
    const item = feed.split("<item>").find((i) => i.includes(post.slug))!;
    expect(item).toContain(`<description>${plain}</description>`);
    const encoded = decode(/<content:encoded>(.*?)<\/content:encoded>/s.exec(item)![1]);
    expect(encoded).toContain("<strong>loud</strong>");
    expect(encoded).toContain(`<a href="${env.siteUrl}/blog">our blog</a>`);
    expect(encoded).toContain(
      `<img src="${env.siteUrl}${pictureUrl}" alt="A crowd at the show" width="64" height="48" />`,
    );
    expect(encoded).not.toContain("alert(1)");
  });

  it("stays Markdown when the old client's updatePost sends no format", async () => {
    const form = await postForm({ title: unique("Edited"), content: "Now **bold**" });
    const reply = await admin.client.put<{ post: Post }>(`/mnb/api/updatePost/${post.id}`, form);
    expect(reply.status).toBe(200);
    expect(reply.body.post.format).toBe("markdown");
    expect(await page(post.slug)).toContain("Now <strong>bold</strong>");
  });
});

describe("pictures the save refuses", () => {
  it.each([
    ["no alt text", (url: string) => `![](${url})`, (url: string) => POST_TEXT.imageAltMissing(url)],
    [
      "from elsewhere",
      () => "![A cat](https://example.com/cat.png)",
      () => POST_TEXT.imageNotStored("https://example.com/cat.png"),
    ],
    [
      "missing from storage",
      () => "![Gone](/files/post-image/gone.png)",
      () => POST_TEXT.imageNotFound("/files/post-image/gone.png"),
    ],
  ])("%s: a 422 naming the picture, and no post written", async (_name, content, message) => {
    const title = unique("Refused picture");
    const form = await postForm({ title, content: content(pictureUrl), author: "Editor", format: "markdown" });
    const reply = await admin.client.post<{ message: string }>("/mnb/api/addPost", form);
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe(message(pictureUrl));
    expect(await db.post.count({ where: { title } })).toBe(0);
  });
});

describe("the old client's plain text", () => {
  it("renders exactly as before: a paragraph per block, Markdown and markup shown as typed", async () => {
    const content = "*stars* stay & <b>tags</b> too\nsame paragraph\n\n# not a heading\n\nhttps://youtu.be/x";
    const reply = await addPost(content);
    expect(reply.status).toBe(201);
    // Multipart sends CRLF line breaks, kept as sent; the old splitter leaves a paragraph's last CR in it.
    const sent = content.replace(/\n/g, "\r\n");
    expect(reply.body.post).toMatchObject({ content: sent, format: "plain", text: sent });
    expect(await page(reply.body.post.slug)).toContain(
      '<div class="flex flex-col gap-4 font-serif text-lg leading-relaxed">' +
        '<p class="whitespace-pre-line">*stars* stay &amp; &lt;b&gt;tags&lt;/b&gt; too\r\nsame paragraph\r</p>' +
        '<p class="whitespace-pre-line"># not a heading\r</p>' +
        '<p class="whitespace-pre-line">https://youtu.be/x</p></div>',
    );
    const edit = await admin.client.put<{ post: Post }>(
      `/mnb/api/updatePost/${reply.body.post.id}`,
      await postForm({ title: unique("Plain edit"), content: "**still plain**" }),
    );
    expect(edit.body.post.format).toBe("plain");
    expect(await page(reply.body.post.slug)).toContain('<p class="whitespace-pre-line">**still plain**</p>');
  });
});
