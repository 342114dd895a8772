// What crawlers and link previews read, from the raw HTML and files (no JavaScript): share tags, the feed link,
// JSON-LD, robots.txt, sitemap.xml, the RSS feed, the favicon, icons, manifest and the per-post share image.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { aboutArticles } from "@/lib/pages/about";
import { Client } from "@/testing/http";
import { postForm, signedIn, unique } from "@/testing/fixtures";
import { agentName, BROWSER_AGENT, EVERY_AGENT, HTML_LIMITED_AGENTS, HTML_LIMITED_BOT_UA_RE } from "@/testing/crawlers";
import { LINK_PAGE_NOT_FOUND } from "@/lib/smart-links/link-page-copy";

type Attrs = Record<string, string>;
type Thing = Record<string, unknown> & { "@type": string };

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
function tags(html: string, name: string): Attrs[] {
  return [...html.matchAll(new RegExp(`<${name}\\s([^>]*?)/?>`, "g"))].map(([, attrs]) =>
    Object.fromEntries([...attrs.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, k, v]) => [k, decode(v)])),
  );
}
const meta = (html: string, key: string) =>
  tags(html, "meta").find((m) => m.property === key || m.name === key)?.content;
const pathOf = (url: string | undefined) => (url ? new URL(url, "http://x").pathname : undefined);
function jsonLd(html: string): Thing[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap(
    ([, text]) => JSON.parse(text) as Thing | Thing[],
  );
}
const ofType = (html: string, type: string) => jsonLd(html).filter((t) => t["@type"] === type);

async function html(pathname: string): Promise<string> {
  const reply = await new Client().get<string>(pathname);
  expect(reply.status, pathname).toBe(200);
  return reply.body;
}

/** Enough of an XML well-formedness check for a feed: balanced elements, escaped text, known entities only. */
function assertWellFormedXml(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const body = xml.replace(/^<\?xml[^>]*\?>/, "");
  const open: string[] = [];
  for (const [token, close, name, , selfClosing] of body.matchAll(
    /<(\/?)([\w:.-]+)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g,
  )) {
    expect(token).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i);
    if (selfClosing) continue;
    if (close) expect(open.pop(), `closing ${name}`).toBe(name);
    else open.push(name);
  }
  expect(open).toEqual([]);
  const text = body.replace(/<[^>]*>/g, "");
  expect(text).not.toMatch(/[<>]/);
  expect(text).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i);
}

// Rows of our own: the integration database holds no demo content.
const far = new Date("2099-01-01T00:00:00Z");
let post: { slug: string; title: string; updatedAt: Date; createdAt: Date; publishedAt: Date };
let plainPost: { slug: string };
let song: { id: string; slug: string; title: string; updatedAt: Date };
let spotlight: { id: string; updatedAt: Date };
// A service row for the sitemap only. Its page is checked by e2e/seo.spec.ts on the seeded services: rendering it
// here would put this database's (empty) offer list into the data cache that a later build still reads.
const serviceId = unique("seo-service").toLowerCase();
// One missing post every agent asks for in turn: the later ones get what the first left in the page cache.
const sharedMissingPost = `/post/${unique("no-such-shared-post")}`;

beforeAll(async () => {
  const uploads = process.env.UPLOAD_DIR ?? ".data/test-uploads";
  const name = `post-image/${unique("seo")}.webp`;
  await mkdir(path.join(uploads, "post-image"), { recursive: true });
  // WebP on purpose: next/og cannot draw WebP, so this proves the picture is converted first. Red, to find it again.
  await writeFile(
    path.join(uploads, name),
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#c02010" } })
      .webp()
      .toBuffer(),
  );
  const slug = unique("seo-post");
  post = await db.post.create({
    data: {
      slug,
      title: "Beats from ₦30,000 🔥 </script> & more",
      content: "First paragraph of the post.\n\nSecond one.",
      author: "Ada Obi",
      categories: ["Music"],
      imageUrl: `/files/${name}`,
    },
  });
  plainPost = await db.post.create({
    data: { slug: unique("seo-plain"), title: "No picture 😀", content: "Text only." },
  });
  song = await db.song.create({
    data: {
      slug: unique("seo-song"),
      title: "SEO Tune",
      artist: "Ade",
      genre: "Afrobeats",
      audioUrl: "/files/audio/x.mp3",
      releaseDate: far,
    },
  });
  spotlight = await db.spotlight.create({
    data: {
      name: unique("Seo Look"),
      description: "A look",
      imageUrl: "/brand/default-avatar.svg",
      category: "FEMALE",
      createdAt: far,
    },
  });
  await db.service.create({
    data: {
      id: serviceId,
      title: "SEO Mixing",
      imageUrl: "/brand/default-avatar.svg",
      content: "We mix.",
      categories: ["Music"],
      sortOrder: 99,
    },
  });
  // This file renders /home, which caches the artist list on first read (rows written here bypass the API): never leave it
  // cached empty for the files after this one.
  await db.artist.create({
    data: { name: unique("Seo artist"), genre: "Afrobeats", imageUrl: "/files/image/artist.png" },
  });
  // Rows written straight to the database: a write through the API expires the cached song lists they predate.
  expect((await new Client().post(`/mnb/api/addComment/${song.slug}`, { text: "Nice tune" })).status).toBe(201);
});

