// Browser → Blob uploads for files larger than a serverless request may carry (4.5 MB on Vercel; a song is 8–15 MB).
// An admin's browser asks POST /mnb/api/blob-upload for a client token (`@vercel/blob/client` upload() does), then
// sends the file to Blob itself. The token is signed here, locally, with BLOB_READ_WRITE_TOKEN and fixes what may be
// uploaded: one pathname in the purpose's folder, that purpose's content types and size limit, ten minutes.
// Nothing is recorded when the upload finishes (no completion callback): the form that follows (e.g. createSong)
// carries the blob's URL, and storeUpload() checks it is ours and sniffs its bytes before a row points at it.
import "server-only";
import { handleUpload } from "@vercel/blob/client";
import { z } from "zod";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { UPLOAD_RULES } from "./rules";

/** The purposes a browser may upload straight to Blob. */
export const DIRECT_PURPOSES = ["audio", "image"] as const;
const TOKEN_LIFETIME_MS = 10 * 60 * 1000;

export const directUploadRequestSchema = z.object({
  type: z.literal("blob.generate-client-token", { error: "Only client tokens are issued here." }),
  payload: z.object({
    pathname: z.string().max(200),
    multipart: z.boolean().optional().default(false),
    clientPayload: z.enum(DIRECT_PURPOSES, { error: "Say which kind of file this is (audio or image)." }),
  }),
});

/** Whether uploads go straight to Blob (the upload forms ask, to pick their path). */
export const directUploads = () => Boolean(env.BLOB_READ_WRITE_TOKEN);

export async function issueUploadToken(req: Request, body: z.output<typeof directUploadRequestSchema>): Promise<{ clientToken: string }> {
  const token = env.BLOB_READ_WRITE_TOKEN;
  if (!token) throw new AppError("not_found", "Direct uploads are off here: send the file with the form.");
  const purpose = body.payload.clientPayload;
  const { pathname } = body.payload;
  if (!pathname.startsWith(`${purpose}/`) || !/^[\w/.-]+$/.test(pathname) || pathname.includes("..")) {
    throw new AppError("unprocessable_entity", `The file name must start with ${purpose}/ and use letters, digits, - _ . only.`);
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
  if (result.type !== "blob.generate-client-token") throw new AppError("bad_request", "Only client tokens are issued here.");
  return { clientToken: result.clientToken };
}
