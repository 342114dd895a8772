// Songs and their comments: the gallery's reads (cached, newest first) and its visitor writes (like, comment).
import "server-only";
import { db } from "@/lib/db";
import { adminWrite, type Actor } from "@/lib/activity";
import { AppError } from "@/lib/core/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { z } from "zod";
import { isSlug } from "@/lib/core/slug";
import { SONG_COMMENTS_PAGE_SIZE, type songCommentSchema } from "@/lib/songs/schema";
import { SONG_NOT_FOUND } from "@/lib/songs/copy";
import { react } from "@/lib/reactions";
import { bounded, cachedFor, expire, keptIfFound, TAGS } from "@/lib/cache";
import { SONGS_PAGE_SIZE } from "@/lib/songs/genres";
import { pageOf, pageWindow, type ListQuery, type PageMeta } from "@/lib/db/paging";
import { containsText } from "@/lib/db/text-match";
import { heldAnswer, screenComment } from "@/lib/moderation";
import { assertNotBanned } from "@/lib/moderation";

export const songSelect = {
  id: true,
  slug: true,
  title: true,
  artist: true,
  albumName: true,
  genre: true,
  description: true,
  releaseDate: true,
  coverImageUrl: true,
  audioUrl: true,
  likes: true,
  // Only published comments are public (held and hidden ones wait in the Moderation section).
  _count: { select: { comments: { where: { status: "PUBLISHED" } } } },
} satisfies Prisma.SongSelect;
type SongRow = Prisma.SongGetPayload<{ select: typeof songSelect }>;

const commentSelect = { id: true, username: true, text: true, createdAt: true } satisfies Prisma.SongCommentSelect;
type CommentRow = Prisma.SongCommentGetPayload<{ select: typeof commentSelect }>;
// Comments read in the order they were written; paging that way keeps earlier pages stable while people add more.
const commentOrder = [{ createdAt: "asc" }, { id: "asc" }] satisfies Prisma.SongCommentOrderByWithRelationInput[];

export type SongDto = {
  _id: string;
  id: string;
  slug: string;
  title: string;
  artist: string;
  albumName: string | null;
  genre: string | null;
  description: string | null;
  releaseDate: string;
  coverImageUrl: string | null;
  audioUrl: string | null;
  likes: number;
  commentsCount: number;
};
export type SongCommentDto = { _id: string; id: string; username: string | null; text: string; createdAt: string };
/** One song with the first page of its comments (`commentsCount` says how many there are in all). */
export type SongDetailDto = SongDto & { comments: SongCommentDto[] };
export type SongPage = PageMeta & { songs: SongDto[] };
/** `canModerate`: set by GET /songs/{slug}/comments when the caller is an admin (the gallery shows delete buttons). */
export type SongCommentPage = PageMeta & { comments: SongCommentDto[]; canModerate?: boolean };

export const toDto = ({ _count, releaseDate, audioUrl, ...song }: SongRow): SongDto => ({
  _id: song.id,
  ...song,
  releaseDate: releaseDate.toISOString(),
  audioUrl: audioUrl || null,
  commentsCount: _count.comments,
});
const toCommentDto = (c: CommentRow): SongCommentDto => ({ _id: c.id, ...c, createdAt: c.createdAt.toISOString() });

const newestFirst = [{ releaseDate: "desc" }, { id: "desc" }] satisfies Prisma.SongOrderByWithRelationInput[];
const MAX_LIST = 500;

export async function listSongs(): Promise<SongDto[]> {
  "use cache";
  cachedFor(TAGS.songs);
  return (await db.song.findMany({ select: songSelect, orderBy: newestFirst, take: MAX_LIST })).map(toDto);
}

async function readSongsPage(page: number, limit: number, where: Prisma.SongWhereInput = {}): Promise<SongPage> {
  const [total, rows] = await Promise.all([
    db.song.count({ where }),
    db.song.findMany({ where, select: songSelect, orderBy: newestFirst, ...pageWindow(page, limit) }),
  ]);
  return { songs: rows.map(toDto), ...pageOf(total, page, limit) };
}
async function cachedSongsPage(page: number, limit: number): Promise<SongPage> {
  "use cache";
  cachedFor(TAGS.songs);
  return readSongsPage(page, limit);
}

/** A page past the end comes back empty with the real page count, so callers can tell and move back. */
export const listSongsPage = bounded(cachedSongsPage, (page: number, limit: number) => readSongsPage(page, limit));

// ─── The old client's lists: each song with its comments ───────────────────────────────────────────────────────

/** The old song list reads a song's comments (and counts them as `comments.length`) from the list: the first this many. */
export const LISTED_COMMENTS_PER_SONG = 100;
export type SongWithCommentsDto = SongDto & { comments: SongCommentDto[] };

/** One query for the whole list, oldest comments first, at most LISTED_COMMENTS_PER_SONG each. */
async function withComments(songs: SongDto[]): Promise<SongWithCommentsDto[]> {
  if (songs.length === 0) return [];
  const rows = await db.$queryRaw<(CommentRow & { songId: string })[]>`
    SELECT "id", "songId", "username", "text", "createdAt" FROM (
      SELECT c.*, row_number() OVER (PARTITION BY "songId" ORDER BY "createdAt", "id") AS n
        FROM "SongComment" c WHERE "songId" = ANY(${songs.map((s) => s.id)}) AND "status" = 'PUBLISHED'
    ) ranked WHERE n <= ${LISTED_COMMENTS_PER_SONG} ORDER BY "createdAt", "id"`;
  const bySong = new Map<string, SongCommentDto[]>();
  for (const { songId, ...comment } of rows) {
    const list = bySong.get(songId) ?? [];
    list.push(toCommentDto(comment));
    bySong.set(songId, list);
  }
  return songs.map((song) => ({ ...song, comments: bySong.get(song.id) ?? [] }));
}

