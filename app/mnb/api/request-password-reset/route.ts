// POST /mnb/api/request-password-reset – email a reset link; the same answer whether or not the email is registered
import { withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { requestPasswordReset } from "@/lib/accounts/password-reset";
import { clientIp } from "@/lib/abuse/rate-limit";
import { resetRequestSchema } from "@/lib/accounts/schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withApi(async ({ req }) => {
  const { email } = await readJson(req, resetRequestSchema);
  return requestPasswordReset(email, await clientIp());
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/request-password-reset");
