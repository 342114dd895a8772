// POST /mnb/api/reset-password – set a new password with a reset token { token, newPassword }
import { withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { resetPassword } from "@/lib/accounts/password-reset";
import { resetPasswordSchema } from "@/lib/accounts/schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withApi(async ({ req }) => {
  const { token, newPassword } = await readJson(req, resetPasswordSchema);
  return resetPassword(token, newPassword);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/reset-password");
