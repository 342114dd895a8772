// Site search: GET /mnb/api/search and the /search page over posts, songs, artists and spotlights — ranked (a title
// outranks a text), accent-insensitive, snippets escaped with only our <mark>, paged, public posts only, every bad
// input an empty result or a 4xx, and a per-address limit.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Client } from "@/testing/http";
import { unique } from "@/testing/fixtures";
import { SEARCH_TEXT } from "@/lib/search/copy";

type Hit = { kind: string; id: string; title: string; url: string; snippet: string };
type Found = { q: string; results: Hit[]; page: number; totalPages: number; total: number };

// Words no other row holds (letters only: the English stemmer keeps them whole).
const word = () => `zq${[...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join("")}`;
const far = new Date("2099-01-01T00:00:00Z");
const hour = 3_600_000;

const api = (q: string, page?: number, client = new Client()) =>
  client.get<Found>(`/mnb/api/search?${new URLSearchParams({ q, ...(page ? { page: String(page) } : {}) })}`);

type PostFields = {
  title: string;
  content: string;
  status?: "DRAFT" | "SCHEDULED" | "PUBLISHED";
  publishAt?: Date;
  publishedAt?: Date;
};
async function post(data: PostFields) {
  return db.post.create({ data: { slug: unique("search-post"), author: "Tester", categories: ["Music"], ...data } });
}

const W = { rank: word(), accent: word(), escape: word(), page: word(), hidden: word(), kinds: word() };
let titled: { id: string; slug: string };
let inText: { id: string };
let scheduledDue: { id: string };

beforeAll(async () => {
  const older = new Date(Date.now() - 5 * hour);
  // The text-only match is newer: only the weights can put the title match first.
  titled = await post({ title: `All about ${W.rank}`, content: "Nothing else here.", publishedAt: older });
  inText = await post({ title: "A long story", content: `Somewhere in the middle ${W.rank} shows up once.` });
  await post({ title: `Beyoncé plays ${W.accent}`, content: "Crème brûlée at the café, São Paulo." });
  await post({
    title: `Markup ${W.escape}`,
    content: `Before <script>alert("x")</script> <img src=x onerror=alert(1)> & ${W.escape} "quoted" <b>bold</b> after.`,
  });
  for (let i = 0; i < 12; i++)
    await post({
      title: `Paged ${i}`,
      content: `Entry ${W.page} number ${i}.`,
      publishedAt: new Date(Date.now() - i * hour),
    });
  await post({ title: `Draft ${W.hidden}`, content: "Not yet.", status: "DRAFT" });
  await post({ title: `Later ${W.hidden}`, content: "Soon.", status: "SCHEDULED", publishAt: far, publishedAt: far });
  scheduledDue = await post({
    title: `Due ${W.hidden}`,
    content: "Its time has come.",
    status: "SCHEDULED",
    publishAt: new Date(Date.now() - hour),
    publishedAt: new Date(Date.now() - hour),
  });
  await db.song.create({
    data: {
      slug: unique("search-song"),
      title: `Song ${W.kinds}`,
      artist: "Ade",
      genre: "Afrobeats",
      description: "A groove.",
      audioUrl: "/files/audio/x.mp3",
    },
  });
  await db.artist.create({
    data: { name: `Artist ${W.kinds}`, genre: "Highlife", imageUrl: "/brand/default-avatar.svg" },
  });
  await db.spotlight.create({
    data: {
      name: `Look ${W.kinds}`,
      description: `A look called ${W.kinds}.`,
      imageUrl: "/brand/default-avatar.svg",
      category: "FEMALE",
    },
  });
});

