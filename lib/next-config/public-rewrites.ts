// The public addresses that are served by another route, as next.config rewrites: Next's router applies them before
// any page runs, with no middleware (which ran every public list and API call through the Edge sandbox, 2–4× slower).
// Each target is one cached static page, so these pages read no request data:
// - /blog[?page=n], /songs[?page=n] → /blog/pages/n, /songs/pages/n; /style-spotlight[?category=c&page=n] →
//   /style-spotlight/pages/{c or all}/n. The address people see stays the query form (canonical). Page 1 goes through
//   the rewrite too: Next's client router reuses a static page for any search string of its own address, so /blog
//   itself must not be a static page, or paging in the browser would keep showing page 1. Only sensible values get
//   their own page (1–10000; male or female in any case): anything else is page 1 / every category, as before, and a
//   crawler cannot fill the page cache with made-up queries.
// - /blog?category=c[&page=n] → /blog/categories/c/n: one category's archive, a cached static page per category and
//   page (lib/posts/category-rules.ts); a category name the archive cannot carry (a `/`, `?`, `#`, `%` or `\` in it)
//   is no category (/404). An empty ?category= is the whole blog, as before.
// - /smartlink/{slug} → /smartlink/{slug}/for/{view}: the button order depends on the visitor's country (the host's
//   trusted country header, lib/config/country-header.ts: africa or world; the world when none is trusted) and on the platform they picked on any link before (a cookie: it
//   comes first), and a hint shows inside apps' built-in browsers (the user agent): at most 2 × 6 × 2 cached static
//   variants per link (viewSegment in lib/smart-links/visit.ts). A creator's link-in-bio page, /links/{handle},
//   lists their links with the same ordering: /links/{handle}/for/{view}.
// - /containercomponent/{id} (the old client's review page; the id changes nothing) → the one /containercomponent.
// - /post/{slug} and /smartlink/{slug} with a slug the old site made and ours refuse (`----day--owambe`) →
//   /old-address/{kind}/{slug}, which answers 308 to the new slug with the query kept (a cached page cannot see the
//   query) or 404 (docs/features/move-from-old-site.md).
// Imported by next.config.ts: no "@/" imports, nothing server-only.
import { PLATFORM_FIELDS } from "../smart-links/platforms";
import { PREFERRED_PLATFORM_COOKIE } from "../smart-links/visit";
import { AFRICAN_COUNTRIES, IN_APP_PATTERN } from "../http/visit";
import { ARCHIVABLE_CATEGORY } from "../posts/category-rules";
import { SPOTLIGHT_CATEGORIES } from "../spotlights/sizes";
import { legacyRewrites } from "../legacy-addresses/rules";

type Rewrite = {
  source: string;
  destination: string;
  has?: { type: "query" | "header" | "cookie"; key: string; value: string }[];
};

/** A regex matching `word` in any letter case (rewrite conditions take a pattern, not flags). */
const anyCase = (word: string) =>
  [...word].map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c)).join("");

// pageParam's rule (lib/core/form-basics.ts) as a pattern: a whole number 1–10000, leading zeros and spaces allowed.
const PAGE = "\\s*0*(?<page>[1-9]\\d{0,3}|10000)\\s*";
const page = { type: "query", key: "page", value: PAGE } as const;

function pagedList(list: "/blog" | "/songs"): Rewrite[] {
  return [
    { source: list, has: [page], destination: `${list}/pages/:page` },
    { source: list, destination: `${list}/pages/1` },
  ];
}

function categoryArchives(): Rewrite[] {
  // ARCHIVABLE_CATEGORY's characters, captured for the destination as :category.
  const category = {
    type: "query",
    key: "category",
    value: `(?<category>${ARCHIVABLE_CATEGORY.source.slice(1, -1)})`,
  } as const;
  return [
    { source: "/blog", has: [category, page], destination: "/blog/categories/:category/:page" },
    { source: "/blog", has: [category], destination: "/blog/categories/:category/1" },
    { source: "/blog", has: [{ type: "query", key: "category", value: ".+" }], destination: "/404" },
  ];
}

function spotlightViews(): Rewrite[] {
  const byCategory = SPOTLIGHT_CATEGORIES.flatMap((category): Rewrite[] => {
    const is = { type: "query", key: "category", value: `\\s*${anyCase(category)}\\s*` } as const;
    return [
      { source: "/style-spotlight", has: [is, page], destination: `/style-spotlight/pages/${category}/:page` },
      { source: "/style-spotlight", has: [is], destination: `/style-spotlight/pages/${category}/1` },
    ];
  });
  return [
    ...byCategory,
    { source: "/style-spotlight", has: [page], destination: "/style-spotlight/pages/all/:page" },
    { source: "/style-spotlight", destination: "/style-spotlight/pages/all/1" },
  ];
}

/** `{source}` → `{target}/{view}`, the visitor's view of a page of smart links (viewSegment). */
function viewVariants(countryHeader: string | null, source: string, target: string): Rewrite[] {
  const african = countryHeader
    ? ({
        type: "header",
        key: countryHeader,
        value: `\\s*(?:${AFRICAN_COUNTRIES.map(anyCase).join("|")})\\s*`,
      } as const)
    : null;
  // The platform the fan picked last time (set by the tracked redirect), captured for the destination as :pref.
  const preferred = {
    type: "cookie",
    key: PREFERRED_PLATFORM_COOKIE,
    value: `(?<pref>${PLATFORM_FIELDS.map((f) => f.toLowerCase()).join("|")})`,
  } as const;
  const inApp = { type: "header", key: "user-agent", value: `.*(?:${IN_APP_PATTERN}).*` } as const;
  // Rewrites apply the first that matches: per region, the most specific view first; the rest of the world last,
  // with no condition of its own.
  // With no country header to believe (lib/config/country-header.ts), every visitor gets the world's view.
  const regions = african ? (["africa", "world"] as const) : (["world"] as const);
  return regions.flatMap((region): Rewrite[] => {
    const where = region === "africa" && african ? [african] : [];
    const to = (view: string) => `${target}/${view}`;
    return [
      { source, has: [...where, preferred, inApp], destination: to(`${region}-:pref-inapp`) },
      { source, has: [...where, preferred], destination: to(`${region}-:pref`) },
      { source, has: [...where, inApp], destination: to(`${region}-inapp`) },
      { source, ...(where.length ? { has: where } : {}), destination: to(region) },
    ];
  });
}

export function publicRewrites(countryHeader: string | null): Rewrite[] {
  return [
    ...legacyRewrites(),
    ...categoryArchives(),
    ...pagedList("/blog"),
    ...pagedList("/songs"),
    ...spotlightViews(),
    ...viewVariants(countryHeader, "/smartlink/:slug", "/smartlink/:slug/for"),
    ...viewVariants(countryHeader, "/links/:handle", "/links/:handle/for"),
    { source: "/containercomponent/:id+", destination: "/containercomponent" },
  ];
}
