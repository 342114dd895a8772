// POST /mnb/api/blob-upload – a ten-minute token for one browser → Blob upload, as `@vercel/blob/client` asks for it:
// admins for every purpose; anyone else, signed in or not, for a booking's file or a smart link's cover (throttled per
// address; 401 for an admin purpose signed out, 403 signed in); 404 when uploads are stored on local disk
import { withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { directUploadRequestSchema, issueUploadToken } from "@/lib/storage/direct-upload";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withApi(async ({ req, caller }) =>
  issueUploadToken(req, await readJson(req, directUploadRequestSchema), caller),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/blob-upload");