/** GET /getAllSongs without ?page: the whole list (capped like every list), each song with its comments. */
export async function listSongsWithComments(): Promise<SongWithCommentsDto[]> {
  "use cache";
  cachedFor(TAGS.songs);
  return withComments(await listSongs());
}

async function readSongsPageWithComments(page: number, limit: number) {
  const list = await readSongsPage(page, limit);
  return { ...list, songs: await withComments(list.songs) };
}
async function cachedSongsPageWithComments(page: number, limit: number) {
  "use cache";
  cachedFor(TAGS.songs);
  return readSongsPageWithComments(page, limit);
}

/** GET /getAllSongs?page=&limit=: a page, each song with its comments. */
export const listSongsPageWithComments = bounded(cachedSongsPageWithComments, readSongsPageWithComments);

/** The dashboard's list: title or artist containing `q` (any case), read directly since `q` is arbitrary text. */
export async function searchSongs({ q = "", page, size = SONGS_PAGE_SIZE }: ListQuery): Promise<SongPage> {
  if (!q) return listSongsPage(page, size);
  const contains = containsText(q);
  return readSongsPage(page, size, { OR: [{ title: contains }, { artist: contains }] });
}

async function findSongId(slug: string): Promise<string> {
  const song = isSlug(slug) ? await db.song.findUnique({ where: { slug }, select: { id: true } }) : null;
  if (!song) throw new AppError("not_found", SONG_NOT_FOUND);
  return song.id;
}

async function readSong(slug: string): Promise<SongDetailDto | null> {
  const song = await db.song.findUnique({
    where: { slug },
    select: {
      ...songSelect,
      comments: {
        where: { status: "PUBLISHED" },
        select: commentSelect,
        orderBy: commentOrder,
        take: SONG_COMMENTS_PAGE_SIZE,
      },
    },
  });
  if (!song) return null;
  const { comments, ...rest } = song;
  return { ...toDto(rest), comments: comments.map(toCommentDto) };
}
/** A song with its first comments, or null (kept briefly). */
async function songBySlug(slug: string): Promise<SongDetailDto | null> {
  "use cache";
  return keptIfFound(await readSong(slug), TAGS.songs, TAGS.song(slug));
}

/** One song with the first page of its comments, in the order they were written. */
export async function getSong(slug: string): Promise<SongDetailDto> {
  const song = isSlug(slug) ? await songBySlug(slug) : null;
  if (!song) throw new AppError("not_found", SONG_NOT_FOUND);
  return song;
}

/** A page of a song's comments, oldest first. */
export async function listSongComments(slug: string, page: number): Promise<SongCommentPage> {
  const songId = await findSongId(slug);
  const [total, rows] = await Promise.all([
    db.songComment.count({ where: { songId, status: "PUBLISHED" } }),
    db.songComment.findMany({
      where: { songId, status: "PUBLISHED" },
      select: commentSelect,
      orderBy: commentOrder,
      ...pageWindow(page, SONG_COMMENTS_PAGE_SIZE),
    }),
  ]);
  return { comments: rows.map(toCommentDto), ...pageOf(total, page, SONG_COMMENTS_PAGE_SIZE) };
}

/** Counts once per visitor; a repeat answers the unchanged count. */
export async function likeSong(slug: string, visitor: string): Promise<number> {
  await assertNotBanned({ visitorId: visitor });
  const id = await findSongId(slug);
  await react("SONG", id, visitor, "LIKE");
  expire(TAGS.songs, TAGS.song(slug));
  const { likes } = await db.song.findUniqueOrThrow({ where: { id }, select: { likes: true } });
  return likes;
}

/** The new comment, or, when moderation holds it, only its id with the "awaiting approval" message. */
export async function addSongComment(
  slug: string,
  input: z.output<typeof songCommentSchema>,
  visitorId: string | null,
): Promise<SongCommentDto | ReturnType<typeof heldAnswer>> {
  const songId = await findSongId(slug);
  const { status, holdReason, userId, addressHash } = await screenComment(
    { email: input.email, visitorId },
    input.text,
  );
  const comment = await db.songComment.create({
    data: {
      songId,
      username: input.username,
      email: input.email,
      text: input.text,
      status,
      holdReason,
      userId,
      visitorId,
      addressHash,
    },
    select: commentSelect,
  });
  if (status !== "PUBLISHED") return heldAnswer(comment.id);
  expire(TAGS.songs, TAGS.song(slug));
  return toCommentDto(comment);
}

/** Only removes the comment when it belongs to that song, so a wrong pairing is a 404, not a silent delete. */
export async function deleteSongComment(actor: Actor, slug: string, commentId: string): Promise<void> {
  await adminWrite(
    actor,
    async (tx) => {
      const { count } = await tx.songComment.deleteMany({ where: { id: commentId, song: { slug } } });
      if (count === 0) throw new AppError("not_found", "Comment not found.");
    },
    { action: "DELETE", type: "song-comment", recordId: commentId, summary: `Comment on ${slug}` },
  );
  expire(TAGS.songs, TAGS.song(slug));
}
