// GET /mnb/api/workers/{id}/photo – a worker's identity photo (admins only: 401 anonymous, 403 anyone else; 404 when
// the worker has none). Never cached; each view is in the activity log.
import { withAdmin } from "@/lib/api/handler";
import { privateFileResponse } from "@/lib/api/private-file";
import { viewWorkerPhoto } from "@/lib/team/workers";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withAdmin<{ id: string }>(async ({ params, caller }) =>
  privateFileResponse(await viewWorkerPhoto(caller, params.id)),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/workers/[id]/photo");
