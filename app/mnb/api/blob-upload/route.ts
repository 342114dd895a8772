// POST /mnb/api/blob-upload – a ten-minute token for one browser → Blob upload, as `@vercel/blob/client` upload() asks
// for it: admins for audio and images, any signed-in user for a booking's file (throttled); 404 when uploads are
// stored on local disk (signed-in users)
import { withUser } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { directUploadRequestSchema, issueUploadToken } from "@/lib/storage/direct-upload";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withUser(async ({ req, caller }) =>
  issueUploadToken(req, await readJson(req, directUploadRequestSchema), caller),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/blob-upload");
