// Smart-link numbers people can trust: only a person's visit is counted (not an `<img>`, a frame or a form pointed at
// the redirect or the beacon), uniques are per visitor cookie or per address (a loop changing its user agent is one
// visitor), one address adds only so many events to one link while a link stores every fan's (a machine-made burst
// flagged, not dropped); a pasted non-ASCII address redirects; a link made signed out is noindex and out of the sitemap
// until claimed or approved. Clicks are written after the redirect has answered, so those tests read the database until
// they appear.
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { BURST_PER_MINUTE, type Visit } from "@/lib/smart-links/events";
import { PER_ADDRESS_AND_LINK, trackSmartLinkEvent } from "@/lib/smart-links/tracking";
import { smartLinkStats } from "@/lib/smart-links/stats";
import { automatedNote } from "@/lib/smart-links/copy";
import { hitEach } from "@/lib/abuse/rate-limit";
import { Client, testAddress } from "@/testing/http";
import { file, pngBytes, signedIn, unique } from "@/testing/fixtures";
import { SMART_LINK_NOT_FOUND } from "@/lib/smart-links/copy";

const SITE = process.env.SITE_URL!;
const SPOTIFY = "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC";
const YOUTUBE = "https://youtu.be/abc123";
const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
/**
 * What the share page's fetch sends. (Node's fetch always sends `Sec-Fetch-Mode: cors` whatever it is told, so these
 * tests cannot send a browser's navigation: their clicks send no destination, as curl or an old browser does, and are
 * counted as such; e2e/smart-links.spec.ts clicks in Chromium.)
 */
const BEACON = { "sec-fetch-dest": "empty", "sec-fetch-mode": "cors", "sec-fetch-site": "same-origin" };

type Created = { slug: string; claimToken?: string };

async function createLink(
  fields: Record<string, string> = { spotify: SPOTIFY, youtube: YOUTUBE },
  client = new Client(),
) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ songTitle: unique("Essence"), artistName: "Wizkid", ...fields }))
    form.set(k, v);
  form.set("coverImage", file(await pngBytes(40, 40), "cover.png", "image/png"));
  const reply = await client.post<Created>("/mnb/api/smart-link", form);
  expect(reply.status).toBe(201);
  return reply.body;
}

const go = (slug: string, platform: string, headers: Record<string, string> = {}, client = new Client()) =>
  client.request<string>("GET", `/smartlink/${slug}/go/${platform}`, undefined, { "user-agent": BROWSER, ...headers });
const view = (slug: string, headers: Record<string, string> = {}, client = new Client()) =>
  client.request("POST", `/mnb/api/smart-links/${slug}/views`, "{}", {
    "content-type": "application/json",
    "user-agent": BROWSER,
    ...BEACON,
    ...headers,
  });

const eventsOf = (slug: string) =>
  db.smartLinkEvent.findMany({ where: { smartLink: { slug } }, orderBy: { createdAt: "asc" } });

/** Reads the link's events until `count` are there, then a moment longer, so events that should not come have had time. */
async function settledEvents(slug: string, count: number) {
  for (;;) {
    if ((await eventsOf(slug)).length >= count) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 750));
  return eventsOf(slug);
}

/** Runs `task` for 0..n-1, `width` at a time. */
async function inBatches(n: number, width: number, task: (i: number) => Promise<unknown>) {
  for (let i = 0; i < n; i += width)
    await Promise.all(Array.from({ length: Math.min(width, n - i) }, (_, k) => task(i + k)));
}

afterAll(() => db.$disconnect());