afterAll(async () => {
  await db.post.deleteMany({ where: { slug: { in: [post.slug, plainPost.slug] } } });
  await db.song.deleteMany({ where: { id: song.id } });
  await db.spotlight.deleteMany({ where: { id: spotlight.id } });
  await db.service.deleteMany({ where: { id: serviceId } });
  await db.$disconnect();
});

const PUBLIC_PAGES = [
  "/home",
  "/blog",
  "/post",
  "/songs",
  "/service",
  "/style-spotlight",
  "/about",
  `/about/${aboutArticles[0].id}`,
  "/contact",
  "/advertise",
  "/terms",
  "/privacy-policy",
  "/license",
  "/brand-guideline",
];

describe("every public page's head", () => {
  it.each(PUBLIC_PAGES)("%s links the blog feed and has a PNG share image", async (pathname) => {
    const page = await html(pathname);
    const feed = tags(page, "link").filter((l) => l.rel === "alternate" && l.type === "application/rss+xml");
    expect(feed).toHaveLength(1);
    expect(pathOf(feed[0].href)).toBe("/feed.xml");
    const image = meta(page, "og:image");
    expect(image, "og:image").toBeDefined();
    if (pathOf(image) === "/og-default.png") {
      expect(meta(page, "og:image:width")).toBe("1200");
      expect(meta(page, "og:image:height")).toBe("630");
    }
  });

  it.each(["/blog", "/songs", "/service", "/style-spotlight"])("%s shares the default image", async (pathname) => {
    expect(pathOf(meta(await html(pathname), "og:image"))).toBe("/og-default.png");
  });

  it("links the favicon, the app icons and the manifest", async () => {
    const links = tags(await html("/blog"), "link");
    const href = (rel: string) => links.find((l) => l.rel === rel)?.href;
    expect(pathOf(href("icon"))).toMatch(/^\/(favicon\.ico|icon\.png)$/);
    expect(pathOf(href("apple-touch-icon"))).toBe("/apple-icon.png");
    expect(pathOf(href("manifest"))).toBe("/manifest.webmanifest");
  });
});

describe("JSON-LD", () => {
  it("describes the organisation and the website on /home", async () => {
    const page = await html("/home");
    expect(ofType(page, "Organization")[0]).toMatchObject({ "@context": "https://schema.org", name: "My Nation Blog" });
    expect(pathOf(ofType(page, "WebSite")[0]?.url as string)).toBe("/home");
  });

  it("describes a post as a BlogPosting with author, dates, image and address, and cannot be broken out of", async () => {
    const page = await html(`/post/${post.slug}`);
    expect(page).not.toContain("</script> & more");
    const [posting] = ofType(page, "BlogPosting");
    expect(posting).toMatchObject({
      headline: post.title,
      author: { "@type": "Person", name: "Ada Obi" },
      datePublished: post.publishedAt.toISOString(),
      dateModified: post.updatedAt.toISOString(),
    });
    expect(pathOf(posting.url as string)).toBe(`/post/${post.slug}`);
    expect(pathOf(posting.image as string)).toMatch(/^\/files\/post-image\/.+\.webp$/);
  });

  it("lists the songs on /songs as MusicRecordings", async () => {
    const [list] = ofType(await html("/songs"), "ItemList");
    const items = (list.itemListElement as { item: Thing }[]).map((e) => e.item);
    expect(items.every((i) => i["@type"] === "MusicRecording")).toBe(true);
    expect(items).toContainEqual(
      expect.objectContaining({ name: "SEO Tune", byArtist: { "@type": "MusicGroup", name: "Ade" } }),
    );
  });

  it.each(["/about", "/contact", "/terms"])(
    "gives the breadcrumb trail on %s as a BreadcrumbList",
    async (pathname) => {
      const [trail] = ofType(await html(pathname), "BreadcrumbList");
      const crumbs = trail.itemListElement as { position: number; name: string; item?: string }[];
      expect(crumbs[0]).toMatchObject({ position: 1, name: "Home" });
      expect(pathOf(crumbs[0].item)).toBe("/home");
    },
  );
});

