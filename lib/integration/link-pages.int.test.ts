// Link-in-bio pages: the creator's settings call, the public page as raw HTML (own links on show, newest first, the
// share page's button order and tags), its 404s, a taken handle, freshness after a change, and the click through its
// buttons.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { BASE_URL, Client } from "@/testing/http";
import { file, pngBytes, signedIn, unique } from "@/testing/fixtures";
import {
  LINK_PAGE_EMPTY,
  LINK_PAGE_HANDLE_RULE,
  LINK_PAGE_HANDLE_TAKEN,
  LINK_PAGE_NOT_FOUND,
  LINK_PAGE_SAVED,
  LINK_PAGE_TITLE_REQUIRED,
} from "@/lib/smart-links/link-page-copy";

const SITE = process.env.SITE_URL!;
const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const SPOTIFY = "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC";

type Creator = Awaited<ReturnType<typeof signedIn>>;
type Saved = { message: string; linkPage: { handle: string; title: string; published: boolean } };

async function createLink(creator: Creator, songTitle: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ songTitle, artistName: "Tems", spotify: SPOTIFY, ...extra })) form.set(k, v);
  form.set("coverImage", file(await pngBytes(64, 64), "cover.png", "image/png"));
  const reply = await creator.client.post<{ slug: string }>("/mnb/api/smart-link", form);
  expect(reply.status).toBe(201);
  return reply.body.slug;
}

const page = (path: string, headers: Record<string, string> = {}) =>
  new Client().request<string>("GET", path, undefined, { "user-agent": DESKTOP, ...headers });

