// First-load JavaScript budgets of the content pages, enforced in CI. A page's first-load JavaScript is the gzip size
// of every <script src> chunk its HTML references (what a phone downloads before the page is interactive). Bytes are
// deterministic for a build, so they are a test; times are not, so those stay in `npm run perf` and `npm run bench`.
//
// The first goal was ≤ 100 kB per page; on Next 16.4 + React 19 that is below the framework's own floor. Measured
// 2026-11-23 with an empty page (root layout only, no component of ours): react-dom 71.7 kB, the Next runtime 44.1 +
// 8.3 + 3.9 + 3.7 kB, the Turbopack runtime 4.4 kB — 136.1 kB before any of our code — plus 4.1 kB for the site
// header's menu and next/link (on every page): FLOOR = 140.2 kB. So the real target is the floor plus a small allowance
// for a page's own islands, and each budget below is the page's measured size rounded up a little. Lower one when its
// page sheds code; never raise one to make a change fit — find what grew in the per-chunk table this test prints.
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { unique } from "@/testing/fixtures";
import { BASE_URL, Client } from "@/testing/http";

/** First-load JavaScript of a page with the site chrome and nothing else (bytes, gzip; see above). */
const FLOOR = 140_200;

/**
 * Ceilings per page (bytes, gzip); measured 2026-11-25 in parentheses (with the real-visitor Web Vitals island,
 * ~0.24 kB, on every public page), and what they carry above the floor. The speed budgets (docs/performance.md) allow
 * at most FLOOR + 15 kB.
 */
const BUDGETS: Record<string, number> = {
  "/home": 148_000, // (146.6 kB) slideshow, mission carousel, top artists + modal (pictures made on the server), the two modal buttons
  "/blog": 143_500, // (142.2 kB) the route pager
  "/post/{slug}": 147_000, // (145.5 kB) comments: list, pager, reactions, the comment form (native inputs, no form library)
  "/songs": 145_500, // (144.3 kB) like buttons, comment dialogs, route pager
  "/service": 143_000, // (141.5 kB) nothing but its route's loader
  "/smartlink/{link}": 143_000, // (142.5 kB, 2026-11-28) the view beacon, and the reminder form's lazy wrapper
  "/style-spotlight": 148_500, // (147.0 kB) gallery filter and pager, comments, the comment form (native inputs)
};
const ALLOWANCE = 15_000;

const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/**
 * The distinct script chunks a page's HTML loads (inline scripts carry data, not code, and are not counted). A
 * `noModule` script (Next's ~40 kB legacy polyfills) is skipped: browsers that run modules never download it, and
 * Lighthouse's "script transferred" does not count it either.
 */
