// POST /mnb/api/subscribe/confirm/{token} – confirm a subscription from its emailed link's page (the button's press;
// opening the link confirms nothing, since mail scanners open every link) → { message }, or 404 for a link that is
// unknown, used or expired (public)
import { withApi } from "@/lib/api/handler";
import { confirmSubscription } from "@/lib/subscribers/subscribers";
import { AppError } from "@/lib/core/errors";
import { SUBSCRIBER_TEXT } from "@/lib/subscribers/schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withApi<{ token: string }>(async ({ params }) => {
  if (!(await confirmSubscription(params.token))) throw new AppError("not_found", SUBSCRIBER_TEXT.confirmInvalid);
  return { message: SUBSCRIBER_TEXT.confirmed };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/subscribe/confirm/[token]");
