// POST /mnb/api/not-me/{token} – "this wasn't me — never email me again": the link's address joins the suppression
// list (public; the token is signed for that address). 404 "This link is invalid." for a forged or malformed one.
import { withApi } from "@/lib/api/handler";
import { AppError } from "@/lib/core/errors";
import { suppressByToken } from "@/lib/email/suppression";
import { NOT_ME_TEXT } from "@/lib/email/trust-copy";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withApi<{ token: string }>(async ({ params }) => {
  if (!(await suppressByToken(params.token))) throw new AppError("not_found", NOT_ME_TEXT.invalid);
  return { message: NOT_ME_TEXT.done };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/not-me/[token]");
