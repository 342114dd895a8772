// Smart-link statistics and moderation: the figures from known visits (bots are previews, repeats within the hour are
// not unique), periods and zero-filled days, that only the daily roll-up is read and in one query whatever the period,
// who may read them (owner, admin; not another user or anonymous), the lists, the admin's edit, hide and delete, and
// the pages that show them.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { rebuildDailyStats, recordSmartLinkEvent, type Visit } from "@/lib/smart-links/events";
import { clicksByPlatform, smartLinkStats, type SmartLinkStats } from "@/lib/smart-links/stats";
import { Client, redirectTarget } from "@/testing/http";
import { file, pngBytes, signedIn, signedInBrowser, storedFileCount, unique } from "@/testing/fixtures";
import { PLATFORMS } from "@/lib/smart-links/platforms";
import { platformHostMessage, SMART_LINK_NOT_FOUND } from "@/lib/smart-links/copy";
import {
  STATS_RANGE_FUTURE,
  STATS_RANGE_INVALID,
  STATS_RANGE_REVERSED,
  STATS_RANGE_TOO_LONG,
} from "@/lib/smart-links/stats-schema";

type Link = {
  _id: string;
  slug: string;
  songTitle: string;
  coverImageUrl: string;
  hidden?: boolean;
  owned?: boolean;
  views?: number;
  clicks?: number;
};
type StatsReply = { smartLink: Link; stats: SmartLinkStats };
type ListReply = { links: Link[]; page: number; totalPages: number; total: number };

const SPOTIFY = "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC";
const BOOMPLAY = "https://www.boomplay.com/songs/12345";
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

let admin: Awaited<ReturnType<typeof signedIn>>;
let owner: Awaited<ReturnType<typeof signedIn>>;
let other: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  [admin, owner, other] = [await signedIn("ADMIN"), await signedIn("USER"), await signedIn("USER")];
});
afterAll(() => db.$disconnect());

async function create(client: Client, songTitle = unique("Essence")): Promise<Link> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ songTitle, artistName: "Wizkid", spotify: SPOTIFY, boomplay: BOOMPLAY }))
    form.set(k, v);
  form.set("coverImage", file(await pngBytes(40, 40), "cover.png", "image/png"));
  const reply = await client.post<{ smartLink: Link }>("/mnb/api/smart-link", form);
  expect(reply.status).toBe(201);
  return reply.body.smartLink;
}

const visit = (over: Partial<Visit> = {}): Visit => ({
  ip: "198.18.9.1",
  userAgent: PHONE,
  country: "NG",
  referrer: "https://l.instagram.com/?u=x",
  channel: "instagram",
  qr: false,
  ...over,
});
const stats = (client: Client, slug: string, query = "") =>
  client.get<StatsReply>(`/mnb/api/smart-links/${slug}/stats${query}`);
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** Two people and two preview bots: A views twice and clicks Spotify twice and Boomplay once; B (by QR) views and clicks Spotify. */
async function knownVisits(slug: string) {
  const a = visit();
  const b = visit({ ip: "198.18.9.2", userAgent: DESKTOP, country: "US", referrer: null, channel: null, qr: true });
  for (const [kind, who, platform] of [
    ["VIEW", a],
    ["VIEW", a],
    ["CLICK", a, "SPOTIFY"],
    ["CLICK", a, "SPOTIFY"],
    ["CLICK", a, "BOOMPLAY"],
    ["VIEW", b],
    ["CLICK", b, "SPOTIFY"],
    ["VIEW", visit({ userAgent: "WhatsApp/2.23.20.0" })],
    ["CLICK", visit({ userAgent: "facebookexternalhit/1.1" }), "SPOTIFY"],
  ] as const) {
    expect(await recordSmartLinkEvent(slug, kind, who, platform ?? null)).not.toBeNull();
  }
}

