// Site search (docs/features/search.md): posts, songs, artists and style spotlights in one ranked list, from the stored
// tsvector columns and their GIN indexes (migration 20261204030000_site_search, which also says how accents are
// folded). The visitor's text only ever reaches PostgreSQL as a bound parameter of websearch_to_tsquery, which accepts
// any text (quotes, `&`, `|`, `!`, `:*`, `%`, SQL) without a syntax error: what is not a word is ignored, so nonsense
// finds nothing. A search is cached briefly by its text and page (cachedSearch): a release's name is searched by many
// fans at once, and every one of them after the first is answered without ranking the corpus again.
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { bounded, cachedBriefly, refreshedAt, TAGS } from "@/lib/cache";
import { nextScheduledAt, publicPostsSql } from "@/lib/posts";
import type { SearchKind } from "@/lib/search/copy";
import { SNIPPET_START, SNIPPET_STOP, snippetParts, type SnippetPart } from "@/lib/search/snippet";
import { pagePath, pageOf, type PageMeta } from "@/lib/db/paging";
import { SEARCH_PAGE_SIZE } from "@/lib/search/schema";
import { SONGS_PAGE_SIZE } from "@/lib/songs";
import { SPOTLIGHTS_PAGE_SIZE } from "@/lib/spotlights";

/** `titleParts`: the title with the matched words marked (a result may match by its title alone). */
export type SearchHit = {
  kind: SearchKind;
  id: string;
  title: string;
  titleParts: SnippetPart[];
  href: string;
  snippet: SnippetPart[];
};
export type SearchPage = PageMeta & { q: string; results: SearchHit[] };

