// GET /mnb/api/moderation-settings – the comment rules; PUT { holdFirstComments, holdLinks, heldWords } (admin)
import { withAdmin } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { readModerationSettings, updateModerationSettings } from "@/lib/moderation/moderation";
import { moderationSettingsSchema } from "@/lib/moderation/schema";
import { MODERATION_TEXT } from "@/lib/moderation/copy";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withAdmin(async () => readModerationSettings());

export const PUT = withAdmin(async ({ req, caller }) => ({
  message: MODERATION_TEXT.settingsSaved,
  settings: await updateModerationSettings(caller, await readJson(req, moderationSettingsSchema)),
}));

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/moderation-settings");
