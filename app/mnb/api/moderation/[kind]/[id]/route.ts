// PATCH  /mnb/api/moderation/{kind}/{id} – { action: "approve" | "hide" } one comment of any surface (admin)
// DELETE /mnb/api/moderation/{kind}/{id} – delete it (admin); kind: post, song, spotlight, reply
import { withAdmin } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { deleteModeratedComment, moderateComment } from "@/lib/moderation/moderation";
import { AppError } from "@/lib/core/errors";
import { commentKind, moderationActionSchema } from "@/lib/moderation/schema";
import { MODERATION_TEXT } from "@/lib/moderation/copy";
import { otherMethods } from "@/lib/api/not-allowed";

type Params = { kind: string; id: string };
const kindOf = (kind: string) => {
  const parsed = commentKind.safeParse(kind);
  if (!parsed.success) throw new AppError("not_found", MODERATION_TEXT.notFound);
  return parsed.data;
};

export const PATCH = withAdmin<Params>(async ({ req, params, caller }) => {
  const { action } = await readJson(req, moderationActionSchema);
  await moderateComment(caller, kindOf(params.kind), params.id, action);
  return { message: action === "approve" ? MODERATION_TEXT.approved : MODERATION_TEXT.hidden };
});

export const DELETE = withAdmin<Params>(async ({ params, caller }) => {
  await deleteModeratedComment(caller, kindOf(params.kind), params.id);
  return { message: MODERATION_TEXT.deleted };
});

export const { GET, HEAD, POST, PUT, OPTIONS } = otherMethods("/mnb/api/moderation/[kind]/[id]");
