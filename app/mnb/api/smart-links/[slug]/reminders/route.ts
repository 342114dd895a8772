// POST /mnb/api/smart-links/{slug}/reminders – "Notify me on release day" { email } (public): stores the request
// pending and emails a confirmation link; 202 with the same answer for an address that asked before. 409 once the song
// is out, 404 for a link not on show.
import { withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { requestReminder } from "@/lib/release-reminders/release-reminders";
import { clientIp } from "@/lib/abuse/rate-limit";
import { reminderSchema } from "@/lib/smart-links/reminder-schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withApi<{ slug: string }>(async ({ req, params }) => {
  const { email } = await readJson(req, reminderSchema);
  return Response.json(await requestReminder(params.slug, email, await clientIp()), { status: 202 });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/smart-links/[slug]/reminders");
