// Posts: the one module that reads and writes them. Returns DTOs with only the fields pages and clients use.
import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { previewPath, previewTokenPost, previewTokenValid } from "@/lib/posts/preview-link";
import { actorLabel, adminWrite, recordActivity, SCHEDULER, type Actor } from "@/lib/activity";
import { AppError } from "@/lib/core/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { deleteFile, withStoredFile } from "@/lib/storage";
import { freeSlug, isSlug, slugify } from "@/lib/core/slug";
import type { z } from "zod";
import { POSTS_PAGE_SIZE, type postCreateSchema, type postUpdateSchema, type Publication } from "@/lib/posts/schema";
import { POST_TEXT, REVISIONS_KEPT, type PostStatusChoice } from "@/lib/posts/copy";
import { PREVIEW_LENGTH } from "@/lib/core/text";
import { readingMinutes } from "@/lib/posts/reading-time";
import { renderBody } from "@/lib/posts/markdown";
import { type PostFormat } from "@/lib/posts/markdown-syntax";
import { withImageSizes } from "@/lib/posts/image-sizes";
import { lookUpPlayerCards } from "./player-cards";
import { bounded, cachedBriefly, cachedFor, expire, keptIfFound, refreshedAt, TAGS } from "@/lib/cache";
import { pageOf, type PageMeta } from "@/lib/db/paging";

export const NOT_FOUND_MESSAGE = "Blog post not found.";
export const INVALID_SLUG_MESSAGE = "Invalid slug.";

