// Comment moderation (docs/features/moderation.md): the one owner of a comment's status after it is written, the site's
// hold rules, banning a comment's author (the bans themselves: ./bans.ts), and the queue the dashboard's Moderation
// section reads. Every comment and reply asks `screenComment` first (every other visitor write asks `assertNotBanned`);
// every moderation action is logged.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/core/errors";
import type { CommentStatus, HoldReason } from "@/lib/generated/prisma/client";
import { heldBy } from "@/lib/moderation/comment-filter";
import { type commenterBanSchema, type moderationSettingsSchema } from "@/lib/moderation/schema";
import {
  MODERATION_PAGE_SIZE,
  MODERATION_TEXT,
  type CommentKind,
  type CommentStatusChoice,
  type HeldFor,
} from "@/lib/moderation/copy";
import type { z } from "zod";
import { adminWrite, type Actor, type Tx } from "@/lib/activity";
import {
  assertNotBanned,
  recordBan,
  toBanDto,
  type Author,
  type CommenterBanDto,
  type Writer,
  type WriterIdentity,
} from "./bans";
import { expire, TAGS } from "@/lib/cache";
import { likeLiteral } from "@/lib/db/text-match";
import { pageOf, type ListQuery, type PageMeta } from "@/lib/db/paging";

// ─── Settings ─────────────────────────────────────────────────────────────────────────────────────────────────────

export type ModerationSettingsDto = { holdFirstComments: boolean; holdLinks: boolean; heldWords: string[] };
const DEFAULT_SETTINGS: ModerationSettingsDto = { holdFirstComments: false, holdLinks: false, heldWords: [] };

export async function readModerationSettings(): Promise<ModerationSettingsDto> {
  const row = await db.moderationSettings.findUnique({
    where: { id: 1 },
    select: { holdFirstComments: true, holdLinks: true, heldWords: true },
  });
  return row ?? DEFAULT_SETTINGS;
}

export async function updateModerationSettings(
  actor: Actor,
  input: z.output<typeof moderationSettingsSchema>,
): Promise<ModerationSettingsDto> {
  return adminWrite(
    actor,
    (tx) =>
      tx.moderationSettings.upsert({
        where: { id: 1 },
        create: { id: 1, ...input },
        update: input,
        select: { holdFirstComments: true, holdLinks: true, heldWords: true },
      }),
    (s) => ({
      action: "UPDATE",
      type: "moderation",
      summary: `${s.holdFirstComments ? "Hold first comments" : "Publish at once"}; links ${s.holdLinks ? "held" : "allowed"}; ${s.heldWords.length} held word(s)`,
    }),
  );
}

/** Whether this commenter already has a published comment anywhere on the site (then they are not new). */
async function hasPublishedComment(who: Writer): Promise<boolean> {
  const email = who.email?.trim().toLowerCase() ?? null;
  const visitor = who.visitorId ?? null;
  const [row] = await db.$queryRaw<{ known: boolean }[]>`
    SELECT EXISTS (
      SELECT 1 FROM "PostComment" WHERE "status" = 'PUBLISHED' AND (lower("email") = ${email} OR "visitorId" = ${visitor})
      UNION ALL
      SELECT 1 FROM "SpotlightComment" WHERE "status" = 'PUBLISHED' AND (lower("email") = ${email} OR "visitorId" = ${visitor})
      UNION ALL
      SELECT 1 FROM "SpotlightReply" WHERE "status" = 'PUBLISHED' AND (lower("email") = ${email} OR "visitorId" = ${visitor})
      UNION ALL
      SELECT 1 FROM "SongComment" WHERE "status" = 'PUBLISHED' AND (lower("email") = ${email} OR "visitorId" = ${visitor})
    ) AS "known"`;
  return row.known;
}

/**
 * The status a new comment or reply starts in: refused (403) for a banned commenter; PENDING when it comes from a
 * banned address, when the filter holds its text, or when the site holds first comments and this commenter has none
 * published; else PUBLISHED. With it, why it was held (for the moderator) and the account and address the comment
 * stores for a later ban.
 */
export async function screenComment(
  who: Writer,
  text: string,
): Promise<WriterIdentity & { status: CommentStatus; holdReason: HoldReason | null }> {
  const { hold, ...identity } = await assertNotBanned(who, { holdable: true });
  const held = (holdReason: HoldReason) => ({ ...identity, status: "PENDING" as const, holdReason });
  if (hold) return held("ADDRESS");
  const settings = await readModerationSettings();
  const filtered = heldBy(text, settings);
  if (filtered) return held(filtered === "link" ? "LINK" : "WORD");
  if (settings.holdFirstComments && !(await hasPublishedComment(who))) return held("FIRST_COMMENT");
  return { ...identity, status: "PUBLISHED", holdReason: null };
}

