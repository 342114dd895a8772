// Songs, the admin's writes: upload (audio required, cover optional), edit (a file is replaced only when a new one is
// sent, and the old one leaves storage), delete (its comments, likes and files go with it). Public reads: songs.ts.
import "server-only";
import type { z } from "zod";
import { db } from "@/lib/db";
import { adminWrite, type Actor } from "@/lib/activity";
import { AppError } from "@/lib/core/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { freeSlug, isSlug, slugify } from "@/lib/core/slug";
import { deleteFile, hasUpload, storeUpload, type StoredFile } from "@/lib/storage";
import { SONG_GENRE_INVALID, type songCreateSchema, type songUpdateSchema } from "@/lib/songs/schema";
import { isEditGenre, SONG_REQUIRED } from "@/lib/songs/genres";
import { SONG_NOT_FOUND } from "@/lib/songs/copy";
import { expire, TAGS } from "@/lib/cache";

import { songSelect, toDto, type SongDto } from "./songs";

/** The multipart fields that carry files, as the spec's call table names them: the audio and the cover picture. */
export type SongFiles = { audio: FormDataEntryValue | null; coverImage: FormDataEntryValue | null };
type StoredUrls = { audioUrl?: string; coverImageUrl?: string };

/**
 * Stores the files first (byte-checked by lib/storage) and removes them again if anything after fails — the cover's
 * check, the row write — so a refused upload leaves neither a row nor a file behind.
 */
async function withFiles<T>(files: SongFiles, write: (urls: StoredUrls) => Promise<T>): Promise<T> {
  const stored: StoredFile[] = [];
  try {
    const audio = await storeUpload(files.audio, "audio");
    if (audio) stored.push(audio);
    const cover = await storeUpload(files.coverImage, "image");
    if (cover) stored.push(cover);
    return await write({ audioUrl: audio?.url, coverImageUrl: cover?.url });
  } catch (error) {
    await Promise.all(stored.map((file) => deleteFile(file.url)));
    throw error;
  }
}

const isSlugTaken = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

/**
 * The slug comes from the title by the domain rule and is made unique (`-2`, `-3`, …). Two uploads of one title at
 * the same moment can both pick the same free slug; the unique index refuses the second, which then picks again.
 */
async function insertSong(actor: Actor, input: z.output<typeof songCreateSchema>, urls: StoredUrls) {
  const base = slugify(input.title) || (input.slug && slugify(input.slug)) || "song";
  for (let attempt = 0; ; attempt++) {
    const taken = await db.song.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } });
    try {
      return await adminWrite(
        actor,
        (tx) =>
          tx.song.create({
            data: {
              slug: freeSlug(
                base,
                taken.map((s) => s.slug),
              ),
              title: input.title,
              artist: input.artist,
              albumName: input.albumName,
              genre: input.genre,
              description: input.description,
              audioUrl: urls.audioUrl!,
              coverImageUrl: urls.coverImageUrl ?? null,
            },
            select: songSelect,
          }),
        (song) => ({ action: "CREATE", type: "song", recordId: song.id, summary: `${song.title} by ${song.artist}` }),
      );
    } catch (error) {
      if (!isSlugTaken(error) || attempt >= 4) throw error;
    }
  }
}

export async function createSong(
  actor: Actor,
  input: z.output<typeof songCreateSchema>,
  files: SongFiles,
): Promise<SongDto> {
  if (!hasUpload(files.audio)) throw new AppError("unprocessable_entity", SONG_REQUIRED);
  const song = await withFiles(files, (urls) => insertSong(actor, input, urls));
  // The slug may have been asked for before it existed (a brief not-found entry under its own tag).
  expire(TAGS.songs, TAGS.song(song.slug));
  return toDto(song);
}

type LockedSong = { id: string; genre: string | null; audioUrl: string; coverImageUrl: string | null };

/** The slug stays as it is, so shared links keep working. */
export async function updateSong(
  actor: Actor,
  slug: string,
  input: z.output<typeof songUpdateSchema>,
  files: SongFiles,
): Promise<SongDto> {
  // Asked first so an unknown song is a 404 before any file is stored.
  if (!isSlug(slug) || !(await db.song.count({ where: { slug } }))) throw new AppError("not_found", SONG_NOT_FOUND);
  const { song, before } = await withFiles(files, (urls) =>
    // The row is locked while it changes, so two edits replacing the same file cannot both think they replaced the
    // same old one (and leave the other's upload behind in storage).
    adminWrite(
      actor,
      async (tx) => {
        const [before] = await tx.$queryRaw<LockedSong[]>`
        SELECT "id", "genre", "audioUrl", "coverImageUrl" FROM "Song" WHERE "slug" = ${slug} FOR UPDATE`;
        if (!before) throw new AppError("not_found", SONG_NOT_FOUND);
        if (input.genre && input.genre !== before.genre && !isEditGenre(input.genre)) {
          throw new AppError("unprocessable_entity", SONG_GENRE_INVALID);
        }
        const song = await tx.song.update({
          where: { id: before.id },
          data: {
            title: input.title,
            artist: input.artist,
            albumName: input.albumName,
            description: input.description,
            ...(input.genre ? { genre: input.genre } : {}),
            ...(urls.audioUrl ? { audioUrl: urls.audioUrl } : {}),
            ...(urls.coverImageUrl ? { coverImageUrl: urls.coverImageUrl } : {}),
          },
          select: songSelect,
        });
        return { song, before };
      },
      ({ song }) => ({ action: "UPDATE", type: "song", recordId: song.id, summary: `${song.title} by ${song.artist}` }),
    ),
  );
  if (song.audioUrl !== before.audioUrl) await deleteFile(before.audioUrl);
  if (song.coverImageUrl !== before.coverImageUrl) await deleteFile(before.coverImageUrl);
  expire(TAGS.songs, TAGS.song(slug));
  return toDto(song);
}

/** Its comments go by the foreign key's cascade, its likes by the Song_delete_reactions trigger, its files here. */
export async function deleteSong(actor: Actor, slug: string): Promise<void> {
  if (!isSlug(slug)) throw new AppError("not_found", SONG_NOT_FOUND);
  type Deleted = { id: string; title: string; artist: string; audioUrl: string; coverImageUrl: string | null };
  const song = await adminWrite(
    actor,
    async (tx) => {
      const [row] = await tx.$queryRaw<Deleted[]>`
      DELETE FROM "Song" WHERE "slug" = ${slug} RETURNING "id", "title", "artist", "audioUrl", "coverImageUrl"`;
      if (!row) throw new AppError("not_found", SONG_NOT_FOUND);
      return row;
    },
    (row) => ({ action: "DELETE", type: "song", recordId: row.id, summary: `${row.title} by ${row.artist}` }),
  );
  await Promise.all([deleteFile(song.audioUrl), deleteFile(song.coverImageUrl)]);
  expire(TAGS.songs, TAGS.song(slug));
}