describe("only people's visits are counted", () => {
  it("redirects an <img>, a script, a frame or a fetch pointed at the redirect but records only top-level navigations", async () => {
    const { slug } = await createLink();
    const notClicks: Record<string, string>[] = [
      { "sec-fetch-dest": "image", "sec-fetch-mode": "no-cors", "sec-fetch-site": "cross-site" },
      { "sec-fetch-dest": "script", "sec-fetch-mode": "no-cors" },
      { "sec-fetch-dest": "iframe", "sec-fetch-mode": "navigate" },
      { "sec-fetch-dest": "empty", "sec-fetch-mode": "cors" },
    ];
    for (const headers of notClicks) {
      const reply = await go(slug, "spotify", headers);
      expect(reply.status).toBe(302);
      expect(reply.headers.get("location")).toBe(SPOTIFY);
    }
    // Clients that say nothing of what the request is for (an old browser) are counted.
    expect((await go(slug, "youtube")).status).toBe(302);
    const events = await settledEvents(slug, 1);
    expect(events.map((e) => e.platform)).toEqual(["YOUTUBE"]);
  });

  it("records a view only from the page's own fetch, not from a form posted at the beacon", async () => {
    const { slug } = await createLink();
    expect((await view(slug, { "sec-fetch-dest": "document", "sec-fetch-mode": "navigate" })).status).toBe(204);
    expect((await view(slug, { "sec-fetch-dest": "image", "sec-fetch-mode": "no-cors" })).status).toBe(204);
    expect(await eventsOf(slug)).toEqual([]);
    const visitor = new Client();
    expect((await view(slug, {}, visitor)).status).toBe(204);
    expect((await eventsOf(slug)).map((e) => e.kind)).toEqual(["VIEW"]);
    // The beacon gives the visitor their first-party cookie (httpOnly, Lax, long-lived).
    expect(visitor.hasCookie("mnb_vid")).toBe(true);
  });
});

