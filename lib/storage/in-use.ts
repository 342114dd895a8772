// Which stored files a record points at: every column that may hold the URL of a file a browser uploaded straight to
// Blob (lib/storage/direct-upload.ts). A direct upload's URL is accepted only while no record uses it (two records
// sharing one file would each delete it with themselves), and the daily purge keeps every blob listed here.
// A new column that takes uploads belongs in this list. A post's text holds its pictures' addresses too (the editor's
// uploads, `![alt](url =WxH)`), and so do its saved versions (a restore brings them back): those are searched by text.
import { db } from "@/lib/db";

/** The URLs among `urls` that some record uses. */
export async function urlsInUse(urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const inUrls = { in: urls };
  const inText = urls.map((url) => ({ content: { contains: url } }));
  const [songs, posts, adverts, artists, spotlights, team, users, links, uploads, workers, bodies, revisions] =
    await Promise.all([
      db.song.findMany({
        where: { OR: [{ audioUrl: inUrls }, { coverImageUrl: inUrls }] },
        select: { audioUrl: true, coverImageUrl: true },
      }),
      db.post.findMany({ where: { imageUrl: inUrls }, select: { imageUrl: true } }),
      db.advert.findMany({ where: { imageUrl: inUrls }, select: { imageUrl: true } }),
      db.artist.findMany({ where: { imageUrl: inUrls }, select: { imageUrl: true } }),
      db.spotlight.findMany({ where: { imageUrl: inUrls }, select: { imageUrl: true } }),
      db.teamMember.findMany({ where: { imageUrl: inUrls }, select: { imageUrl: true } }),
      db.user.findMany({ where: { imageUrl: inUrls }, select: { imageUrl: true } }),
      db.smartLink.findMany({ where: { coverImageUrl: inUrls }, select: { coverImageUrl: true } }),
      // Booking files: an upload row holds the file until a booking takes it or the purge drops both.
      db.upload.findMany({ where: { url: inUrls }, select: { url: true } }),
      db.worker.findMany({ where: { photoUrl: inUrls }, select: { photoUrl: true } }),
      db.post.findMany({ where: { OR: inText }, select: { content: true } }),
      db.postRevision.findMany({ where: { OR: inText }, select: { content: true } }),
    ]);
  const texts = [...bodies, ...revisions].map((r) => r.content);
  return new Set(
    [
      ...songs.flatMap((s) => [s.audioUrl, s.coverImageUrl]),
      ...[...posts, ...adverts, ...artists, ...spotlights, ...team, ...users].map((r) => r.imageUrl),
      ...links.map((l) => l.coverImageUrl),
      ...uploads.map((u) => u.url),
      ...workers.map((w) => w.photoUrl),
      ...urls.filter((url) => texts.some((text) => text.includes(url))),
    ].filter((url): url is string => !!url),
  );
}
