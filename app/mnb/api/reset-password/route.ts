// POST /mnb/api/reset-password – set a new password with a reset token { token, newPassword }
import { withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { resetPassword } from "@/lib/auth/password-reset";
import { resetPasswordSchema } from "@/lib/validations/user";

export const POST = withApi(async ({ req }) => {
  const { token, newPassword } = await readJson(req, resetPasswordSchema);
  return resetPassword(token, newPassword);
});