describe("robots.txt", () => {
  it("allows the public site, keeps crawlers out of admin, API and account pages, and names the sitemap", async () => {
    const reply = await new Client().get<string>("/robots.txt");
    expect(reply.status).toBe(200);
    const lines = reply.body.split("\n").map((l) => l.trim());
    expect(lines).toContain("User-Agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/admin", "/admin-dashboard", "/mnb/api", "/profile"])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${process.env.SITE_URL}/sitemap.xml`);
  });
});

describe("sitemap.xml", () => {
  type Url = { loc: string; lastmod?: string };
  async function sitemap(): Promise<Url[]> {
    const reply = await new Client().get<string>("/sitemap.xml");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toContain("xml");
    assertWellFormedXml(reply.body);
    return [...reply.body.matchAll(/<url>\s*<loc>([^<]+)<\/loc>(?:\s*<lastmod>([^<]+)<\/lastmod>)?/g)].map(
      ([, loc, lastmod]) => ({
        loc: decode(loc).replace(process.env.SITE_URL!, ""),
        lastmod,
      }),
    );
  }

  it("lists the public pages and nothing private", async () => {
    const locs = (await sitemap()).map((u) => u.loc);
    for (const page of PUBLIC_PAGES) expect(locs).toContain(page);
    expect(locs.filter((l) => /admin|mnb\/api|profile|login|signup/.test(l))).toEqual([]);
  });

  it("lists a new post with its change date and forgets it once deleted", async () => {
    const temp = await db.post.create({
      data: { slug: unique("seo-temp"), title: "Temporary", content: "Soon gone." },
    });
    expect(await sitemap()).toContainEqual({ loc: `/post/${temp.slug}`, lastmod: temp.updatedAt.toISOString() });
    await db.post.delete({ where: { id: temp.id } });
    expect((await sitemap()).map((u) => u.loc)).not.toContain(`/post/${temp.slug}`);
  });

  it("dates the first gallery page by the newest song and spotlight, and stops once they are deleted", async () => {
    const songTemp = await db.song.create({
      data: {
        slug: unique("seo-temp-song"),
        title: "Temp",
        artist: "T",
        audioUrl: "/files/audio/t.mp3",
        releaseDate: new Date("2199-01-01Z"),
      },
    });
    const lookTemp = await db.spotlight.create({
      data: {
        name: unique("Temp"),
        description: "t",
        imageUrl: "/brand/default-avatar.svg",
        category: "MALE",
        createdAt: new Date("2199-01-01Z"),
      },
    });
    const before = await sitemap();
    expect(before).toContainEqual({ loc: "/songs", lastmod: songTemp.updatedAt.toISOString() });
    expect(before).toContainEqual({ loc: "/style-spotlight", lastmod: lookTemp.updatedAt.toISOString() });
    await db.song.delete({ where: { id: songTemp.id } });
    await db.spotlight.delete({ where: { id: lookTemp.id } });
    const after = await sitemap();
    expect(after.find((u) => u.loc === "/songs")?.lastmod).not.toBe(songTemp.updatedAt.toISOString());
    expect(after.find((u) => u.loc === "/style-spotlight")?.lastmod).not.toBe(lookTemp.updatedAt.toISOString());
  });

  it("lists every service page", async () => {
    expect((await sitemap()).map((u) => u.loc)).toContain(`/service/${serviceId}`);
  });
});

describe("RSS feed", () => {
  it("is well-formed RSS 2.0 with the newest post and its excerpt", async () => {
    const reply = await new Client().get<string>("/feed.xml");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    assertWellFormedXml(reply.body);
    const item = reply.body.match(
      new RegExp(`<item>(?:(?!</item>).)*/post/${post.slug}(?:(?!</item>).)*</item>`, "s"),
    )?.[0];
    expect(item).toBeDefined();
    expect(item).toContain("<title>Beats from ₦30,000 🔥 &lt;/script&gt; &amp; more</title>");
    expect(item).toContain(`<guid isPermaLink="true">${process.env.SITE_URL}/post/${post.slug}</guid>`);
    expect(item).toContain(`<pubDate>${post.publishedAt.toUTCString()}</pubDate>`);
    expect(item).toContain("<description>First paragraph of the post. Second one.</description>");
  });
});

describe("icons, manifest and share images", () => {
  async function fetchImage(pathname: string, type: string) {
    const response = await fetch(`${process.env.TEST_BASE_URL}${pathname}`);
    expect(response.status, pathname).toBe(200);
    expect(response.headers.get("content-type"), pathname).toBe(type);
    return sharp(Buffer.from(await response.arrayBuffer()));
  }
  const image = async (pathname: string, type: string) => (await fetchImage(pathname, type)).metadata();
  /** The colour near the top middle, where the picture shows above the title's shade. */
  async function topColour(pathname: string) {
    const { data } = await (
      await fetchImage(pathname, "image/png")
    )
      .extract({ left: 590, top: 40, width: 20, height: 20 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { red: data[0], blue: data[2] };
  }

  it("answers /favicon.ico", async () => {
    const response = await fetch(`${process.env.TEST_BASE_URL}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/x-icon");
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it("serves the app icons and the default share image as PNGs of the right size", async () => {
    expect(await image("/icon.png", "image/png")).toMatchObject({ format: "png", width: 512, height: 512 });
    expect(await image("/apple-icon.png", "image/png")).toMatchObject({ format: "png", width: 180, height: 180 });
    expect(await image("/og-default.png", "image/png")).toMatchObject({ format: "png", width: 1200, height: 630 });
  });

  it("serves a manifest that starts at /home, stands alone and has installable icons", async () => {
    const reply = await new Client().get<Record<string, unknown>>("/manifest.webmanifest");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toContain("application/manifest+json");
    expect(reply.body).toMatchObject({
      name: "My Nation Blog",
      short_name: "MNB",
      start_url: "/home",
      display: "standalone",
      theme_color: "#959A4A",
    });
    const icons = reply.body.icons as { src: string; sizes: string }[];
    expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of icons)
      expect(await image(icon.src, "image/png")).toMatchObject({
        format: "png",
        width: Number(icon.sizes.split("x")[0]),
      });
  });

  it.each([
    ["with a (WebP) picture, drawn behind the title", () => post.slug, true],
    ["without a picture, with emoji in the title", () => plainPost.slug, false],
  ])("draws a 1200×630 PNG share image for a post %s, named in its og:image", async (_, slug, withPicture) => {
    const page = await html(`/post/${slug()}`);
    const url = meta(page, "og:image");
    expect(pathOf(url)).toMatch(new RegExp(`^/post/${slug()}/opengraph-image`));
    expect(meta(page, "og:image:width")).toBe("1200");
    const target = new URL(url!);
    const address = target.pathname + target.search;
    expect(await image(address, "image/png")).toMatchObject({ format: "png", width: 1200, height: 630 });
    const { red, blue } = await topColour(address);
    expect(red > blue + 60).toBe(withPicture);
    // The address does not change when the post is edited, so the image must not be cached as immutable.
    const response = await fetch(`${process.env.TEST_BASE_URL}${address}`);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600, stale-while-revalidate=86400");
  });

  it("answers 404 for the share image of a post that does not exist", async () => {
    const response = await fetch(`${process.env.TEST_BASE_URL}/post/${unique("no-such-post")}/opengraph-image`);
    expect(response.status).toBe(404);
  });
});

