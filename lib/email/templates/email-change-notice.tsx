import { Link, Text } from "@react-email/components";
import { EmailLayout } from "./layout";

/** Sent to the old address twice: when a change is requested ("requested") and when it takes effect ("changed"). */
export function EmailChangeNoticeEmail({
  name,
  newEmail,
  stage,
  resetUrl,
}: {
  name: string;
  newEmail: string;
  stage: "requested" | "changed";
  resetUrl: string;
}) {
  const requested = stage === "requested";
  return (
    <EmailLayout
      preview={requested ? "Your My Nation Blog email is being changed" : "Your My Nation Blog email was changed"}
    >
      <Text>Hello {name},</Text>
      <Text>
        {requested
          ? `Someone signed in to your My Nation Blog account asked to change its email to ${newEmail}. The change takes effect only when the link sent to that address is opened.`
          : `The email of your My Nation Blog account is now ${newEmail}. This address will no longer receive messages about the account, and every signed-in device was signed out.`}
      </Text>
      <Text>
        {requested
          ? "If this was not you, reset your password now: that cancels the change and signs everyone out of your account."
          : "If this was not you, contact us at once by replying to this email."}
      </Text>
      {/* No punctuation right after the link: the plain-text version prints the address there. */}
      {requested && (
        <Text>
          Reset your password at <Link href={resetUrl}>{resetUrl}</Link>
        </Text>
      )}
    </EmailLayout>
  );
}
