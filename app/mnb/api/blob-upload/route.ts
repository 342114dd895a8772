// POST /mnb/api/blob-upload – a ten-minute token for one browser → Blob upload of audio or an image, as
// `@vercel/blob/client` upload() asks for it; 404 when uploads are stored on local disk (admin)
import { withAdmin } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { directUploadRequestSchema, issueUploadToken } from "@/lib/storage/direct-upload";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withAdmin(async ({ req }) => issueUploadToken(req, await readJson(req, directUploadRequestSchema)));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/blob-upload");
