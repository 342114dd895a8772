// POST /mnb/api/confirm-email-change – apply a requested email change with the emailed token { token } (public)
import { withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { AppError } from "@/lib/core/errors";
import { confirmEmailChange } from "@/lib/accounts/email-change";
import { emailChangeConfirmSchema } from "@/lib/accounts/schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withApi(async ({ req }) => {
  const result = await confirmEmailChange((await readJson(req, emailChangeConfirmSchema)).token);
  if (!result.ok) throw new AppError(result.reason === "taken" ? "conflict" : "bad_request", result.message);
  return { message: `Your email is now ${result.email}. Please log in again.`, email: result.email };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/confirm-email-change");
