// PUT /mnb/api/partnership/{id} – replace a partnership request's name, email and message (admin)
// DELETE /mnb/api/partnership/{id} – delete a partnership request (admin)
import { withAdmin } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { deletePartnershipRequest, updatePartnershipRequest } from "@/lib/partners/partnerships";
import { PARTNER_TEXT, partnershipSchema } from "@/lib/partners/schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const PUT = withAdmin<{ id: string }>(async ({ req, params, caller }) => {
  const partner = await updatePartnershipRequest(caller, params.id, await readJson(req, partnershipSchema));
  return { message: PARTNER_TEXT.updated, partner };
});

export const DELETE = withAdmin<{ id: string }>(async ({ params, caller }) => {
  await deletePartnershipRequest(caller, params.id);
  return { message: PARTNER_TEXT.deleted };
});

export const { GET, HEAD, POST, PATCH, OPTIONS } = otherMethods("/mnb/api/partnership/[id]");
