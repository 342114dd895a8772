// The public addresses that are served by another route, as next.config rewrites: Next's router applies them before
// any page runs, with no middleware (which ran every public list and API call through the Edge sandbox, 2–4× slower).
// Each target is one cached static page, so these pages read no request data:
// - /blog[?page=n], /songs[?page=n] → /blog/pages/n, /songs/pages/n; /style-spotlight[?category=c&page=n] →
//   /style-spotlight/pages/{c or all}/n. The address people see stays the query form (canonical). Page 1 goes through
//   the rewrite too: Next's client router reuses a static page for any search string of its own address, so /blog
//   itself must not be a static page, or paging in the browser would keep showing page 1. Only sensible values get
//   their own page (1–10000; male or female in any case): anything else is page 1 / every category, as before, and a
//   crawler cannot fill the page cache with made-up queries.
// - /smartlink/{slug} → /smartlink/{slug}/for/{africa or world}: the button order depends on the visitor's country
//   (the host's country header, COUNTRY_HEADER), two cached static variants per link.
// - /containercomponent/{id} (the old client's review page; the id changes nothing) → the one /containercomponent.
// Imported by next.config.ts: no "@/" imports, nothing server-only.
import { AFRICAN_COUNTRIES } from "./domain/smart-link-visit";
import { SPOTLIGHT_CATEGORIES } from "./validations/spotlight-sizes";

type Rewrite = {
  source: string;
  destination: string;
  has?: { type: "query" | "header"; key: string; value: string }[];
};

/** A regex matching `word` in any letter case (rewrite conditions take a pattern, not flags). */
const anyCase = (word: string) =>
  [...word].map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c)).join("");

// pageParam's rule (lib/validations/basics.ts) as a pattern: a whole number 1–10000, leading zeros and spaces allowed.
const PAGE = "\\s*0*(?<page>[1-9]\\d{0,3}|10000)\\s*";
const page = { type: "query", key: "page", value: PAGE } as const;

function pagedList(list: "/blog" | "/songs"): Rewrite[] {
  return [
    { source: list, has: [page], destination: `${list}/pages/:page` },
    { source: list, destination: `${list}/pages/1` },
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

function smartLinkVariants(countryHeader: string): Rewrite[] {
  const african = {
    type: "header",
    key: countryHeader,
    value: `\\s*(?:${AFRICAN_COUNTRIES.map(anyCase).join("|")})\\s*`,
  } as const;
  return [
    { source: "/smartlink/:slug", has: [african], destination: "/smartlink/:slug/for/africa" },
    { source: "/smartlink/:slug", destination: "/smartlink/:slug/for/world" },
  ];
}

export function publicRewrites(countryHeader: string): Rewrite[] {
  return [
    ...pagedList("/blog"),
    ...pagedList("/songs"),
    ...spotlightViews(),
    ...smartLinkVariants(countryHeader),
    { source: "/containercomponent/:id+", destination: "/containercomponent" },
  ];
}
