// The link in a release-day reminder's confirmation email (the token is the fan's key to their reminder):
// POST /mnb/api/reminders/{token} confirms it (again: the same answer); DELETE cancels it. 404 "This reminder link is
// invalid or has expired." for an unknown or used token (public).
import { withApi } from "@/lib/api/handler";
import { cancelReminder, confirmReminder } from "@/lib/release-reminders/release-reminders";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withApi<{ token: string }>(async ({ params }) => confirmReminder(params.token));

export const DELETE = withApi<{ token: string }>(async ({ params }) => cancelReminder(params.token));

export const { GET, HEAD, PUT, PATCH, OPTIONS } = otherMethods("/mnb/api/reminders/[token]");
