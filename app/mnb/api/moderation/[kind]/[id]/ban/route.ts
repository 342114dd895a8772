// POST /mnb/api/moderation/{kind}/{id}/ban – ban the comment's author { reason, endsAt? (Lagos datetime-local) } by
// their email's hash and visitor id, and hide the comment (admin)
import { created, withAdmin } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { banCommenter } from "@/lib/moderation/moderation";
import { AppError } from "@/lib/core/errors";
import { commenterBanSchema, commentKind } from "@/lib/moderation/schema";
import { MODERATION_TEXT } from "@/lib/moderation/copy";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withAdmin<{ kind: string; id: string }>(async ({ req, params, caller }) => {
  const kind = commentKind.safeParse(params.kind);
  if (!kind.success) throw new AppError("not_found", MODERATION_TEXT.notFound);
  const ban = await banCommenter(caller, kind.data, params.id, await readJson(req, commenterBanSchema));
  return created({ message: MODERATION_TEXT.banned_, ban });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/moderation/[kind]/[id]/ban");
