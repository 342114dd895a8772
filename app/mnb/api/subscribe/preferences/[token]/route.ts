// The newsletter preferences behind a subscriber's token link (every newsletter email carries it; the token is the
// subscriber's key, as for unsubscribing):
// GET /mnb/api/subscribe/preferences/{token} → { status, interests }; PUT JSON { interests } → { message, interests }.
// 404 "This unsubscribe link is invalid." for an unknown token.
import { withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { findPreferences, savePreferences, UNSUBSCRIBE_INVALID } from "@/lib/subscribers/subscribers";
import { AppError } from "@/lib/core/errors";
import { preferencesSchema } from "@/lib/subscribers/schema";
import { otherMethods } from "@/lib/api/not-allowed";

// One subscriber's own settings: no shared cache may keep them.
export const GET = withApi<{ token: string }>(async ({ params }) => {
  const preferences = await findPreferences(params.token);
  if (!preferences) throw new AppError("not_found", UNSUBSCRIBE_INVALID);
  return Response.json(preferences, { headers: { "Cache-Control": "no-store" } });
});

export const PUT = withApi<{ token: string }>(async ({ req, params }) => {
  const { interests } = await readJson(req, preferencesSchema);
  return savePreferences(params.token, interests);
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/subscribe/preferences/[token]");