/** The longest stretch of a text a snippet is looked for in: ts_headline's cost grows with the text. */
const SNIPPET_SOURCE = 20_000;
const HEADLINE = `StartSel=${SNIPPET_START}, StopSel=${SNIPPET_STOP}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
const TITLE_HEADLINE = `StartSel=${SNIPPET_START}, StopSel=${SNIPPET_STOP}, HighlightAll=true`;

type Row = {
  kind: SearchKind;
  id: string;
  key: string;
  title: string;
  titleMarked: string;
  position: number;
  snippet: string;
};

/** Where a result is read: a post's own page, else the gallery page that shows it. */
function hrefOf(row: Row): string {
  switch (row.kind) {
    case "post":
      return `/post/${row.key}`;
    case "song":
      return pagePath("/songs", Math.floor(row.position / SONGS_PAGE_SIZE) + 1);
    case "spotlight":
      return pagePath("/style-spotlight", Math.floor(row.position / SPOTLIGHTS_PAGE_SIZE) + 1);
    case "artist":
      return "/home";
  }
}

/** What a cached search's life is at most before it is read again (cachedBriefly's refresh). */
const BRIEF_REFRESH_MS = 60_000;

/**
 * A search, cached by its text and page (lib/cache/index.ts): any text is anyone's, so its entry lives five minutes at
 * most and only short texts get one (bounded: the rest are read fresh), in a cache that drops the least used first.
 * Every write to posts, songs, artists or spotlights expires it; a scheduled post due within the entry's life
 * refreshes it at its time.
 */
async function cachedSearch(q: string, page: number, size: number): Promise<SearchPage> {
  "use cache";
  cachedBriefly(TAGS.posts, TAGS.songs, TAGS.artists, TAGS.spotlights);
  const now = new Date();
  const [found, next] = await Promise.all([readSearch(q, page, size, now), nextScheduledAt(now)]);
  if (next && next.getTime() - now.getTime() < BRIEF_REFRESH_MS) refreshedAt(next, now);
  return found;
}
const boundedSearch = bounded(cachedSearch, (q: string, page: number, size: number) =>
  readSearch(q, page, size, new Date()),
);

/**
 * One page of results, best first (ts_rank over the weighted columns: a word in a title outranks the same word in a
 * text), newest first among equals. Posts only when public (lib/posts/posts.ts publicPosts: published, or scheduled and
 * due); songs, artists and spotlights are all public. Snippets are made for the page's rows only.
 */
export async function searchSite(q: string, page: number, size = SEARCH_PAGE_SIZE): Promise<SearchPage> {
  // Runs of spaces mean what one space means: one cache entry for both.
  const text = q.trim().replace(/\s+/g, " ");
  if (!text) return { q: text, results: [], ...pageOf(0, 1, size) };
  return boundedSearch(text, page, size);
}

async function readSearch(q: string, page: number, size: number, now: Date): Promise<SearchPage> {
  const rows = await db.$queryRaw<(Row & { total: bigint })[]>`
    WITH "query" AS (SELECT websearch_to_tsquery('mnb_search', "mnb_fold"(${q})) AS "q"),
    "hits" AS (
      SELECT 'post' AS "kind", p."id", p."slug" AS "key", p."title", ts_rank(p."searchVector", "query"."q") AS "rank",
             p."publishedAt" AS "at"
        FROM "Post" p, "query"
       WHERE p."searchVector" @@ "query"."q" AND ${publicPostsSql(now)}
      UNION ALL
      SELECT 'song', s."id", s."slug", s."title", ts_rank(s."searchVector", "query"."q"), s."releaseDate"
        FROM "Song" s, "query" WHERE s."searchVector" @@ "query"."q"
      UNION ALL
      SELECT 'artist', a."id", a."id", a."name", ts_rank(a."searchVector", "query"."q"), a."createdAt"
        FROM "Artist" a, "query" WHERE a."searchVector" @@ "query"."q"
      UNION ALL
      SELECT 'spotlight', l."id", l."id", l."name", ts_rank(l."searchVector", "query"."q"), l."createdAt"
        FROM "Spotlight" l, "query" WHERE l."searchVector" @@ "query"."q"
    ),
    "page" AS (
      SELECT * FROM "hits" ORDER BY "rank" DESC, "at" DESC, "id" DESC
      OFFSET ${(page - 1) * size} LIMIT ${size}
    )
    -- The texts are read for the page's rows only (carrying every hit's text through the ranking cost more than the
    -- ranking itself), and a snippet is made from at most the first SNIPPET_SOURCE characters.
    SELECT "page"."kind", "page"."id", "page"."key", "page"."title",
           ts_headline('mnb_search', "mnb_fold"("page"."title"), "query"."q", ${TITLE_HEADLINE}) AS "titleMarked",
           ts_headline('mnb_search', "mnb_fold"(left(CASE "page"."kind"
             WHEN 'post' THEN (SELECT coalesce("bodyText", "content") FROM "Post" WHERE "id" = "page"."id")
             WHEN 'song' THEN (SELECT concat_ws(' · ', "artist", "albumName", "genre", "description")
                                 FROM "Song" WHERE "id" = "page"."id")
             WHEN 'artist' THEN (SELECT "genre" FROM "Artist" WHERE "id" = "page"."id")
             ELSE (SELECT "description" FROM "Spotlight" WHERE "id" = "page"."id")
           END, ${SNIPPET_SOURCE})), "query"."q", ${HEADLINE}) AS "snippet",
           -- Songs and spotlights show in their galleries (newest first): how many come before this one there.
           CASE "page"."kind"
             WHEN 'song' THEN (SELECT count(*)::int FROM "Song" o
                                WHERE (o."releaseDate", o."id") > ("page"."at", "page"."id"))
             WHEN 'spotlight' THEN (SELECT count(*)::int FROM "Spotlight" o
                                     WHERE (o."createdAt", o."id") > ("page"."at", "page"."id"))
             ELSE 0
           END AS "position",
           (SELECT count(*) FROM "hits") AS "total"
      FROM "page", "query"
     ORDER BY "page"."rank" DESC, "page"."at" DESC, "page"."id" DESC`;
  const total = rows.length ? Number(rows[0].total) : page > 1 ? await countHits(q, now) : 0;
  return {
    q,
    results: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      title: row.title,
      titleParts: snippetParts(row.titleMarked),
      href: hrefOf(row),
      snippet: snippetParts(row.snippet),
    })),
    ...pageOf(total, page, size),
  };
}

/** The number of results alone: a page past the end still says how many pages there are. */
async function countHits(q: string, now: Date): Promise<number> {
  const query = Prisma.sql`websearch_to_tsquery('mnb_search', "mnb_fold"(${q}))`;
  const [{ total }] = await db.$queryRaw<{ total: bigint }[]>`
    SELECT (SELECT count(*) FROM "Post" WHERE "searchVector" @@ ${query} AND ${publicPostsSql(now)})
         + (SELECT count(*) FROM "Song" WHERE "searchVector" @@ ${query})
         + (SELECT count(*) FROM "Artist" WHERE "searchVector" @@ ${query})
         + (SELECT count(*) FROM "Spotlight" WHERE "searchVector" @@ ${query}) AS "total"`;
  return Number(total);
}