/** How many comments and replies wait for a moderator, on every surface (the menu's and the overview's badge). */
export async function countPendingComments(): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT ((SELECT count(*) FROM "PostComment" WHERE "status" = 'PENDING')
          + (SELECT count(*) FROM "SongComment" WHERE "status" = 'PENDING')
          + (SELECT count(*) FROM "SpotlightComment" WHERE "status" = 'PENDING')
          + (SELECT count(*) FROM "SpotlightReply" WHERE "status" = 'PENDING'))::int AS "n"`;
  return row.n;
}

/** What a comment route answers for a held comment: its id and the message, nothing of the text. */
export const heldAnswer = (id: string) => ({ id, _id: id, status: "pending" as const, message: MODERATION_TEXT.held });

// ─── The comments of every surface ────────────────────────────────────────────────────────────────────────────────

type CommentRef = Author & { name: string; tags: string[] };
/** What a ban reads of a comment's author, the same on every comment table. */
const author = { userId: true, email: true, visitorId: true, addressHash: true } as const;

/** Per kind: how to read a comment's author and cache tags, and how to set its status or delete it. */
const KINDS: Record<
  CommentKind,
  {
    read: (tx: Tx, id: string) => Promise<CommentRef | null>;
    setStatus: (tx: Tx, id: string, status: CommentStatus) => Promise<unknown>;
    remove: (tx: Tx, id: string) => Promise<unknown>;
  }
> = {
  post: {
    read: async (tx, id) => {
      const c = await tx.postComment.findUnique({
        where: { id },
        select: { ...author, name: true, postId: true },
      });
      return c && { ...c, tags: [TAGS.comments(c.postId)] };
    },
    setStatus: (tx, id, status) => tx.postComment.update({ where: { id }, data: { status } }),
    remove: (tx, id) => tx.postComment.delete({ where: { id } }),
  },
  song: {
    read: async (tx, id) => {
      const c = await tx.songComment.findUnique({
        where: { id },
        select: { ...author, username: true, song: { select: { slug: true } } },
      });
      return c && { ...c, name: c.username ?? "Anonymous", tags: [TAGS.songs, TAGS.song(c.song.slug)] };
    },
    setStatus: (tx, id, status) => tx.songComment.update({ where: { id }, data: { status } }),
    remove: (tx, id) => tx.songComment.delete({ where: { id } }),
  },
  spotlight: {
    read: async (tx, id) => {
      const c = await tx.spotlightComment.findUnique({
        where: { id },
        select: { ...author, name: true },
      });
      // A rated comment about a spotlight moves that spotlight's average.
      return c && { ...c, tags: [TAGS.spotlightComments, TAGS.spotlights] };
    },
    setStatus: (tx, id, status) => tx.spotlightComment.update({ where: { id }, data: { status } }),
    remove: (tx, id) => tx.spotlightComment.delete({ where: { id } }),
  },
  reply: {
    read: async (tx, id) => {
      const c = await tx.spotlightReply.findUnique({
        where: { id },
        select: { ...author, name: true },
      });
      return c && { ...c, tags: [TAGS.spotlightComments] };
    },
    setStatus: (tx, id, status) => tx.spotlightReply.update({ where: { id }, data: { status } }),
    remove: (tx, id) => tx.spotlightReply.delete({ where: { id } }),
  },
};

async function readOrThrow(tx: Tx, kind: CommentKind, id: string): Promise<CommentRef> {
  const ref = await KINDS[kind].read(tx, id);
  if (!ref) throw new AppError("not_found", MODERATION_TEXT.notFound);
  return ref;
}

/** Approve (publish) or hide one comment of any surface. */
export async function moderateComment(
  actor: Actor,
  kind: CommentKind,
  id: string,
  action: "approve" | "hide",
): Promise<void> {
  const ref = await adminWrite(
    actor,
    async (tx) => {
      const found = await readOrThrow(tx, kind, id);
      await KINDS[kind].setStatus(tx, id, action === "approve" ? "PUBLISHED" : "HIDDEN");
      return found;
    },
    (c) => ({
      action: "UPDATE",
      type: "comment",
      recordId: id,
      summary: `${action === "approve" ? "Approved" : "Hid"} ${kind} comment by ${c.name}`,
    }),
  );
  expire(...ref.tags);
}

/** Deletes one comment of any surface (a spotlight comment takes its replies; reactions go by trigger). */
export async function deleteModeratedComment(actor: Actor, kind: CommentKind, id: string): Promise<void> {
  const ref = await adminWrite(
    actor,
    async (tx) => {
      const found = await readOrThrow(tx, kind, id);
      await KINDS[kind].remove(tx, id);
      return found;
    },
    (c) => ({ action: "DELETE", type: "comment", recordId: id, summary: `Deleted ${kind} comment by ${c.name}` }),
  );
  expire(...ref.tags);
}

/**
 * Bans the author of one comment (by everything it carries: account, email, visitor id and, for a while, address; see
 * ./bans.ts) and hides that comment. From then on their writes are refused until the ban ends.
 */
export async function banCommenter(
  actor: Actor,
  kind: CommentKind,
  id: string,
  input: z.output<typeof commenterBanSchema>,
): Promise<CommenterBanDto> {
  const { ref, ban } = await adminWrite(
    actor,
    async (tx) => {
      const found = await readOrThrow(tx, kind, id);
      const created = await recordBan(tx, actor, found, input);
      await KINDS[kind].setStatus(tx, id, "HIDDEN");
      return { ref: found, ban: created };
    },
    ({ ref: c, ban: b }) => ({
      action: "CREATE",
      type: "commenter-ban",
      recordId: b.id,
      summary: `Banned ${c.name}${b.endsAt ? ` until ${b.endsAt.toISOString()}` : ""}: ${b.reason}`,
    }),
  );
  expire(...ref.tags);
  return toBanDto(ban);
}

// ─── The queue ────────────────────────────────────────────────────────────────────────────────────────────────────

const HELD_FOR: Record<HoldReason, HeldFor> = {
  WORD: "word",
  LINK: "link",
  FIRST_COMMENT: "first-comment",
  ADDRESS: "address",
};

export type QueueItemDto = {
  kind: CommentKind;
  id: string;
  name: string;
  text: string;
  status: CommentStatusChoice;
  createdAt: string;
  /** Why it was held when written (null: published at once, or held before reasons were kept). */
  heldFor: HeldFor | null;
  /** What the comment is about (a post's or song's title, a spotlight, the name of the commenter replied to) and
   * where it shows. */
  about: string;
  href: string;
};
export type QueuePage = PageMeta & { items: QueueItemDto[] };

/** The page's rows (none past the end) and, on every row or the one empty row, the total. */
type QueueRow = { total: bigint } & (
  | (Omit<QueueItemDto, "status" | "createdAt" | "heldFor"> & {
      status: CommentStatus;
      createdAt: Date;
      heldFor: HoldReason | null;
    })
  | { [K in keyof QueueItemDto]: null }
);

/**
 * Comments from every surface, newest first, in one query: one status (or all) and a search over name and text. The
 * count comes with the page, also for a page past the end (the lateral join then leaves one row of nulls).
 */
export async function listModerationQueue(
  status: CommentStatusChoice | "all",
  { q = "", page, size = MODERATION_PAGE_SIZE }: ListQuery,
): Promise<QueuePage> {
  const wanted = status === "all" ? null : status.toUpperCase();
  const pattern = q.trim() ? `%${likeLiteral(q.trim())}%` : null;
  const rows = await db.$queryRaw<QueueRow[]>`
    WITH q AS (
      SELECT * FROM (
        SELECT 'post' AS "kind", c."id", c."name", c."text", c."status", c."holdReason" AS "heldFor", c."createdAt",
               p."title" AS "about", '/post/' || p."slug" AS "href"
        FROM "PostComment" c JOIN "Post" p ON p."id" = c."postId"
        UNION ALL
        SELECT 'song', c."id", coalesce(c."username", 'Anonymous'), c."text", c."status", c."holdReason", c."createdAt",
               s."title", '/songs'
        FROM "SongComment" c JOIN "Song" s ON s."id" = c."songId"
        UNION ALL
        SELECT 'spotlight', c."id", c."name", c."content", c."status", c."holdReason", c."createdAt",
               coalesce(sp."name", 'Style spotlight'), '/style-spotlight'
        FROM "SpotlightComment" c LEFT JOIN "Spotlight" sp ON sp."id" = c."spotlightId"
        UNION ALL
        SELECT 'reply', r."id", r."name", r."content", r."status", r."holdReason", r."createdAt",
               c."name", '/style-spotlight'
        FROM "SpotlightReply" r JOIN "SpotlightComment" c ON c."id" = r."commentId"
      ) AS every
      WHERE (${wanted}::text IS NULL OR every."status"::text = ${wanted})
        AND (${pattern}::text IS NULL OR every."name" ILIKE ${pattern} OR every."text" ILIKE ${pattern})
    )
    SELECT counted."total", shown.* FROM (SELECT count(*) AS "total" FROM q) AS counted
    LEFT JOIN LATERAL (
      SELECT * FROM q ORDER BY q."createdAt" DESC, q."id" DESC OFFSET ${(page - 1) * size} LIMIT ${size}
    ) AS shown ON true`;
  const items = rows.flatMap(({ kind, id, name, text, about, href, status: state, heldFor, createdAt }) =>
    kind === null
      ? []
      : [
          {
            kind,
            id,
            name,
            text,
            about,
            href,
            status: state.toLowerCase() as CommentStatusChoice,
            heldFor: heldFor && HELD_FOR[heldFor],
            createdAt: createdAt.toISOString(),
          },
        ],
  );
  return { items, ...pageOf(Number(rows[0]?.total ?? 0), page, size) };
}
