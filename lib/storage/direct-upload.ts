// Browser → Blob uploads for files larger than a serverless request may carry (4.5 MB on Vercel; a song is 8–15 MB, a
// booking's file up to 20 MB, an image up to 5 MB). The browser asks POST /mnb/api/blob-upload for a client token, then
// sends the file to Blob itself. Admins may upload every purpose; anyone else, signed in or not, only what the public
// forms take — a booking's file (private) and a smart link's cover (direct-rules.ts mayUploadDirectly) — each throttled
// per address like the form it belongs to.
// The token is signed here, locally, with BLOB_READ_WRITE_TOKEN and fixes what may be uploaded: one pathname in the
// purpose's folder, that purpose's content types and size limit, ten minutes. It cannot fix the access (public or
// private): the browser picks it, and storeUpload() accepts a booking's file or a worker's photo only from the private
// host, an image or audio only from the public one.
// Nothing is recorded when the upload finishes (no completion callback): the form that follows (createSong, addPost,
// POST /bookings/files, /smart-link, /worker…) carries the blob's URL, and storeUpload() checks it is ours, unused,
// and sniffs its bytes before a row points at it. Each token is recorded (DirectUpload), so when that form never
// arrives the daily purge deletes the blob a day later.
import "server-only";
import { del, list } from "@vercel/blob";
import { handleUpload } from "@vercel/blob/client";
import { db } from "@/lib/db";
import { z } from "zod";
import { env } from "@/lib/config/env";
import { AppError } from "@/lib/core/errors";
import type { Caller } from "@/lib/auth";
import { throttle, type WriteKind } from "@/lib/abuse/rate-limit";
import { UPLOAD_RULES } from "./rules";
import { DIRECT_PURPOSES, isDirectPathname, mayUploadDirectly, type DirectPurpose } from "./direct-rules";
import { urlsInUse } from "./in-use";

const TOKEN_LIFETIME_MS = 10 * 60 * 1000;

/**
 * The visitors' purposes are counted per address on budgets of their own (the form that follows is counted on its
 * form's, so one upload is not counted twice); an admin's are not.
 */
const TOKEN_THROTTLES: Partial<Record<DirectPurpose, WriteKind>> = {
  "booking-file": "bookingFileToken",
  "smart-link-cover": "smartLinkCoverToken",
};

export const directUploadRequestSchema = z.object({
  type: z.literal("blob.generate-client-token", { error: "Only client tokens are issued here." }),
  payload: z.object({
    pathname: z.string().max(200),
    multipart: z.boolean().optional().default(false),
    clientPayload: z.enum(DIRECT_PURPOSES, {
      error: `Say which kind of file this is (${DIRECT_PURPOSES.join(", ")}).`,
    }),
  }),
});

export async function issueUploadToken(
  req: Request,
  body: z.output<typeof directUploadRequestSchema>,
  caller: Caller | null,
): Promise<{ clientToken: string }> {
  const purpose = body.payload.clientPayload;
  if (!mayUploadDirectly(caller?.role ?? null, purpose)) {
    if (!caller) throw new AppError("unauthorized", "Please log in to continue.");
    throw new AppError("forbidden", "Only admins may upload this kind of file.");
  }
  const token = env.BLOB_READ_WRITE_TOKEN;
  if (!token) throw new AppError("not_found", "Direct uploads are off here: send the file with the form.");
  const budget = TOKEN_THROTTLES[purpose];
  if (budget) await throttle(budget);
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

/** Tokens read per round, and how long one purge keeps at it (its function has 60 s; the rest waits for the next). */
const SWEEP_BATCH = 200;
const SWEEP_BUDGET_MS = 30_000;

/**
 * The daily purge's part: for each token issued over a day ago, deletes the blobs under its prefix that are over a
 * day old and that no record uses (lib/storage/in-use.ts: songs, posts, adverts, artists, spotlights, booking
 * uploads…), then the token's record — oldest first, round after round until none is left or the time is up (signed-out
 * visitors may ask for tokens too, so a day may leave more than one round). Answers how many blobs were deleted.
 */
export async function sweepAbandonedDirectUploads(
  now = new Date(),
  deadline = Date.now() + SWEEP_BUDGET_MS,
): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_UPLOAD_MS);
  const token = env.BLOB_READ_WRITE_TOKEN;
  let deleted = 0;
  for (;;) {
    const stale = await db.directUpload.findMany({
      where: { createdAt: { lte: cutoff } },
      select: { id: true, prefix: true },
      orderBy: { createdAt: "asc" },
      take: SWEEP_BATCH,
    });
    for (const upload of stale) {
      if (Date.now() >= deadline) return deleted;
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
    if (stale.length < SWEEP_BATCH) return deleted;
  }
}