describe("a link's statistics", () => {
  it("counts views, clicks, uniques, previews, click-through, platforms and where visits came from", async () => {
    const link = await create(owner.client);
    await knownVisits(link.slug);
    const reply = await stats(owner.client, link.slug, "?days=7");
    expect(reply.status).toBe(200);
    const s = reply.body.stats;
    expect(s.days).toBe(7);
    expect(s.to).toBe(today());
    expect(s.totals).toEqual({
      views: 3,
      uniqueViews: 2,
      clicks: 4,
      uniqueClicks: 3,
      previews: 2,
      clickThrough: 1.5,
      automatedViews: 0,
      automatedClicks: 0,
    });
    expect(s.platforms.slice(0, 2)).toEqual([
      { key: "SPOTIFY", label: "Spotify", clicks: 3, uniques: 2, share: 0.75 },
      { key: "BOOMPLAY", label: "Boomplay", clicks: 1, uniques: 1, share: 0.25 },
    ]);
    expect(s.platforms.slice(2).map((p) => p.clicks)).toEqual([0, 0, 0]);
    expect(s.byDay).toHaveLength(7);
    expect(s.byDay.at(-1)).toEqual({ day: today(), views: 3, clicks: 4 });
    expect(s.byDay.slice(0, 6).every((d) => d.views === 0 && d.clicks === 0)).toBe(true);
    const pick = (rows: SmartLinkStats["countries"]) => rows.map(({ label, views, clicks }) => [label, views, clicks]);
    expect(pick(s.countries)).toEqual([
      ["Nigeria", 2, 3],
      ["United States", 1, 1],
    ]);
    expect(pick(s.referrers)).toEqual([
      ["l.instagram.com", 2, 3],
      ["Direct or unknown", 1, 1],
    ]);
    expect(pick(s.devices)).toEqual([
      ["Mobile", 2, 3],
      ["Desktop", 1, 1],
    ]);
    expect(pick(s.channels)).toEqual([
      ["instagram", 2, 3],
      ["None", 1, 1],
    ]);
    expect(pick(s.apps)).toEqual([["Browser", 3, 4]]);
    expect(pick(s.mediums)).toEqual([["None", 3, 4]]);
    expect(pick(s.campaigns)).toEqual([["None", 3, 4]]);
    expect(pick(s.systems)).toEqual([
      ["Android", 2, 3],
      ["Windows", 1, 1],
    ]);
    expect(pick(s.browsers)).toEqual([["Chrome", 3, 4]]);
    expect(pick(s.sources)).toEqual([
      ["Link", 2, 3],
      ["QR code", 1, 1],
    ]);
  });

  it("downloads the same figures as CSV for the owner and admins only, with risky cells defused", async () => {
    const link = await create(owner.client);
    await knownVisits(link.slug);
    // A referrer that a spreadsheet would run as a formula, and one with a comma.
    await recordSmartLinkEvent(link.slug, "VIEW", visit({ ip: "198.18.9.3", referrer: "https://=cmd.example/" }));
    const reply = await owner.client.request<string>(
      "GET",
      `/mnb/api/smart-links/${link.slug}/stats?days=7&format=csv`,
    );
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(reply.headers.get("content-disposition")).toBe(
      `attachment; filename="${link.slug}-statistics-${daysAgo(6)}-to-${today()}.csv"`,
    );
    expect(reply.headers.get("cache-control")).toBe("no-store");
    const lines = reply.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe("section,item,views,clicks,unique views,unique clicks");
    expect(lines[1]).toBe(`total,${daysAgo(6)} to ${today()},4,4,3,3`);
    expect(lines).toContain("total,link previews,2,,,");
    expect(lines).toContain(`day,${today()},4,4,,`);
    expect(lines.filter((l) => l.startsWith("day,"))).toHaveLength(7);
    expect(lines).toContain("platform,Spotify,,3,,2");
    expect(lines).toContain("country,Nigeria,3,3,,");
    expect(lines).toContain("operating system,Android,3,3,,");
    expect(lines).toContain("browser,Chrome,4,4,,");
    expect(lines).toContain("browser or in-app,Browser,4,4,,");
    expect(lines).toContain("qr code or link,QR code,1,1,,");
    expect(lines).toContain("referrer,'=cmd.example,1,0,,");
    // The same policy as the JSON: admins yes, another user 403, anonymous 401.
    expect(
      (await admin.client.request<string>("GET", `/mnb/api/smart-links/${link.slug}/stats?format=csv`)).status,
    ).toBe(200);
    expect(
      (await other.client.request<string>("GET", `/mnb/api/smart-links/${link.slug}/stats?format=csv`)).status,
    ).toBe(403);
    expect(
      (await new Client().request<string>("GET", `/mnb/api/smart-links/${link.slug}/stats?format=csv`)).status,
    ).toBe(401);
  });

  it("has no click-through before anyone viewed, and zero days rather than missing ones", async () => {
    const link = await create(owner.client);
    const { stats: s } = (await stats(owner.client, link.slug)).body;
    expect(s.days).toBe(30);
    expect(s.totals).toEqual({
      views: 0,
      uniqueViews: 0,
      clicks: 0,
      uniqueClicks: 0,
      previews: 0,
      clickThrough: null,
      automatedViews: 0,
      automatedClicks: 0,
    });
    expect(s.byDay).toHaveLength(30);
    expect(new Set(s.byDay.map((d) => d.day)).size).toBe(30);
    expect(s.byDay[0].day).toBe(daysAgo(29));
    expect(s.countries).toEqual([]);
  });

  it("sums only the days of the period asked for (7, 30, 90, 365; anything else is 30)", async () => {
    const link = await create(owner.client);
    const row = (day: string, kind: "VIEW" | "CLICK", count: number) => ({
      smartLinkId: link._id,
      day: new Date(`${day}T00:00:00Z`),
      kind,
      dimension: "total",
      value: "",
      count,
      uniques: count,
    });
    await db.smartLinkDailyStat.createMany({
      data: [
        row(daysAgo(3), "VIEW", 5),
        row(daysAgo(20), "VIEW", 7),
        row(daysAgo(20), "CLICK", 2),
        row(daysAgo(60), "VIEW", 11),
        row(daysAgo(400), "VIEW", 100),
      ],
    });
    const views = async (query: string) => (await stats(owner.client, link.slug, query)).body.stats;
    expect((await views("?days=7")).totals.views).toBe(5);
    expect((await views("?days=30")).totals.views).toBe(12);
    expect((await views("?days=90")).totals.views).toBe(23);
    const year = await views("?days=365");
    expect(year.totals.views).toBe(23);
    expect(year.byDay).toHaveLength(365);
    expect(year.byDay.find((d) => d.day === daysAgo(20))).toEqual({ day: daysAgo(20), views: 7, clicks: 2 });
    expect(year.byDay.filter((d) => d.views > 0).map((d) => d.day)).toEqual([daysAgo(60), daysAgo(20), daysAgo(3)]);
    for (const nonsense of ["?days=13", "?days=abc", "?days=-7", "?days=1e9"])
      expect((await views(nonsense)).days).toBe(30);

    // A custom range: exactly its days, both ends included.
    const range = await views(`?from=${daysAgo(25)}&to=${daysAgo(3)}`);
    expect(range).toMatchObject({ custom: true, days: 23, from: daysAgo(25), to: daysAgo(3) });
    expect(range.byDay).toHaveLength(23);
    expect(range.totals.views).toBe(12);
    expect((await views(`?from=${daysAgo(20)}&to=${daysAgo(20)}`)).totals.views).toBe(7);
    expect((await views("?days=7")).custom).toBe(false);
    // A range that is not one: 400 with the reason, nothing computed.
    for (const [query, message] of [
      [`?from=${daysAgo(3)}&to=${daysAgo(5)}`, STATS_RANGE_REVERSED],
      [`?from=${daysAgo(3)}&to=${daysAgo(-2)}`, STATS_RANGE_FUTURE],
      [`?from=${daysAgo(400)}&to=${daysAgo(0)}`, STATS_RANGE_TOO_LONG],
      [`?from=soon&to=${daysAgo(0)}`, STATS_RANGE_INVALID],
    ]) {
      const reply = await stats(owner.client, link.slug, query);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ message });
    }
    // The CSV of a range says so.
    const csv = await owner.client.request<string>(
      "GET",
      `/mnb/api/smart-links/${link.slug}/stats?from=${daysAgo(25)}&to=${daysAgo(3)}&format=csv`,
    );
    expect(csv.body.split("\r\n")[1]).toBe(
      `total,${daysAgo(25)} to ${daysAgo(3)},12,${range.totals.clicks},${range.totals.uniqueViews},${range.totals.uniqueClicks}`,
    );
  });

  it("reads only the roll-up, in one query whatever the period", async () => {
    const link = await create(owner.client);
    await knownVisits(link.slug);
    const before = await smartLinkStats(link._id, 30);
    // The raw events can go (e.g. purged): the figures do not change, because they were never read.
    expect(await db.smartLinkEvent.deleteMany({ where: { smartLinkId: link._id } })).toMatchObject({ count: 9 });
    expect(await smartLinkStats(link._id, 30)).toEqual(before);

    const sent = vi.spyOn(pg.Client.prototype, "query");
    try {
      for (const days of [7, 365] as const) {
        sent.mockClear();
        await smartLinkStats(link._id, days);
        const sql = sent.mock.calls.map(([q]: unknown[]) =>
          typeof q === "string" ? q : String((q as { text?: string } | null)?.text),
        );
        expect(sql, `queries for ${days} days`).toHaveLength(1);
        expect(sql[0]).toContain('"SmartLinkDailyStat"');
        expect(sql[0]).not.toContain('"SmartLinkEvent"');
      }
    } finally {
      sent.mockRestore();
    }
  });

  it("adds every link's clicks per platform for the dashboard", async () => {
    const link = await create(owner.client);
    const before = await clicksByPlatform(30);
    await recordSmartLinkEvent(link.slug, "CLICK", visit({ ip: "198.18.9.30" }), "AUDIOMACK");
    await recordSmartLinkEvent(link.slug, "CLICK", visit({ ip: "198.18.9.31" }), "AUDIOMACK");
    await recordSmartLinkEvent(link.slug, "CLICK", visit({ userAgent: "Twitterbot/1.0" }), "AUDIOMACK");
    const after = await clicksByPlatform(30);
    expect(after.map((p) => p.key)).toEqual(PLATFORMS.map((p) => p.key));
    const audiomack = (rows: typeof after) => rows.find((p) => p.key === "AUDIOMACK")!.clicks;
    expect(audiomack(after) - audiomack(before)).toBe(2);
    expect(after.reduce((n, p) => n + p.share, 0)).toBeCloseTo(1);
  });
});