describe("unique visitors", () => {
  it("counts a loop that changes its user agent and drops its cookies as one visitor, and stops storing its clicks past the address's allowance", async () => {
    const { slug } = await createLink();
    const address = testAddress();
    const tries = PER_ADDRESS_AND_LINK.limit + 10;
    await inBatches(tries, 10, (i) =>
      go(slug, "spotify", { "user-agent": `${BROWSER} Loop/${i}` }, new Client(undefined, address)),
    );
    const events = await settledEvents(slug, PER_ADDRESS_AND_LINK.limit);
    expect(events).toHaveLength(PER_ADDRESS_AND_LINK.limit);
    expect(events.filter((e) => e.unique)).toHaveLength(1);
    // Another address is not held back by this one.
    expect((await go(slug, "spotify")).status).toBe(302);
    expect(await settledEvents(slug, PER_ADDRESS_AND_LINK.limit + 1)).toHaveLength(PER_ADDRESS_AND_LINK.limit + 1);
  });

  it("stores exactly the allowance of one address's burst sent all at once (counted together, in one statement)", async () => {
    const { slug } = await createLink();
    const address = testAddress();
    const tries = 2 * PER_ADDRESS_AND_LINK.limit;
    const answers = await Promise.all(
      Array.from({ length: tries }, () => go(slug, "spotify", {}, new Client(undefined, address))),
    );
    expect(answers.every((r) => r.status === 302)).toBe(true);
    expect(await settledEvents(slug, PER_ADDRESS_AND_LINK.limit)).toHaveLength(PER_ADDRESS_AND_LINK.limit);
  });

  it("stops storing one address's views of a link past its allowance, still answering 204", async () => {
    const { slug } = await createLink();
    const address = testAddress();
    await inBatches(PER_ADDRESS_AND_LINK.limit + 5, 10, async () =>
      expect((await view(slug, {}, new Client(undefined, address))).status).toBe(204),
    );
    const views = await eventsOf(slug);
    expect(views).toHaveLength(PER_ADDRESS_AND_LINK.limit);
    expect(views.filter((e) => e.unique)).toHaveLength(1);
  });

  it("keys uniqueness on the visitor cookie: two people behind one address each count once, and neither twice", async () => {
    const { slug } = await createLink();
    const address = testAddress();
    const [ada, bayo] = [new Client(undefined, address), new Client(undefined, address)];
    // Each opens the page (the beacon gives them their cookie), then clicks.
    await view(slug, {}, ada);
    await view(slug, {}, bayo);
    await go(slug, "spotify", {}, ada);
    await go(slug, "spotify", {}, bayo);
    await go(slug, "spotify", {}, ada);
    const events = await settledEvents(slug, 5);
    const clicks = events.filter((e) => e.kind === "CLICK");
    // Per visitor, not by row order: clicks written in one grouped transaction share their `createdAt`.
    const uniquesPerVisitor = new Map<string, number[]>();
    for (const c of clicks)
      uniquesPerVisitor.set(c.visitorHash, [...(uniquesPerVisitor.get(c.visitorHash) ?? []), +c.unique]);
    expect([...uniquesPerVisitor.values()].map((u) => [u.length, u.reduce((a, b) => a + b, 0)]).sort()).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it("does not count a visitor twice when their cookie arrives: the click before it was theirs by address", async () => {
    const { slug } = await createLink();
    const visitor = new Client();
    await go(slug, "spotify", {}, visitor);
    await settledEvents(slug, 1);
    expect(visitor.hasCookie("mnb_vid")).toBe(true);
    await go(slug, "spotify", {}, visitor);
    const events = await settledEvents(slug, 2);
    expect(events.map((e) => e.unique)).toEqual([true, false]);
  });

  it("ignores a visitor cookie the site did not sign (a script minting ids is still its address)", async () => {
    const { slug } = await createLink();
    const address = testAddress();
    for (let i = 0; i < 3; i++) {
      const forged = {
        cookie: `mnb_vid=${crypto.randomUUID()}.${"A".repeat(43)}`,
        "user-agent": `${BROWSER} Forger/${i}`,
      };
      await go(slug, "spotify", forged, new Client(undefined, address));
    }
    const events = await settledEvents(slug, 3);
    expect(events.filter((e) => e.unique)).toHaveLength(1);
  });
});

describe("a viral link", () => {
  const ANDROID = (n: number) =>
    `Mozilla/5.0 (Linux; Android 14; Phone ${n}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36`;
  const visit = (ip: string, userAgent = BROWSER): Visit => ({
    ip,
    userAgent,
    visitorId: null,
    country: null,
    referrer: null,
    channel: null,
    qr: false,
  });
  const clicksOf = (slug: string) => db.smartLinkEvent.count({ where: { smartLink: { slug }, kind: "CLICK" } });

  // Through the route's own tracking call (trackSmartLinkEvent: the address's allowance, then the grouped write), in
  // process: 5,000 HTTP redirects take minutes on a small machine, and the redirect itself is covered above.
  it("stores all of 5,000 clicks from 1,000 addresses within a minute: no cap on how many fans a link counts", async () => {
    const { slug } = await createLink();
    const addresses = Array.from({ length: 1000 }, (_, i) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`);
    const started = Date.now();
    await inBatches(5000, 500, (i) =>
      trackSmartLinkEvent(slug, "CLICK", visit(addresses[i % 1000], ANDROID(i % 1000)), "YOUTUBE"),
    );
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(await clicksOf(slug)).toBe(5000);
    const link = await db.smartLink.findUniqueOrThrow({ where: { slug } });
    expect((await smartLinkStats(link.id, 7)).totals).toMatchObject({ clicks: 5000, automatedClicks: 0 });
  }, 120_000);

  it("stores only the per-address allowance of 5,000 clicks from one address", async () => {
    const { slug } = await createLink();
    const address = testAddress();
    await inBatches(5000, 500, () => trackSmartLinkEvent(slug, "CLICK", visit(address), "YOUTUBE"));
    expect(await clicksOf(slug)).toBe(PER_ADDRESS_AND_LINK.limit);
  }, 120_000);

  it("counts a machine-made burst (one network, one agent, no cookies) and flags it in the statistics", async () => {
    const { slug } = await createLink();
    const tries = BURST_PER_MINUTE + 50;
    let redirected = 0;
    // One /24, a new address each time (each within its allowance), one agent, no cookie kept.
    await inBatches(tries, 10, async (i) => {
      const reply = await go(slug, "youtube", {}, new Client(undefined, `198.19.77.${i + 1}`));
      if (reply.status === 302) redirected++;
    });
    expect(redirected).toBe(tries);
    const events = await settledEvents(slug, tries);
    expect(events).toHaveLength(tries);
    expect(events.filter((e) => e.automated)).toHaveLength(tries - BURST_PER_MINUTE);
    const link = await db.smartLink.findUniqueOrThrow({ where: { slug } });
    const stats = await smartLinkStats(link.id, 7);
    expect(stats.totals).toMatchObject({ clicks: tries, automatedClicks: tries - BURST_PER_MINUTE });
    expect(automatedNote(stats.totals.automatedClicks, stats.totals.automatedViews)).toMatch(
      /^50 clicks look automated/,
    );
    // Fans with cookies, or on other networks, are never part of it.
    const other = await createLink();
    await inBatches(BURST_PER_MINUTE + 5, 10, (i) =>
      go(other.slug, "youtube", {}, new Client(undefined, `198.19.${i}.9`)),
    );
    expect((await settledEvents(other.slug, BURST_PER_MINUTE + 5)).filter((e) => e.automated)).toHaveLength(0);
  }, 120_000);
});

describe("a pasted non-ASCII address", () => {
  const CHINESE = "https://open.spotify.com/track/中文";
  const LATIN1 = "https://www.boomplay.com/songs/café";

  it("is stored normalised and redirects to it", async () => {
    const reply = await new Client().post(
      "/mnb/api/smart-link",
      await (async () => {
        const form = new FormData();
        for (const [k, v] of Object.entries({
          songTitle: unique("Unicode"),
          artistName: "Tems",
          spotify: CHINESE,
          boomplay: LATIN1,
        }))
          form.set(k, v);
        form.set("coverImage", file(await pngBytes(40, 40), "cover.png", "image/png"));
        return form;
      })(),
    );
    expect(reply.status).toBe(201);
    const slug = String(reply.body.slug);
    const stored = await db.smartLink.findUniqueOrThrow({ where: { slug } });
    expect(stored.spotify).toBe("https://open.spotify.com/track/%E4%B8%AD%E6%96%87");
    expect(stored.boomplay).toBe("https://www.boomplay.com/songs/caf%C3%A9");
    const spotify = await go(slug, "spotify");
    expect(spotify.status).toBe(302);
    expect(spotify.headers.get("location")).toBe("https://open.spotify.com/track/%E4%B8%AD%E6%96%87");
    expect((await go(slug, "boomplay")).headers.get("location")).toBe("https://www.boomplay.com/songs/caf%C3%A9");
  });

  it("redirects correctly from a row stored before addresses were normalised", async () => {
    const slug = unique("raw-address");
    await db.smartLink.create({
      data: {
        slug,
        songTitle: "Raw",
        artistName: "Old",
        coverImageUrl: "/files/image/x.png",
        spotify: CHINESE,
        boomplay: LATIN1,
      },
    });
    const spotify = await go(slug, "spotify");
    expect(spotify.status).toBe(302);
    expect(spotify.headers.get("location")).toBe(new URL(CHINESE).href);
    expect((await go(slug, "boomplay")).headers.get("location")).toBe("https://www.boomplay.com/songs/caf%C3%A9");
  });
});

describe("links made signed out", () => {
  const sharePage = (slug: string) =>
    new Client().request<string>("GET", `/smartlink/${slug}`, undefined, { "user-agent": BROWSER });
  const noindex = (html: string) => /<meta name="robots" content="noindex[^"]*"/.test(html);
  const sitemap = async () => (await new Client().get<string>("/sitemap.xml")).body;
  const listed = (xml: string, slug: string) => xml.includes(`<loc>${SITE}/smartlink/${slug}</loc>`);

  it("are noindex and out of the sitemap; a signed-in creator's are neither", async () => {
    const anonymous = await createLink();
    expect(anonymous.claimToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const creator = await signedIn("USER");
    const owned = await createLink(undefined, creator.client);
    expect(owned.claimToken).toBeUndefined();

    const page = await sharePage(anonymous.slug);
    expect(page.status).toBe(200);
    expect(noindex(page.body)).toBe(true);
    expect(noindex((await sharePage(owned.slug)).body)).toBe(false);
    const xml = await sitemap();
    expect(listed(xml, anonymous.slug)).toBe(false);
    expect(listed(xml, owned.slug)).toBe(true);
    // The claim token is kept only as a hash.
    const row = await db.smartLink.findUniqueOrThrow({ where: { slug: anonymous.slug } });
    expect(row.claimTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.claimTokenHash).not.toBe(anonymous.claimToken);
  });

  it("become their creator's when claimed after signing in with the token, then indexed; no one else may claim them", async () => {
    const { slug, claimToken } = await createLink();
    const [creator, stranger] = [await signedIn("USER"), await signedIn("USER")];
    const claim = (client: Client, token = claimToken) => client.post(`/mnb/api/smart-links/${slug}/claim`, { token });
    expect((await claim(new Client())).status).toBe(401);
    const wrong = await claim(stranger.client, "x".repeat(43));
    expect(wrong.status).toBe(404);
    expect(wrong.body).toMatchObject({ message: SMART_LINK_NOT_FOUND, code: "not_found" });
    expect((await claim(stranger.client, "not a token")).status).toBe(422);

    const claimed = await claim(creator.client);
    expect(claimed.status).toBe(200);
    const row = await db.smartLink.findUniqueOrThrow({ where: { slug } });
    // Vouched for by its new owner's verified email, not by an approval.
    expect(row).toMatchObject({ createdById: creator.user.id, claimTokenHash: null, approvedAt: null });
    // Once claimed, the token is spent: not even its own creator's second try, nor anyone else's.
    expect((await claim(stranger.client)).status).toBe(404);
    expect((await claim(creator.client)).status).toBe(404);
    expect(noindex((await sharePage(slug)).body)).toBe(false);
    expect(listed(await sitemap(), slug)).toBe(true);
    const mine = await creator.client.get<{ links: { slug: string }[] }>("/mnb/api/smart-links");
    expect(mine.body.links.map((l) => l.slug)).toContain(slug);
  });

  it("are indexed once an admin approves them; only admins may, and each approval is in the activity log", async () => {
    const { slug } = await createLink();
    const [admin, user] = [await signedIn("ADMIN"), await signedIn("USER")];
    const approve = (client: Client, which = slug) => client.post(`/mnb/api/smart-links/${which}/approve`);
    expect((await approve(new Client())).status).toBe(401);
    expect((await approve(user.client)).status).toBe(403);
    expect(noindex((await sharePage(slug)).body)).toBe(true);

    const reply = await approve(admin.client);
    expect(reply.status).toBe(200);
    const row = await db.smartLink.findUniqueOrThrow({ where: { slug } });
    expect(row.approvedAt).not.toBeNull();
    expect(row.createdById).toBeNull();
    const [entry] = await db.adminActivity.findMany({ where: { recordId: row.id } });
    expect(entry).toMatchObject({ actorId: admin.user.id, action: "UPDATE", recordType: "smart-link" });
    expect(entry.summary).toMatch(/^Approved .* by Wizkid$/);
    expect(noindex((await sharePage(slug)).body)).toBe(false);
    expect(listed(await sitemap(), slug)).toBe(true);
    const missing = await approve(admin.client, unique("no-such-link"));
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: SMART_LINK_NOT_FOUND });
  });
});

describe("hitEach (the allowance's counter)", () => {
  it("adds several attempts to several keys in one statement, and starts a key's new window with its own attempts", async () => {
    const [a, b] = [unique("hit-each"), unique("hit-each")];
    const counts = async (attempts: [string, number][]) =>
      new Map([...(await hitEach(new Map(attempts), 60))].map(([key, { count }]) => [key, count]));
    expect(
      await counts([
        [a, 3],
        [b, 1],
      ]),
    ).toEqual(
      new Map([
        [a, 3],
        [b, 1],
      ]),
    );
    expect(await counts([[a, 2]])).toEqual(new Map([[a, 5]]));
    await db.rateLimit.update({ where: { key: a }, data: { resetAt: new Date(Date.now() - 1000) } });
    expect(
      await counts([
        [a, 4],
        [b, 1],
      ]),
    ).toEqual(
      new Map([
        [a, 4],
        [b, 2],
      ]),
    );
    await db.rateLimit.deleteMany({ where: { key: { in: [a, b] } } });
  });
});