/** Reads the page until `check` holds (a write expires the cached page; the next request renders it again). */
async function pageUntil(path: string, check: (html: string, status: number) => boolean) {
  for (let i = 0; ; i++) {
    const reply = await page(path);
    if (check(reply.body, reply.status) || i >= 50) return reply;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const slugsShown = (html: string) => [...html.matchAll(/href="\/smartlink\/([\w-]+)"/g)].map((m) => m[1]);

let creator: Creator;
let handle: string;
let older: string;
let newer: string;
beforeAll(async () => {
  creator = await signedIn("USER");
  handle = unique("tems").toLowerCase();
  older = await createLink(creator, unique("Free Mind"));
  newer = await createLink(creator, unique("Love Me JeJe"), { boomplay: "https://www.boomplay.com/songs/12345" });
});
afterAll(() => db.$disconnect());

describe("the creator's settings", () => {
  it("needs a signed-in caller", async () => {
    expect((await new Client().get("/mnb/api/link-page")).status).toBe(401);
    expect((await new Client().put("/mnb/api/link-page", { handle: "someone", title: "x" })).status).toBe(401);
  });

  it("is empty before the first save, and refuses a bad handle or title without writing", async () => {
    expect((await creator.client.get("/mnb/api/link-page")).body).toEqual({ linkPage: null });
    const bad = await creator.client.put("/mnb/api/link-page", { handle: "no/slash", title: "Tems" });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe(LINK_PAGE_HANDLE_RULE);
    const untitled = await creator.client.put("/mnb/api/link-page", { handle, title: " " });
    expect(untitled.body.message).toBe(LINK_PAGE_TITLE_REQUIRED);
    expect(await db.linkPage.count({ where: { userId: creator.user.id } })).toBe(0);
  });

  it("saves the page (handle lowercased) and reads it back", async () => {
    const saved = await creator.client.put<Saved>("/mnb/api/link-page", {
      handle: handle.toUpperCase(),
      title: "Tems",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ message: LINK_PAGE_SAVED, linkPage: { handle, title: "Tems", published: true } });
    expect((await creator.client.get("/mnb/api/link-page")).body).toEqual({ linkPage: saved.body.linkPage });
  });

  it("answers 409 for a handle another creator holds, and keeps theirs", async () => {
    const other = await signedIn("USER");
    const reply = await other.client.put("/mnb/api/link-page", { handle, title: "Impostor" });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(LINK_PAGE_HANDLE_TAKEN);
    expect(await db.linkPage.count({ where: { userId: other.user.id } })).toBe(0);
  });

  it("settles two creators racing for one free handle: one page, one 409", async () => {
    const [a, b] = await Promise.all([signedIn("USER"), signedIn("USER")]);
    const wanted = unique("race").toLowerCase();
    const replies = await Promise.all(
      [a, b].map((c) => c.client.put("/mnb/api/link-page", { handle: wanted, title: "Race" })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db.linkPage.count({ where: { handle: wanted } })).toBe(1);
  });
});

describe("the public page, as a crawler or a browser without JavaScript gets it", () => {
  it("lists the creator's links on show, newest first, with tracked buttons and the share tags", async () => {
    const reply = await pageUntil(`/links/${handle}`, (_, status) => status === 200);
    expect(reply.status).toBe(200);
    const html = reply.body;
    expect(html).toMatch(/<h1[^>]*>Tems<\/h1>/);
    expect(slugsShown(html)).toEqual([newer, older]);
    // Each button goes through the link's tracked redirect, marked as coming from a link-in-bio page.
    expect(html).toContain(`href="/smartlink/${newer}/go/spotify?utm_medium=link-in-bio"`);
    expect(html).toContain(`href="/smartlink/${newer}/go/boomplay?utm_medium=link-in-bio"`);
    expect(html).not.toContain(`href="${SPOTIFY}"`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/links/${handle}"/>`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${SITE}/smartlink/${newer}/share\\.png\\?v=`));
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    // Nothing about the creator but the title they chose.
    expect(html).not.toContain(creator.email);
  });

  it("orders each link's buttons like its share page: the fan's chosen platform first, marked", async () => {
    const html = (await page(`/links/${handle}`, { cookie: "mnb_platform=boomplay" })).body;
    const order = [...html.matchAll(new RegExp(`href="/smartlink/${newer}/go/(\\w+)`, "g"))].map((m) => m[1]);
    expect(order[0]).toBe("boomplay");
    expect(html).toContain(`aria-label="Listen to`);
    expect(html).toContain("Your choice");
  });

  it("counts a click from the page with the link-in-bio medium", async () => {
    const reply = await new Client().request<string>(
      "GET",
      `/smartlink/${older}/go/spotify?utm_medium=link-in-bio`,
      undefined,
      { "user-agent": DESKTOP },
    );
    expect(reply.status).toBe(302);
    expect(reply.headers.get("location")).toBe(SPOTIFY);
    for (let i = 0; i < 100; i++) {
      const click = await db.smartLinkEvent.findFirst({ where: { smartLink: { slug: older }, kind: "CLICK" } });
      if (click) return expect(click.medium).toBe("link-in-bio");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("the click was not recorded");
  });

  it("shows a new link at once, drops a hidden one, and goes away when unpublished", async () => {
    const newest = await createLink(creator, unique("Higher"));
    expect(slugsShown((await pageUntil(`/links/${handle}`, (h) => slugsShown(h)[0] === newest)).body)[0]).toBe(newest);
    await db.smartLink.update({ where: { slug: newest }, data: { hidden: true } });
    // (An admin's hide expires the cache through its own call; straight to the database, a save does it here.)
    await creator.client.put("/mnb/api/link-page", { handle, title: "Tems, again" });
    const after = await pageUntil(`/links/${handle}`, (h) => h.includes(">Tems, again</h1>"));
    expect(slugsShown(after.body)).toEqual([newer, older]);

    await creator.client.put("/mnb/api/link-page", { handle, title: "Tems", published: false });
    const gone = await pageUntil(`/links/${handle}`, (_, status) => status === 404);
    expect(gone.status).toBe(404);
    expect(gone.body).toContain(LINK_PAGE_NOT_FOUND);
    expect((await page("/sitemap.xml")).body).not.toContain(`/links/${handle}<`);
    await creator.client.put("/mnb/api/link-page", { handle, title: "Tems", published: true });
    expect((await pageUntil(`/links/${handle}`, (_, status) => status === 200)).status).toBe(200);
    expect((await page("/sitemap.xml")).body).toContain(`${SITE}/links/${handle}<`);
  });

  it("moves with a new handle: the old address is a 404 at once", async () => {
    const moved = unique("tems-moved").toLowerCase();
    await creator.client.put("/mnb/api/link-page", { handle: moved, title: "Tems" });
    expect((await pageUntil(`/links/${handle}`, (_, status) => status === 404)).status).toBe(404);
    expect((await pageUntil(`/links/${moved}`, (_, status) => status === 200)).status).toBe(200);
    handle = moved;
  });

  it("finds the page whatever the letter case of the address (the canonical one is lowercase)", async () => {
    const reply = await page(`/links/${handle.toUpperCase()}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toContain(`<link rel="canonical" href="${SITE}/links/${handle}"/>`);
  });

  it("says so for an unknown handle, a made-up view, and a creator with no links yet", async () => {
    const missing = await page(`/links/${unique("nobody")}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toContain(LINK_PAGE_NOT_FOUND);
    expect((await page(`/links/${handle}/for/mars`)).status).toBe(404);

    const newcomer = await signedIn("USER");
    const fresh = unique("fresh").toLowerCase();
    await newcomer.client.put("/mnb/api/link-page", { handle: fresh, title: "New here" });
    const empty = await pageUntil(`/links/${fresh}`, (_, status) => status === 200);
    expect(empty.body).toContain(LINK_PAGE_EMPTY);
  });

  it("is an open page: no opener isolation, like the share page", async () => {
    expect((await fetch(`${BASE_URL}/links/${handle}`)).headers.get("cross-origin-opener-policy")).toBeNull();
  });
});