describe("GET /mnb/api/search", () => {
  it("ranks a match in the title above a match in the text", async () => {
    const { status, body } = await api(W.rank);
    expect(status).toBe(200);
    expect(body.results.map((r) => r.id)).toEqual([titled.id, inText.id]);
    expect(body.results[0]).toMatchObject({ kind: "post", url: `/post/${titled.slug}` });
    expect(body.results[1].snippet).toContain(`<mark>${W.rank}</mark>`);
  });

  it("ignores accents both ways", async () => {
    for (const q of [`beyonce ${W.accent}`, `BEYONCÉ ${W.accent}`, `creme brulee ${W.accent}`, `sao ${W.accent}`]) {
      const { body } = await api(q);
      expect(body.total, q).toBe(1);
    }
    const { body } = await api(`cafe ${W.accent}`);
    expect(body.results[0].snippet).toContain("<mark>café</mark>");
  });

  it("escapes the text of a snippet: only <mark> elements are markup", async () => {
    const { body } = await api(W.escape);
    const snippet = body.results[0].snippet;
    expect(snippet).toContain(`<mark>${W.escape}</mark>`);
    expect(snippet.replace(/<\/?mark>/g, "")).not.toMatch(/[<>]/);
    expect(snippet).not.toMatch(/<(?!\/?mark>)/);
    // ts_headline keeps what its parser does not take for a tag: here it arrives as text.
    expect(snippet).toContain("&lt;img src=x onerror=alert(1)&gt; &amp;");
    expect(snippet).toContain("&quot;quoted&quot;");
  });

  it("pages the results, ten at a time, newest first among equals", async () => {
    const first = await api(W.page);
    expect(first.body).toMatchObject({ page: 1, totalPages: 2, total: 12 });
    expect(first.body.results.map((r) => r.title)).toEqual([...Array(10)].map((_, i) => `Paged ${i}`));
    const second = await api(W.page, 2);
    expect(second.body.results.map((r) => r.title)).toEqual(["Paged 10", "Paged 11"]);
    const past = await api(W.page, 5);
    expect(past.body).toMatchObject({ results: [], page: 5, totalPages: 2, total: 12 });
  });

  it("finds only public posts: never a draft or a post scheduled for later; a scheduled post whose time came, yes", async () => {
    const { body } = await api(W.hidden);
    expect(body.results.map((r) => r.id)).toEqual([scheduledDue.id]);
  });

  it("finds songs, artists and spotlights, each linked to where it shows", async () => {
    const { body } = await api(W.kinds);
    expect(body.results.map((r) => r.kind).sort()).toEqual(["artist", "song", "spotlight"]);
    const byKind = Object.fromEntries(body.results.map((r) => [r.kind, r.url]));
    expect(byKind.song).toMatch(/^\/songs(\?page=\d+)?$/);
    expect(byKind.spotlight).toMatch(/^\/style-spotlight(\?page=\d+)?$/);
    expect(byKind.artist).toBe("/home");
  });

  it.each([
    ["empty", ""],
    ["blank", "   "],
    ["a percent sign", "%"],
    ["a percent pattern", "%_%"],
    ["a single quote", "'"],
    ["double quotes", '"'],
    ["an unclosed quote", '"abc'],
    ["SQL", '\'; DROP TABLE "Post"; --'],
    // Its operators are read as plain words ("a", "b"), which other files' posts may hold: only "never a 500" here.
    ["more tsquery syntax", "(( ) <-> !!! :* & |"],
    ["backslashes", "\\\\ \\' \\"],
    ["stop words only", "the and of"],
    ["emoji and control characters", "🔥\u0001\u0007"],
  ])("answers %s with an empty result, never a 500", async (_, q) => {
    const { status, body } = await api(q);
    expect(status).toBe(200);
    expect(body).toMatchObject({ results: [], total: 0 });
  });

  it("reads tsquery syntax as plain words, never a 500", async () => {
    const { status, body } = await api("a & | !b:*");
    expect(status).toBe(200);
    expect(Array.isArray(body.results)).toBe(true);
  });

  it("refuses too long a text or a NUL character with 422 in the house error shape", async () => {
    for (const q of ["x".repeat(500), "x".repeat(201), "a\u0000b"]) {
      const { status, body } = await new Client().get<{ message: string; code: string }>(
        `/mnb/api/search?q=${encodeURIComponent(q)}`,
      );
      expect(status).toBe(422);
      expect(body.code).toBeTruthy();
      expect(typeof body.message).toBe("string");
    }
    expect((await new Client().get(`/mnb/api/search?q=x&page=abc`)).status).toBe(200);
  });

  it("limits the searches of one address a minute (429 past it); another address still searches", async () => {
    const client = new Client();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await api(W.rank, undefined, client)).status);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    const refused = await api(W.rank, undefined, client);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ message: SEARCH_TEXT.tooMany });
    expect(refused.headers.get("retry-after")).toBeTruthy();
    expect((await api(W.rank)).status).toBe(200);
  });
});

describe("the /search page", () => {
  const page = (q: string, extra = "") => new Client().get<string>(`/search?q=${encodeURIComponent(q)}${extra}`);

  it("shows the ranked results with marked, escaped snippets in the server's HTML", async () => {
    const reply = await page(W.rank);
    expect(reply.status).toBe(200);
    const html = reply.body;
    expect(html.indexOf(`All about ${W.rank}`)).toBeLessThan(html.indexOf("A long story"));
    expect(html).toContain(`<mark class="bg-brand/30 text-ink">${W.rank}</mark>`);
    expect(html).toContain(`All about <mark class="bg-brand/30 text-ink">${W.rank}</mark>`);
    const escaped = await page(W.escape);
    expect(escaped.body).not.toContain("<script>alert");
    expect(escaped.body).not.toContain("<img src=x");
    expect(escaped.body).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("pages with plain links (no JavaScript needed)", async () => {
    const reply = await page(W.page);
    expect(reply.body).toContain(`href="/search?q=${W.page}&amp;page=2"`);
    const second = await page(W.page, "&page=2");
    expect(second.body.replaceAll("<!-- -->", "")).toContain("Page 2 of 2");
    expect(second.body).toContain(`href="/search?q=${W.page}"`);
  });

  it("answers bad input with a message, never an error page", async () => {
    for (const q of ["", "%", "a & | !b:*", '\'; DROP TABLE "Post"; --']) {
      const reply = await page(q);
      expect(reply.status, q).toBe(200);
    }
    const long = await page("x".repeat(500));
    expect(long.status).toBe(200);
    expect(long.body).toContain(SEARCH_TEXT.tooLong);
  });

  it("is not indexed, and every page's header has the search box", async () => {
    const reply = await page(W.rank);
    expect(reply.body).toMatch(/<meta name="robots" content="noindex, follow"/);
    const blog = await new Client().get<string>("/blog");
    expect(blog.body).toMatch(/<form role="search"[^>]* action="\/search" method="get">/);
  });
});
