// DELETE /mnb/api/commenter-bans/{id} – lift a ban (admin)
import { withAdmin } from "@/lib/api/handler";
import { liftBan } from "@/lib/moderation/bans";
import { MODERATION_TEXT } from "@/lib/moderation/copy";
import { otherMethods } from "@/lib/api/not-allowed";

export const DELETE = withAdmin<{ id: string }>(async ({ params, caller }) => {
  await liftBan(caller, params.id);
  return { message: MODERATION_TEXT.banLifted };
});

export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherMethods("/mnb/api/commenter-bans/[id]");
