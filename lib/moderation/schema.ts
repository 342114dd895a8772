// One schema per moderation form, shared by the dashboard's forms and the route handlers.
import { z } from "zod";
import { lagosLocalToUtc } from "@/lib/core/lagos-time";
import { parseHeldWords } from "@/lib/moderation/comment-filter";
import { COMMENT_KINDS, COMMENT_STATUS_LABEL, MODERATION_TEXT, type CommentKind } from "@/lib/moderation/copy";
import { optionalText, requiredText } from "@/lib/core/form-basics";

export const commentKind = z.enum(Object.keys(COMMENT_KINDS) as [CommentKind, ...CommentKind[]]);
export const commentStatusFilter = z
  .enum([...(Object.keys(COMMENT_STATUS_LABEL) as (keyof typeof COMMENT_STATUS_LABEL)[]), "all"])
  .catch("pending");

export const moderationActionSchema = z.object({ action: z.enum(["approve", "hide"]) });

/** `endsAt`: a `datetime-local` value read as Lagos time, or blank for a ban without end. */
export const commenterBanSchema = z
  .object({
    reason: requiredText(MODERATION_TEXT.reasonRequired, 300),
    endsAt: optionalText(40).optional().default(""),
  })
  .transform(({ reason, endsAt }, ctx) => {
    if (!endsAt) return { reason, endsAt: null };
    const at = lagosLocalToUtc(endsAt);
    if (!at || at.getTime() <= Date.now()) {
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: MODERATION_TEXT.endsInPast });
      return z.NEVER;
    }
    return { reason, endsAt: at };
  });

export const moderationSettingsSchema = z.object({
  holdFirstComments: z.boolean(),
  holdLinks: z.boolean(),
  heldWords: z.string().max(5_000).default("").transform(parseHeldWords),
});

export type CommenterBanInput = z.input<typeof commenterBanSchema>;
export type ModerationSettingsInput = z.input<typeof moderationSettingsSchema>;