export function scriptSources(html: string): string[] {
  const sources = [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map((m) => m[1])
    .filter((attributes) => !/\snomodule(?=[\s=>]|$)/i.test(attributes))
    .map((attributes) => attributes.match(/\ssrc=(?:"([^"]+)"|'([^']+)')/i))
    .filter((m): m is RegExpMatchArray => m !== null)
    .map((m) => decodeEntities(m[1] ?? m[2]));
  return [...new Set(sources)];
}

async function firstLoadJs(label: string) {
  const path = label.replace("{slug}", slug).replace("{link}", linkSlug);
  const page = await new Client().get<string>(path);
  expect(page.status, `${path} answers 200`).toBe(200);
  const sources = scriptSources(page.body);
  const sizes = await Promise.all(
    sources.map(async (src) => {
      const response = await fetch(new URL(src, BASE_URL), { headers: { "accept-encoding": "identity" } });
      expect(response.status, `${src} (loaded by ${path}) answers 200`).toBe(200);
      const bytes = gzipSync(Buffer.from(await response.arrayBuffer())).length;
      const chunk = (chunkTable[src] ??= { gzipKB: bytes / 1000, pages: [] });
      chunk.pages.push(label);
      return bytes;
    }),
  );
  return { chunks: sources.length, bytes: sizes.reduce((a, b) => a + b, 0) };
}

const measured: { page: string; chunks: number; gzipKB: number; budgetKB: number; aboveFloorKB: number }[] = [];
/** Every chunk seen, with the pages that load it: the breakdown printed at the end shows what a page pays for. */
const chunkTable: Record<string, { gzipKB: number; pages: string[] }> = {};
let slug = "";
let linkSlug = "";

beforeAll(async () => {
  slug = unique("budget-post");
  await db.post.create({
    data: {
      slug,
      title: "Budget post",
      content: "<p>A post to weigh the post page with.</p>",
      categories: ["Music"],
      author: "Budget",
    },
  });
  linkSlug = unique("budget-link");
  await db.smartLink.create({
    data: {
      slug: linkSlug,
      songTitle: "Budget tune",
      artistName: "Budget",
      coverImageUrl: "/files/image/budget.png",
      spotify: "https://open.spotify.com/track/1",
    },
  });
});

afterAll(async () => {
  await db.post.deleteMany({ where: { slug } });
  await db.smartLink.deleteMany({ where: { slug: linkSlug } });
  await db.$disconnect();
  console.log(`First-load JavaScript (gzip) per content page; the framework floor is ${FLOOR / 1000} kB:`);
  console.table(measured);
  console.log("Chunks, largest first (a chunk every page loads is framework or root-layout code):");
  console.table(
    Object.entries(chunkTable)
      .sort(([, a], [, b]) => b.gzipKB - a.gzipKB)
      .map(([src, { gzipKB, pages }]) => ({
        chunk: src.replace(/^.*\//, ""),
        gzipKB,
        pages: pages.length === measured.length ? "all" : pages.join(" "),
      })),
  );
});

describe("scriptSources", () => {
  it("lists each external script once, decoded, and skips inline scripts", () => {
    const html =
      '<script src="/_next/static/chunks/a.js" async=""></script><script>self.__next_f.push([1,"x"])</script>' +
      '<script async src="/_next/static/chunks/b.js?dpl=1&amp;v=2"></script><script src="/_next/static/chunks/a.js"></script>';
    expect(scriptSources(html)).toEqual(["/_next/static/chunks/a.js", "/_next/static/chunks/b.js?dpl=1&v=2"]);
  });

  it("skips noModule scripts, which browsers that run modules never download", () => {
    const html =
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script><script nomodule src="/legacy.js"></script>' +
      '<script src="/_next/static/chunks/main.js" async=""></script><script src="/_next/static/chunks/nomodule-named.js"></script>';
    expect(scriptSources(html)).toEqual(["/_next/static/chunks/main.js", "/_next/static/chunks/nomodule-named.js"]);
  });
});

/** The page's inline RSC payload (the `self.__next_f.push([1, "…"])` strings), which the browser parses to hydrate. */
export function flightPayload(html: string): string {
  return [...html.matchAll(/self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)]
    .map((m) => {
      try {
        const [, text] = JSON.parse(m[1]) as [number, unknown];
        return typeof text === "string" ? text : "";
      } catch {
        return "";
      }
    })
    .join("");
}

describe("the RSC payload", () => {
  it("reads the strings of the inline pushes", () => {
    const html =
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"a:[\\"$\\",\\"footer\\"]\\n"])</script>';
    expect(flightPayload(html)).toBe('a:["$","footer"]\n');
  });

  // A not-found boundary's UI is serialised into every page under it. The public chrome belongs to (site)/layout.tsx
  // and app/global-not-found.tsx only: a not-found.tsx drawing it again once put two more copies of header and footer
  // (~26 kB) into every public page's payload.
  for (const page of ["/home", "/blog", "/post/{slug}", "/terms"]) {
    it(`${page} carries the site chrome once`, async () => {
      const path = page.replace("{slug}", slug);
      const response = await new Client().get<string>(path);
      expect(response.status).toBe(200);
      const flight = flightPayload(response.body);
      expect(flight.length, "the page has an inline payload").toBeGreaterThan(0);
      expect(flight.match(/\["\$","footer",/g)?.length).toBe(1);
      expect(flight.match(/"aria-label":"Main"/g)?.length, "the main navigation").toBe(1);
    });
  }
});

// The document itself: a page's HTML is parsed before anything shows, and its markup travels twice (the elements and
// the RSC payload that hydrates them). /terms reads no data, so its size is the site chrome, the framework's own
// markup and a fixed text: 60.1 kB before the chrome's class lists became component classes and its icons CSS masks,
// 50.5 kB after (2026-11-28, docs/performance.md). Repeated markup belongs in app/globals.css's component classes.
const TERMS_DOCUMENT = 52_000;

describe("the document", () => {
  it(`/terms weighs at most ${TERMS_DOCUMENT / 1000} kB of HTML (uncompressed)`, async () => {
    const response = await new Client().get<string>("/terms");
    expect(response.status).toBe(200);
    const bytes = Buffer.byteLength(response.body);
    console.log(`/terms document: ${bytes / 1000} kB`);
    expect(bytes).toBeLessThanOrEqual(TERMS_DOCUMENT);
  });
});

describe("first-load JavaScript of each content page", () => {
  it("keeps every budget within the allowance over the floor (FLOOR + 15 kB)", () => {
    for (const [page, budget] of Object.entries(BUDGETS)) expect(budget, page).toBeLessThanOrEqual(FLOOR + ALLOWANCE);
  });

  for (const page of Object.keys(BUDGETS)) {
    it(`${page} stays within its budget of ${BUDGETS[page] / 1000} kB gzip`, async () => {
      const { chunks, bytes } = await firstLoadJs(page);
      measured.push({
        page,
        chunks,
        gzipKB: bytes / 1000,
        budgetKB: BUDGETS[page] / 1000,
        aboveFloorKB: Math.round(bytes - FLOOR) / 1000,
      });
      expect(chunks, `${page} loads its scripts from <script src> chunks`).toBeGreaterThan(0);
      expect(bytes).toBeLessThanOrEqual(BUDGETS[page]);
    });
  }
});