describe("the roll-up and its rebuild from the events", () => {
  it("hold the same rows: each event's roll-up written as it happens equals the rows rebuilt from the event table", async () => {
    const link = await create(owner.client);
    await knownVisits(link.slug);
    const { id } = await db.smartLink.findUniqueOrThrow({ where: { slug: link.slug }, select: { id: true } });
    const rows = () =>
      db.smartLinkDailyStat.findMany({
        where: { smartLinkId: id },
        select: { day: true, kind: true, dimension: true, value: true, count: true, uniques: true },
        orderBy: [{ day: "asc" }, { kind: "asc" }, { dimension: "asc" }, { value: "asc" }],
      });
    const incremental = await rows();
    expect(
      incremental.find((r) => r.kind === "CLICK" && r.dimension === "platform" && r.value === "SPOTIFY"),
    ).toMatchObject({ count: 3, uniques: 2 });
    await db.smartLinkDailyStat.updateMany({ where: { smartLinkId: id }, data: { count: 999 } });
    await rebuildDailyStats({ smartLinkId: id });
    expect(await rows()).toEqual(incremental);
  });
});

describe("who may read statistics", () => {
  it("lets the owner and admins in, refuses other users (403) and anonymous callers (401), and 404s unknown links", async () => {
    const link = await create(owner.client);
    expect((await stats(owner.client, link.slug)).status).toBe(200);
    expect((await stats(admin.client, link.slug)).status).toBe(200);
    const refused = await stats(other.client, link.slug);
    expect(refused.status).toBe(403);
    expect(refused.body).not.toHaveProperty("stats");
    expect((await stats(new Client(), link.slug)).status).toBe(401);
    const missing = await stats(owner.client, "no-such-smart-link");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: SMART_LINK_NOT_FOUND });
  });

  it("keeps an anonymous creation's statistics for admins only", async () => {
    const link = await create(new Client());
    expect((await stats(owner.client, link.slug)).status).toBe(403);
    expect((await stats(admin.client, link.slug)).status).toBe(200);
  });

  it("lists a user's own links with their totals, every link for admins (searchable), nothing for anonymous callers", async () => {
    const title = unique("Joha");
    const link = await create(owner.client, title);
    await recordSmartLinkEvent(link.slug, "VIEW", visit({ ip: "198.18.9.40" }));
    await recordSmartLinkEvent(link.slug, "CLICK", visit({ ip: "198.18.9.40" }), "SPOTIFY");
    const mine = await owner.client.get<ListReply>("/mnb/api/smart-links?limit=50");
    expect(mine.status).toBe(200);
    expect(mine.body.links.find((l) => l.slug === link.slug)).toMatchObject({
      views: 1,
      clicks: 1,
      owned: true,
      hidden: false,
    });
    expect(
      (await other.client.get<ListReply>("/mnb/api/smart-links?limit=50")).body.links.map((l) => l.slug),
    ).not.toContain(link.slug);
    const searched = await admin.client.get<ListReply>(
      `/mnb/api/smart-links?q=${encodeURIComponent(title.toUpperCase())}`,
    );
    expect(searched.body.links.map((l) => l.slug)).toEqual([link.slug]);
    expect(searched.body.total).toBe(1);
    expect((await new Client().get("/mnb/api/smart-links")).status).toBe(401);
  });
});

