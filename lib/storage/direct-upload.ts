// Browser → Blob uploads for files larger than a serverless request may carry (4.5 MB on Vercel; a song is 8–15 MB, a
// booking's file up to 20 MB, an image up to 5 MB). The browser asks POST /mnb/api/blob-upload for a client token
// (`@vercel/blob/client` upload() does), then sends the file to Blob itself. Admins may upload every purpose; any other
// signed-in user only a booking's file (rules.ts mayUploadDirectly), throttled like the multipart booking upload.
// The token is signed here, locally, with BLOB_READ_WRITE_TOKEN and fixes what may be uploaded: one pathname in the
// purpose's folder, that purpose's content types and size limit, ten minutes. It cannot fix the access (public or
// private): the browser picks it, and storeUpload() accepts a booking's file only from the private host, an image or
// audio only from the public one.
// Nothing is recorded when the upload finishes (no completion callback): the form that follows (createSong, addPost,
// POST /bookings/files…) carries the blob's URL, and storeUpload() checks it is ours, unused, and sniffs its bytes
// before a row points at it. Each token is recorded (DirectUpload), so when that form never arrives the daily purge
// deletes the blob a day later.
import "server-only";
import { del, list } from "@vercel/blob";
import { handleUpload } from "@vercel/blob/client";
import { db } from "@/lib/db";
import { z } from "zod";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { Caller } from "@/lib/auth";
import { throttle } from "@/lib/rate-limit";
import { UPLOAD_RULES } from "./rules";
import { DIRECT_PURPOSES, isDirectPathname, mayUploadDirectly } from "./direct-rules";
import { urlsInUse } from "./in-use";

export { directUploads } from "./index";

const TOKEN_LIFETIME_MS = 10 * 60 * 1000;

export const directUploadRequestSchema = z.object({
  type: z.literal("blob.generate-client-token", { error: "Only client tokens are issued here." }),
  payload: z.object({
    pathname: z.string().max(200),
    multipart: z.boolean().optional().default(false),
    clientPayload: z.enum(DIRECT_PURPOSES, {
      error: "Say which kind of file this is (audio, image, post-image or booking-file).",
    }),
  }),
});

export async function issueUploadToken(
  req: Request,
  body: z.output<typeof directUploadRequestSchema>,
  caller: Caller,
): Promise<{ clientToken: string }> {
  const purpose = body.payload.clientPayload;
  if (!mayUploadDirectly(caller.role, purpose)) {
    throw new AppError("forbidden", "Only admins may upload this kind of file.");
  }
  const token = env.BLOB_READ_WRITE_TOKEN;
  if (!token) throw new AppError("not_found", "Direct uploads are off here: send the file with the form.");
  // Counted like POST /bookings/files (its own budget, so one upload is not counted twice).
  if (purpose === "booking-file") await throttle("bookingFileToken");
  const { pathname } = body.payload;
  if (!isDirectPathname(pathname, purpose)) {
    throw new AppError(
      "unprocessable_entity",
      `The file name must start with ${purpose}/ and use letters, digits, - _ . only.`,
    );
  }
  const rule = UPLOAD_RULES[purpose];
  const result = await handleUpload({
    token,
    request: req,
    body: { type: "blob.generate-client-token", payload: { ...body.payload, clientPayload: purpose } },
    onBeforeGenerateToken: async () => ({
      allowedContentTypes: rule.types,
      maximumSizeInBytes: rule.maxBytes,
      addRandomSuffix: true,
      allowOverwrite: false,
      validUntil: Date.now() + TOKEN_LIFETIME_MS,
    }),
  });
  if (result.type !== "blob.generate-client-token")
    throw new AppError("bad_request", "Only client tokens are issued here.");
  await db.directUpload.create({ data: { prefix: suffixedPrefix(pathname), purpose } });
  return { clientToken: result.clientToken };
}

/** What every name Blob gives this pathname starts with: it adds `-<random>` before the extension. */
const suffixedPrefix = (pathname: string) => `${pathname.replace(/\.[^./]+$/, "")}-`;

/** Uploads no form took within a day are deleted (the token lives ten minutes, the form follows at once). */
export const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000;

/**
 * The daily purge's part: for each token issued over a day ago, deletes the blobs under its prefix that are over a
 * day old and that no record uses (lib/storage/in-use.ts: songs, posts, adverts, artists, spotlights, booking
 * uploads…), then the token's record. Answers how many blobs were deleted.
 */
export async function sweepAbandonedDirectUploads(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_UPLOAD_MS);
  const stale = await db.directUpload.findMany({
    where: { createdAt: { lte: cutoff } },
    select: { id: true, prefix: true },
    take: 200,
  });
  const token = env.BLOB_READ_WRITE_TOKEN;
  let deleted = 0;
  for (const upload of stale) {
    if (token) {
      const { blobs } = await list({ prefix: upload.prefix, token, limit: 100 });
      const old = blobs.filter((b) => b.uploadedAt <= cutoff).map((b) => b.url);
      const used = await urlsInUse(old);
      const abandoned = old.filter((url) => !used.has(url));
      if (abandoned.length) await del(abandoned, { token });
      deleted += abandoned.length;
    }
    await db.directUpload.delete({ where: { id: upload.id } });
  }
  return deleted;
}