const postSelect = {
  id: true,
  slug: true,
  title: true,
  author: true,
  categories: true,
  imageUrl: true,
  content: true,
  format: true,
  bodyText: true,
  status: true,
  publishAt: true,
  publishedAt: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.PostSelect;
type PostRow = Prisma.PostGetPayload<{ select: typeof postSelect }>;

export type PostDto = {
  id: string;
  _id: string;
  slug: string;
  title: string;
  author: string;
  categories: string[];
  imageUrl: string | null;
  content: string;
  /** How `content` is written; the page renders it with lib/posts/markdown.ts. */
  format: PostFormat;
  /** The plain text a reader sees: the content of a plain-text post, the rendered body's text of a Markdown one. */
  text: string;
  status: PostStatusChoice;
  /** When a scheduled post goes public; null otherwise. */
  publishAt: string | null;
  /** When the post went public (the date visitors see); for a draft, its creation until it is published. */
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
};
/**
 * A post in a list: no full text. `preview` is the card's excerpt; `content` carries the same excerpt because the old
 * clients build their preview from `content` (the first 75 characters and "..."), which it still gives them.
 */
export type PostSummaryDto = Omit<PostDto, "content" | "text" | "format" | "updatedAt" | "status" | "publishAt"> & {
  preview: string;
  content: string;
  /** Minutes to read the post (lib/posts/reading-time.ts). */
  readingMinutes: number;
};
export type PostSummaryPage = PageMeta & { posts: PostSummaryDto[] };

const toDto = ({ bodyText, ...p }: PostRow): PostDto => ({
  ...p,
  _id: p.id,
  format: FORMAT_OF[p.format],
  text: bodyText ?? p.content,
  status: p.status.toLowerCase() as PostStatusChoice,
  publishAt: p.publishAt?.toISOString() ?? null,
  publishedAt: p.publishedAt.toISOString(),
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

const FORMAT_OF = { PLAIN: "plain", MARKDOWN: "markdown" } as const;
const FORMAT_ROW = { plain: "PLAIN", markdown: "MARKDOWN" } as const;

/**
 * The stored columns of a post's text: a Markdown post's pictures get their size written in (lib/posts/image-sizes.ts)
 * and its plain text is kept for the excerpts cut in SQL and the search index; a plain-text post's text is its content.
 */
async function bodyColumns(content: string, format: PostFormat) {
  if (format === "plain") return { content, format: "PLAIN" as const, bodyText: null };
  const sized = await withImageSizes(content);
  const rendered = renderBody(sized, { format });
  // Its players' titles and pictures, from their platforms, before the write (never failing it: player-cards.ts).
  await lookUpPlayerCards(rendered.embeds);
  return { content: sized, format: FORMAT_ROW[format], bodyText: rendered.text };
}

export const MAX_LIST = 500;

/**
 * What every public read adds to its filter: published posts, and scheduled ones whose time has come (a scheduled post
 * carries its publish time in `publishedAt` too), so a post shows at its time whether or not the due-work job has
 * turned it PUBLISHED yet (that job only tidies the status and records the activity). Drafts and posts scheduled for
 * later exist only for the admin and preview links.
 */
export const publicPosts = (now: Date) =>
  ({
    OR: [{ status: "PUBLISHED" }, { status: "SCHEDULED", publishedAt: { lte: now } }],
  }) satisfies Prisma.PostWhereInput;
/** publicPosts for raw SQL over "Post" (its columns unqualified). */
export const publicPostsSql = (now: Date) =>
  Prisma.sql`("status" = 'PUBLISHED' OR ("status" = 'SCHEDULED' AND "publishedAt" <= ${now}))`;
/** Posts filed under `category`, in any letter case (as the category archive finds them), for raw SQL over "Post". */
export const inCategorySql = (category: string) =>
  Prisma.sql`EXISTS (SELECT 1 FROM unnest("categories") AS "c" WHERE lower(btrim("c")) = lower(${category}))`;
const NEWEST_FIRST = [{ publishedAt: "desc" }, { id: "desc" }] satisfies Prisma.PostOrderByWithRelationInput[];

/** A cached list of public posts changes when the next scheduled post goes public: refreshed from then on. */
export async function untilNextScheduled(now: Date): Promise<void> {
  const next = await nextScheduledAt(now);
  if (next) refreshedAt(next, now);
}

/** When the next scheduled post goes public, if one is waiting. */
export async function nextScheduledAt(now: Date): Promise<Date | null> {
  const next = await db.post.findFirst({
    where: { status: "SCHEDULED", publishedAt: { gt: now } },
    select: { publishedAt: true },
    orderBy: { publishedAt: "asc" },
  });
  return next?.publishedAt ?? null;
}

// One read per resource, cached (lib/cache/index.ts): public pages and the public API call it.
export async function listPosts(): Promise<PostDto[]> {
  "use cache";
  cachedFor(TAGS.posts);
  const now = new Date();
  const [posts] = await Promise.all([
    db.post.findMany({ where: publicPosts(now), select: postSelect, orderBy: NEWEST_FIRST, take: MAX_LIST }),
    untilNextScheduled(now),
  ]);
  return posts.map(toDto);
}

/** Manage Posts: every post whatever its status, newest written first. */
export async function listPostsForAdmin(): Promise<PostDto[]> {
  "use cache";
  cachedFor(TAGS.posts);
  return (
    await db.post.findMany({ select: postSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: MAX_LIST })
  ).map(toDto);
}

type SummaryRow = Omit<PostRow, "content" | "format" | "bodyText" | "updatedAt" | "status" | "publishAt"> & {
  head: string;
  words: number;
};
// Sent as a parameter so no layer of string escaping can eat the backslash.
const WHITESPACE_RUN = String.raw`\s+`;
/** The words of a post's plain text as countWords counts them (lib/posts/reading-time.ts): runs holding a letter or digit. */
const WORDS_SQL = Prisma.sql`(SELECT count(*) FROM regexp_split_to_table(coalesce("bodyText", "content"), ${WHITESPACE_RUN}) AS "w" WHERE "w" ~ '[[:alnum:]]')::int`;

/**
 * Summaries newest first, without reading the full text out of the database: the excerpt is cut in SQL from the
 * post's plain text (a Markdown post's rendered text, never its Markdown; a plain post's content) (whitespace
 * collapsed and trimmed like `preview()`, one character more than shown so we know whether to add "..."). A list
 * column never written reads as NULL in raw SQL (Prisma's own reads turn it into []), hence the coalesce.
 */
async function selectSummaries(
  skip: number,
  take: number,
  now: Date,
  where: Prisma.Sql = Prisma.sql`TRUE`,
): Promise<PostSummaryDto[]> {
  const rows = await db.$queryRaw<SummaryRow[]>`
    SELECT "id", "slug", "title", "author", coalesce("categories", '{}') AS "categories", "imageUrl", "createdAt",
           "publishedAt",
           left(btrim(regexp_replace(coalesce("bodyText", "content"), ${WHITESPACE_RUN}, ' ', 'g')), ${PREVIEW_LENGTH + 1}) AS "head",
           ${WORDS_SQL} AS "words"
    FROM "Post" WHERE ${publicPostsSql(now)} AND ${where}
    ORDER BY "publishedAt" DESC, "id" DESC OFFSET ${skip} LIMIT ${take}`;
  return rows.map(({ head, words, ...p }) => {
    const excerpt = head.length > PREVIEW_LENGTH ? `${head.slice(0, PREVIEW_LENGTH)}...` : head;
    return {
      ...p,
      _id: p.id,
      readingMinutes: readingMinutes(words),
      createdAt: p.createdAt.toISOString(),
      publishedAt: p.publishedAt.toISOString(),
      preview: excerpt,
      content: excerpt,
    };
  });
}

/** The whole list for old clients (GET /getAllPosts without ?page), capped like every list. */
export async function listPostSummaries(): Promise<PostSummaryDto[]> {
  "use cache";
  cachedFor(TAGS.posts);
  const now = new Date();
  const [posts] = await Promise.all([selectSummaries(0, MAX_LIST, now), untilNextScheduled(now)]);
  return posts;
}

async function countPublic(now: Date, category: string | null): Promise<number> {
  if (category === null) return db.post.count({ where: publicPosts(now) });
  const [{ total }] = await db.$queryRaw<{ total: number }[]>`
    SELECT count(*)::int AS "total" FROM "Post" WHERE ${publicPostsSql(now)} AND ${inCategorySql(category)}`;
  return total;
}

async function readSummaryPage(page: number, size: number, category: string | null): Promise<PostSummaryPage> {
  const now = new Date();
  const [total, posts] = await Promise.all([
    countPublic(now, category),
    selectSummaries((page - 1) * size, size, now, category === null ? undefined : inCategorySql(category)),
    untilNextScheduled(now),
  ]);
  return { posts, ...pageOf(total, page, size) };
}
async function cachedSummaryPage(page: number, size: number, category: string | null): Promise<PostSummaryPage> {
  "use cache";
  cachedFor(TAGS.posts);
  return readSummaryPage(page, size, category);
}
const summaryPage = bounded(cachedSummaryPage, readSummaryPage);

/**
 * One page of the blog list, or of one category's archive (`category`: its name, any letter case). A page past the
 * end comes back empty with the real page count.
 */
export const listPostSummaryPage = (
  page: number,
  size = POSTS_PAGE_SIZE,
  category: string | null = null,
): Promise<PostSummaryPage> => summaryPage(page, size, category);

/** How many related posts a post shows. */
export const RELATED_POSTS = 3;

/**
 * The posts shown under a post: other public posts filed under one of its categories (any letter case, as the
 * archives match them), newest first; none for a post without categories. Cached with the lists.
 */
export async function relatedPosts(id: string, categories: string[]): Promise<PostSummaryDto[]> {
  "use cache";
  cachedFor(TAGS.posts);
  const names = [...new Set(categories.map((c) => c.trim().toLowerCase()).filter(Boolean))];
  if (names.length === 0) return [];
  const now = new Date();
  const [posts] = await Promise.all([
    selectSummaries(
      0,
      RELATED_POSTS,
      now,
      Prisma.sql`"id" <> ${id} AND EXISTS (SELECT 1 FROM unnest("categories") AS "c" WHERE lower(btrim("c")) = ANY(${names}))`,
    ),
    untilNextScheduled(now),
  ]);
  return posts;
}

/** How often a brief entry (cachedBriefly) is refreshed anyway. */
const BRIEF_REFRESH_MS = 60_000;

/** A public post by slug or id, or null (kept briefly; a post scheduled for later is refreshed at its time). */
async function postByKey(key: string): Promise<PostDto | null> {
  "use cache";
  const now = new Date();
  const post = await db.post.findFirst({
    where: { OR: [{ slug: key }, { id: key }], status: { in: ["PUBLISHED", "SCHEDULED"] } },
    select: postSelect,
  });
  if (post?.status === "SCHEDULED" && post.publishedAt > now) {
    cachedBriefly(TAGS.posts, TAGS.post(key));
    if (post.publishedAt.getTime() - now.getTime() < BRIEF_REFRESH_MS) refreshedAt(post.publishedAt, now);
    return null;
  }
  return keptIfFound(post && toDto(post), TAGS.posts, TAGS.post(key));
}

/** A published post by slug or id; null when the key cannot be one, nothing matches or the post is not public. */
export async function findPost(key: string): Promise<PostDto | null> {
  return isSlug(key) ? postByKey(key) : null;
}

/** Any post by id, whatever its status, read fresh: the editor. */
export async function findPostForEditor(id: string): Promise<PostDto | null> {
  if (!isSlug(id)) return null;
  const post = await db.post.findUnique({ where: { id }, select: postSelect });
  return post && toDto(post);
}

// ─── Preview links (lib/posts/preview-link.ts) ───────────────────────────────────────────────────────────────────────

/** The editor's preview link of a post that is not public (null for a published or missing post), read fresh. */
export async function postPreviewLink(id: string): Promise<{ path: string; expiresAt: Date } | null> {
  if (!isSlug(id)) return null;
  const post = await db.post.findUnique({ where: { id }, select: { id: true, previewKey: true, status: true } });
  return post && post.status !== "PUBLISHED" ? previewPath(post) : null;
}

/** The post id a preview link works for, read fresh; null when it is malformed, forged, expired or revoked. */
export async function findPostPreviewKey(token: string): Promise<string | null> {
  const id = previewTokenPost(token);
  const key = id && (await db.post.findUnique({ where: { id }, select: { id: true, previewKey: true } }));
  return key && previewTokenValid(token, key) ? key.id : null;
}

/** The post a preview link shows, read fresh; null when the link is malformed, forged, expired or revoked. */
export async function findPostPreview(token: string): Promise<PostDto | null> {
  const id = await findPostPreviewKey(token);
  return id ? findPostForEditor(id) : null;
}

/** "Revoke preview links": a new preview key for the post, so every link made before answers 404. */
export async function revokePostPreviews(actor: Actor, id: string): Promise<{ path: string; expiresAt: Date } | null> {
  if (!isSlug(id)) throw new AppError("not_found", POST_TEXT.notFound);
  const post = await adminWrite(
    actor,
    (tx) =>
      tx.post.update({
        where: { id },
        data: { previewKey: randomUUID() },
        select: { id: true, title: true, status: true, previewKey: true },
      }),
    (p) => ({ action: "UPDATE", type: "post", recordId: p.id, summary: `${p.title} (preview links revoked)` }),
  );
  return post.status === "PUBLISHED" ? null : previewPath(post);
}

/** The newest posts' slugs, read directly: the post pages `next build` renders ahead of the first visit. */
export async function newestPostSlugs(count: number): Promise<string[]> {
  return (
    await db.post.findMany({
      where: publicPosts(new Date()),
      select: { slug: true },
      orderBy: NEWEST_FIRST,
      take: count,
    })
  ).map((p) => p.slug);
}

/** The API's read: the spec's 400 "Invalid slug." and 404 "Blog post not found.". */
export async function getPost(key: string): Promise<PostDto> {
  if (!isSlug(key)) throw new AppError("bad_request", INVALID_SLUG_MESSAGE);
  const post = await findPost(key);
  if (!post) throw new AppError("not_found", NOT_FOUND_MESSAGE);
  return post;
}

async function uniqueSlug(title: string, tx: Prisma.TransactionClient = db): Promise<string> {
  const base = slugify(title) || "post";
  return freeSlug(
    base,
    (await tx.post.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } })).map((p) => p.slug),
  );
}