describe("moderation (admin)", () => {
  const editForm = (fields: Record<string, string> = {}, cover?: File) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      songTitle: "Edited title",
      artistName: "Wizkid",
      spotify: SPOTIFY,
      boomplay: "",
      ...fields,
    }))
      form.set(k, v);
    if (cover) form.set("coverImage", cover);
    return form;
  };
  const row = (slug: string) => db.smartLink.findUnique({ where: { slug } });

  it("refuses a link on the wrong host and changes nothing, not even the cover", async () => {
    const link = await create(owner.client);
    const [before, files] = [await row(link.slug), storedFileCount()];
    const reply = await admin.client.put(
      `/mnb/api/smart-links/${link.slug}`,
      editForm({ spotify: "https://open.spotify.com.evil.example/x" }, file(await pngBytes(), "new.png", "image/png")),
    );
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ message: platformHostMessage(PLATFORMS[1]) });
    expect(await row(link.slug)).toEqual(before);
    expect(storedFileCount()).toBe(files);
  });

  it("lets only admins edit: text, links and a new cover (the old one leaves storage), the slug stays", async () => {
    const link = await create(owner.client);
    expect((await owner.client.put(`/mnb/api/smart-links/${link.slug}`, editForm())).status).toBe(403);
    const reply = await admin.client.put<{ message: string; smartLink: Link }>(
      `/mnb/api/smart-links/${link.slug}`,
      editForm({}, file(await pngBytes(50, 50), "new.png", "image/png")),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe("Smart link updated successfully");
    expect(reply.body.smartLink.slug).toBe(link.slug);
    expect(reply.body.smartLink.coverImageUrl).not.toBe(link.coverImageUrl);
    const read = await new Client().get<Link & { boomplay: string | null }>(`/mnb/api/getSmartLink/${link.slug}`);
    expect(read.body).toMatchObject({ songTitle: "Edited title", boomplay: null });
    expect((await new Client().get(link.coverImageUrl)).status).toBe(404);
    expect((await new Client().get(reply.body.smartLink.coverImageUrl)).status).toBe(200);
  });

  it("hides a link: its page and JSON answer 404, its statistics stay readable by the owner and admins; shown again, it is back", async () => {
    const link = await create(owner.client);
    await recordSmartLinkEvent(link.slug, "VIEW", visit({ ip: "198.18.9.50" }));
    const hide = await admin.client.put<{ smartLink: Link }>(
      `/mnb/api/smart-links/${link.slug}`,
      editForm({ hidden: "true" }),
    );
    expect(hide.status).toBe(200);
    expect(hide.body.smartLink.hidden).toBe(true);
    expect((await new Client().get(`/mnb/api/getSmartLink/${link.slug}`)).status).toBe(404);
    for (const client of [owner.client, admin.client]) {
      const reply = await stats(client, link.slug);
      expect(reply.status).toBe(200);
      expect(reply.body.stats.totals.views).toBe(1);
      expect(reply.body.smartLink.hidden).toBe(true);
    }
    expect((await admin.client.put(`/mnb/api/smart-links/${link.slug}`, editForm({ hidden: "false" }))).status).toBe(
      200,
    );
    expect((await new Client().get(`/mnb/api/getSmartLink/${link.slug}`)).status).toBe(200);
  });

  it("deletes a link with its cover file, events and roll-ups; only admins may", async () => {
    const link = await create(owner.client);
    await recordSmartLinkEvent(link.slug, "CLICK", visit({ ip: "198.18.9.60" }), "SPOTIFY");
    expect((await owner.client.delete(`/mnb/api/smart-links/${link.slug}`)).status).toBe(403);
    expect((await new Client().get(link.coverImageUrl)).status).toBe(200);
    const reply = await admin.client.delete(`/mnb/api/smart-links/${link.slug}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ message: "Smart link deleted successfully" });
    expect((await new Client().get(link.coverImageUrl)).status).toBe(404);
    expect(await db.smartLinkDailyStat.count({ where: { smartLinkId: link._id } })).toBe(0);
    expect(await db.smartLinkEvent.count({ where: { smartLinkId: link._id } })).toBe(0);
    expect((await new Client().get(`/mnb/api/getSmartLink/${link.slug}`)).status).toBe(404);
    expect((await stats(admin.client, link.slug)).status).toBe(404);
    expect((await admin.client.delete(`/mnb/api/smart-links/${link.slug}`)).status).toBe(404);
  });
});

describe("the pages", () => {
  const html = (reply: { body: unknown }) => String(reply.body);
  /** A browser signed in with the session cookie (the admin area's first gate reads the cookie, not a bearer token). */
  it("shows a creator their links and each one's statistics, and nobody else's", async () => {
    const title = unique("Ojuelegba");
    const link = await create(owner.client, title);
    await recordSmartLinkEvent(link.slug, "CLICK", visit({ ip: "198.18.9.70" }), "SPOTIFY");
    const ownerBrowser = await signedInBrowser(owner);
    const list = await ownerBrowser.get("/music-links/mine");
    expect(list.status).toBe(200);
    expect(html(list)).toContain(title);
    expect(html(list)).toContain(`/smartlink/${link.slug}`);
    expect(html(list)).toContain(`/music-links/mine/${link.slug}`);
    const page = await ownerBrowser.get(`/music-links/mine/${link.slug}?days=7`);
    expect(page.status).toBe(200);
    expect(html(page)).toContain("Clicks by platform");
    expect(html(page)).toMatch(/aria-current="page"[^>]*>Last 7 days/);
    // Someone else's link is answered like a missing one: a real 404 (middleware asks before the page streams) with
    // the not-found page, naming nothing of the link; so is a link that does not exist.
    const refused = await (await signedInBrowser(other)).get(`/music-links/mine/${link.slug}`);
    expect(refused.status).toBe(404);
    expect(html(refused)).toContain("Page not found");
    const missing = await (await signedInBrowser(other)).get(`/music-links/mine/${unique("no-such-link")}`);
    expect(missing.status).toBe(404);
    expect(html(missing)).toContain("Page not found");
    expect(html(refused)).not.toContain(title);
    expect(html(refused)).not.toContain("Clicks by platform");
    expect((await (await signedInBrowser(admin)).get(`/music-links/mine/${link.slug}`)).status).toBe(200);
    // Signed out: sent to the login page (the page streams, so Next redirects with its refresh tag rather than a 3xx).
    const anonymous = await new Client().get(`/music-links/mine/${link.slug}`);
    const location = redirectTarget(anonymous);
    expect(
      location,
      `${anonymous.status}: ${[...html(anonymous).matchAll(/.{0,80}\/login.{0,40}/g)].map((m) => m[0]).join(" | ")}`,
    ).toMatch(/\/login$/);
    expect(html(anonymous)).not.toContain(title);
  });

  it("says so when a user has no links yet", async () => {
    const fresh = await signedIn("USER");
    const list = await (await signedInBrowser(fresh)).get("/music-links/mine");
    expect(list.status).toBe(200);
    expect(html(list)).toContain("You have not created any smart links yet.");
    expect(html(list)).toContain('href="/music-links"');
  });

  it("gives admins the Smart Links section with totals, each link's statistics, and the overview's clicks-by-platform chart", async () => {
    const title = unique("Peru");
    const link = await create(owner.client, title);
    const adminBrowser = await signedInBrowser(admin);
    const section = await adminBrowser.get(`/admin-dashboard/smart-links?q=${encodeURIComponent(title)}`);
    expect(section.status).toBe(200);
    expect(html(section)).toContain(title);
    expect(html(section)).toContain(`/admin-dashboard/smart-links/${link.slug}`);
    expect((await adminBrowser.get(`/admin-dashboard/smart-links/${link.slug}`)).status).toBe(200);
    const overview = await adminBrowser.get("/admin-dashboard");
    expect(html(overview)).toContain("Clicks by platform (last 30 days)");
    expect(html(overview)).toContain('href="/admin-dashboard/smart-links"');
  });
});