describe("a missing item's page", () => {
  /** The raw HTML a crawler or link checker gets: status, title and the not-found text, without running scripts. */
  async function missing(pathname: string, text: string, title: string, agent?: string) {
    const label = agent ? `${pathname} as ${agentName(agent)}` : pathname;
    const reply = await new Client().request<string>("GET", pathname, undefined, agent ? { "user-agent": agent } : {});
    expect(reply.status, label).toBe(404);
    expect(reply.body, label).not.toContain("__next_error__");
    const visible = reply.body.replace(/<script[^>]*>.*?<\/script>/gs, "");
    expect(visible, label).toContain(`role="alert">${text}</p>`);
    // In the head: a link preview reads no further.
    const head = /<head>(.*?)<\/head>/s.exec(reply.body)?.[1] ?? "";
    expect(decode(/<title>(.*?)<\/title>/.exec(head)?.[1] ?? ""), label).toBe(`${title} | My Nation Blog`);
    expect(meta(head, "robots"), label).toContain("noindex");
  }

  /** Each kind of missing item at a fresh address (so the request is the first for it, nothing cached yet). */
  const missingItems = () =>
    [
      [`/post/${unique("no-such-post")}`, "Blog post not found.", "Blog post not found"],
      [`/service/${unique("no-such-service")}`, "Service details not found", "Service details not found"],
      [`/about/${unique("no-such-article")}`, "About details not found", "About details not found"],
      [`/smartlink/${unique("no-such-link")}`, "Smart link not found.", "Smart link not found"],
      [`/links/${unique("nobody").toLowerCase()}`, LINK_PAGE_NOT_FOUND, LINK_PAGE_NOT_FOUND.replace(/\.$/, "")],
    ] as const;

  it("answers 404 with the not-found text and title in the server's HTML, for posts, services, about articles, smart links and link pages", async () => {
    for (const [pathname, text, title] of missingItems()) await missing(pathname, text, title);
  });

  it("covers every agent of Next's HTML-limited bot list with a sample agent", () => {
    for (const alternative of HTML_LIMITED_BOT_UA_RE.source.split("|"))
      expect(
        HTML_LIMITED_AGENTS.some((agent) => new RegExp(alternative, "i").test(agent)),
        alternative,
      ).toBe(true);
  });

  // Next gives HTML-limited bots a blocking render, where a notFound() inside a Suspense boundary (NotFoundView) set no
  // status: those link previews got 200 and a "not found" page to show (next.config.ts htmlLimitedBots).
  it.each(EVERY_AGENT.map((agent) => [agentName(agent), agent]))(
    "answers 404 with the not-found text to %s, for each kind of item, first visit or cached",
    async (_, agent) => {
      for (const [pathname, text, title] of missingItems()) await missing(pathname, text, title, agent);
      await missing(sharedMissingPost, "Blog post not found.", "Blog post not found", agent);
    },
  );

  it("answers 404 the same way for a post that was read, then deleted", async () => {
    const admin = await signedIn("ADMIN");
    const form = await postForm({
      title: unique("Soon gone"),
      content: "Here for a moment.",
      author: "Tester",
      categories: "News",
    });
    const { body } = await admin.client.post<{ post: { id: string; slug: string } }>("/mnb/api/addPost", form);
    expect((await new Client().get(`/post/${body.post.slug}`)).status).toBe(200);
    expect((await admin.client.delete(`/mnb/api/deletePost/${body.post.id}`)).status).toBe(200);
    await missing(`/post/${body.post.slug}`, "Blog post not found.", "Blog post not found");
    for (const agent of [BROWSER_AGENT, ...HTML_LIMITED_AGENTS])
      await missing(`/post/${body.post.slug}`, "Blog post not found.", "Blog post not found", agent);
  });
});

describe("what a link preview reads of a post", () => {
  it.each(EVERY_AGENT.map((agent) => [agentName(agent), agent]))(
    "gives %s the post's title and share tags in the head, with status 200",
    async (_, agent) => {
      const reply = await new Client().request<string>("GET", `/post/${post.slug}`, undefined, { "user-agent": agent });
      expect(reply.status).toBe(200);
      const head = /<head>(.*?)<\/head>/s.exec(reply.body)?.[1] ?? "";
      expect(decode(/<title>(.*?)<\/title>/.exec(head)?.[1] ?? "")).toBe(`${post.title} | My Nation Blog`);
      expect(meta(head, "og:title")).toBe(post.title);
      expect(pathOf(meta(head, "og:image"))).toMatch(new RegExp(`^/post/${post.slug}/opengraph-image`));
    },
  );
});
