// POST /mnb/api/verify-email/{token} – the welcome email's "confirm my email" link: the account's address is proved
// (public; the token is signed for that account and address). 404 for a forged, expired or stale link.
import { withApi } from "@/lib/api/handler";
import { AppError } from "@/lib/core/errors";
import { verifyEmail } from "@/lib/accounts/email-verification";
import { VERIFY_TEXT } from "@/lib/email/trust-copy";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withApi<{ token: string }>(async ({ params }) => {
  if (!(await verifyEmail(params.token))) throw new AppError("not_found", VERIFY_TEXT.invalid);
  return { message: VERIFY_TEXT.done };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/verify-email/[token]");
