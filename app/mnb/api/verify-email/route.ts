// POST /mnb/api/verify-email – "Send the link again" on the profile (signed in): a new "confirm my email" link to the
// account's address, or nothing when it is confirmed already. { status: "sent" | "confirmed", message }; the same
// answer whether or not the mailbox takes mail from us (lib/accounts/email-verification.ts). 429 past the account's five
// an hour.
import { withUser } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/not-allowed";
import { VERIFY_TEXT } from "@/lib/email/trust-copy";
import { sendVerifyLinkAgain } from "@/lib/accounts/email-verification";
import { throttleAccount } from "@/lib/abuse/rate-limit";

export const POST = withUser(async ({ caller }) => {
  await throttleAccount("verifyAgain", caller.id);
  const status = await sendVerifyLinkAgain(caller.id);
  return { status, message: status === "sent" ? VERIFY_TEXT.sent : VERIFY_TEXT.alreadyDone };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/verify-email");