type PostText = Pick<PostRow, "title" | "content" | "format" | "author" | "categories">;

/**
 * Keeps the text one save left, and drops the oldest beyond REVISIONS_KEPT (inside the save's transaction). A draft's
 * autosave overwrites the newest revision when that one is the same editor's autosave too (as WordPress keeps one
 * autosave), so a long writing session does not push the deliberate saves out of History.
 */
async function keepRevision(
  tx: Prisma.TransactionClient,
  actor: Actor,
  postId: string,
  text: PostText & { status: PostRow["status"] },
  autosave = false,
): Promise<"kept" | "overwritten"> {
  const { title, content, format, author, categories } = text;
  const fields = { title, content, format, author, categories };
  const asAutosave = autosave && text.status === "DRAFT";
  if (asAutosave) {
    const newest = await tx.postRevision.findFirst({
      where: { postId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true, autosave: true, editorId: true },
    });
    if (newest?.autosave && newest.editorId === actor.id) {
      await tx.postRevision.update({ where: { id: newest.id }, data: { ...fields, createdAt: new Date() } });
      return "overwritten";
    }
  }
  await tx.postRevision.create({
    data: { postId, ...fields, autosave: asAutosave, editorId: actor.id, editorLabel: actorLabel(actor) },
  });
  const stale = await tx.postRevision.findMany({
    where: { postId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: REVISIONS_KEPT,
    select: { id: true },
  });
  if (stale.length) await tx.postRevision.deleteMany({ where: { id: { in: stale.map((r) => r.id) } } });
  return "kept";
}

/**
 * The status columns a save writes. Publishing stamps `publishedAt` only when the post was not public yet, so an edit
 * of a published post keeps its date and place in the lists. Publishing and moving back to draft replace the preview
 * key, which ends every preview link made before (a link to a draft must not show it again after a round trip).
 */
function publicationData(publication: Publication, was: PostRow["status"] | null, now = new Date()) {
  switch (publication.status) {
    case "PUBLISHED":
      return was === "PUBLISHED"
        ? {}
        : { status: "PUBLISHED" as const, publishAt: null, publishedAt: now, previewKey: randomUUID() };
    case "DRAFT":
      return { status: "DRAFT" as const, publishAt: null, ...(was === "DRAFT" ? {} : { previewKey: randomUUID() }) };
    case "SCHEDULED":
      // publishedAt is the time it goes public: the public reads show it from then on (publicPosts).
      return { status: "SCHEDULED" as const, publishAt: publication.publishAt, publishedAt: publication.publishAt };
  }
}

const statusNote = (p: PostRow) =>
  p.status === "DRAFT" ? " (draft)" : p.status === "SCHEDULED" ? ` (scheduled for ${p.publishAt?.toISOString()})` : "";

export async function createPost(
  actor: Actor,
  input: z.output<typeof postCreateSchema>,
  image: FormDataEntryValue | null,
): Promise<PostDto> {
  const publication = input.publication ?? { status: "PUBLISHED" };
  const body = await bodyColumns(input.content, input.format ?? "plain");
  const post = await withStoredFile(image, "post-image", async (imageUrl) =>
    adminWrite(
      actor,
      async (tx) => {
        const created = await tx.post.create({
          data: {
            slug: await uniqueSlug(input.title, tx),
            title: input.title,
            ...body,
            author: input.author,
            categories: input.categories,
            imageUrl,
            ...publicationData(publication, null),
          },
          select: postSelect,
        });
        await keepRevision(tx, actor, created.id, created, input.autosave);
        return created;
      },
      (p) => ({ action: "CREATE", type: "post", recordId: p.id, summary: `${p.title}${statusNote(p)}` }),
    ),
  );
  expire(TAGS.posts);
  return toDto(post);
}

/** The slug stays stable on edit so links already shared keep working. */
export async function updatePost(
  actor: Actor,
  id: string,
  input: z.output<typeof postUpdateSchema>,
  image: FormDataEntryValue | null,
): Promise<PostDto> {
  const existing = await db.post.findUnique({
    where: { id },
    select: { slug: true, imageUrl: true, status: true, format: true },
  });
  if (!existing) throw new AppError("not_found", POST_TEXT.notFound);
  // Left out (the old client), the format stays what it was.
  const body = await bodyColumns(input.content, input.format ?? FORMAT_OF[existing.format]);
  // An autosave that overwrote the previous one is logged no more than it is kept: the activity log has one entry per
  // version in History, not one per pause in the typing.
  let revision: "kept" | "overwritten" = "kept";
  const post = await withStoredFile(image, "post-image", async (imageUrl) =>
    adminWrite(
      actor,
      async (tx) => {
        const updated = await tx.post.update({
          where: { id },
          data: {
            title: input.title,
            ...body,
            author: input.author,
            categories: input.categories,
            ...(imageUrl ? { imageUrl } : {}),
            ...(input.publication ? publicationData(input.publication, existing.status) : {}),
          },
          select: postSelect,
        });
        revision = await keepRevision(tx, actor, id, updated, input.autosave);
        return updated;
      },
      (p) =>
        revision === "overwritten"
          ? []
          : { action: "UPDATE", type: "post", recordId: id, summary: `${p.title}${statusNote(p)}` },
    ),
  );
  if (post.imageUrl !== existing.imageUrl) await deleteFile(existing.imageUrl);
  expire(TAGS.posts, TAGS.post(existing.slug), TAGS.post(id));
  return toDto(post);
}

export async function deletePost(actor: Actor, id: string): Promise<void> {
  const post = await db.post.findUnique({ where: { id }, select: { slug: true, imageUrl: true, title: true } });
  if (!post) throw new AppError("not_found", POST_TEXT.notFound);
  await adminWrite(
    actor,
    async (tx) => {
      const comments = await tx.postComment.findMany({ where: { postId: id }, select: { id: true } });
      await tx.reaction.deleteMany({ where: { target: "POST_COMMENT", targetId: { in: comments.map((c) => c.id) } } });
      await tx.post.delete({ where: { id } });
    },
    { action: "DELETE", type: "post", recordId: id, summary: post.title },
  );
  await deleteFile(post.imageUrl);
  expire(TAGS.posts, TAGS.post(post.slug), TAGS.post(id), TAGS.comments(id));
}

// ─── Revisions ──────────────────────────────────────────────────────────────────────────────────────────────────────

export type PostRevisionDto = Omit<PostText, "format"> & {
  id: string;
  format: PostFormat;
  editor: string;
  /** Saved by the form on its own (overwritten by the editor's next autosave). */
  autosave: boolean;
  createdAt: string;
};

const revisionSelect = {
  id: true,
  title: true,
  content: true,
  format: true,
  author: true,
  categories: true,
  editorLabel: true,
  autosave: true,
  createdAt: true,
} satisfies Prisma.PostRevisionSelect;

const toRevisionDto = ({
  editorLabel,
  createdAt,
  format,
  ...r
}: Prisma.PostRevisionGetPayload<{ select: typeof revisionSelect }>): PostRevisionDto => ({
  ...r,
  format: FORMAT_OF[format],
  editor: editorLabel,
  createdAt: createdAt.toISOString(),
});

/** A post's saved versions, newest first (at most REVISIONS_KEPT). */
export async function listPostRevisions(postId: string): Promise<PostRevisionDto[]> {
  if (!isSlug(postId)) return [];
  const rows = await db.postRevision.findMany({
    where: { postId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: revisionSelect,
  });
  return rows.map(toRevisionDto);
}

export async function findPostRevision(postId: string, revisionId: string): Promise<PostRevisionDto | null> {
  if (!isSlug(postId) || !isSlug(revisionId)) return null;
  const row = await db.postRevision.findFirst({ where: { id: revisionId, postId }, select: revisionSelect });
  return row && toRevisionDto(row);
}

/** The version saved just before this one (same order as the history list), or null for the first. */
export async function findRevisionBefore(postId: string, revision: PostRevisionDto): Promise<PostRevisionDto | null> {
  const at = new Date(revision.createdAt);
  const row = await db.postRevision.findFirst({
    where: { postId, OR: [{ createdAt: { lt: at } }, { createdAt: at, id: { lt: revision.id } }] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: revisionSelect,
  });
  return row && toRevisionDto(row);
}

/** Puts a saved version's text back (the status and picture stay); the restore is itself a new revision. */
export async function restorePostRevision(actor: Actor, postId: string, revisionId: string): Promise<PostDto> {
  const revision = await findPostRevision(postId, revisionId);
  if (!revision) throw new AppError("not_found", POST_TEXT.revisionNotFound);
  const body = await bodyColumns(revision.content, revision.format);
  const post = await adminWrite(
    actor,
    async (tx) => {
      const { title, author, categories } = revision;
      const updated = await tx.post.update({
        where: { id: postId },
        data: { title, ...body, author, categories },
        select: postSelect,
      });
      await keepRevision(tx, actor, postId, updated);
      return updated;
    },
    (p) => ({
      action: "UPDATE",
      type: "post",
      recordId: postId,
      summary: `${p.title} (restored ${revision.createdAt})`,
    }),
  );
  expire(TAGS.posts, TAGS.post(post.slug), TAGS.post(postId));
  return toDto(post);
}

// ─── Scheduling ─────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Publishes every scheduled post whose time has come, each in its own transaction with its activity row. The update
 * only matches a post still SCHEDULED, so two runs at once (or a run racing an editor) publish each post once.
 * Returns the cache tags to expire: the caller expires them (in a request, or in this process without one).
 */
export async function publishDuePosts(now = new Date()): Promise<{ published: number; tags: string[] }> {
  const due = await db.post.findMany({
    where: { status: "SCHEDULED", publishAt: { lte: now } },
    select: { id: true, slug: true, title: true, publishAt: true },
    orderBy: { publishAt: "asc" },
    take: MAX_LIST,
  });
  const tags = new Set<string>();
  let published = 0;
  for (const post of due) {
    const done = await db.$transaction(async (tx) => {
      const { count } = await tx.post.updateMany({
        where: { id: post.id, status: "SCHEDULED", publishAt: { lte: now } },
        data: { status: "PUBLISHED", publishedAt: post.publishAt ?? now, publishAt: null, previewKey: randomUUID() },
      });
      if (count === 1) {
        await recordActivity(tx, SCHEDULER, {
          action: "UPDATE",
          type: "post",
          recordId: post.id,
          summary: `${post.title} (published on schedule)`,
        });
      }
      return count === 1;
    });
    if (done) {
      published += 1;
      tags.add(TAGS.post(post.slug)).add(TAGS.post(post.id));
    }
  }
  if (published) tags.add(TAGS.posts);
  return { published, tags: [...tags] };
}
