import { Button, Text } from "@react-email/components";
import { EmailLayout, buttonStyle } from "./layout";

/** A new "confirm my email" link, asked for from the profile when the welcome email's was lost or has expired. */
export function VerifyEmail({ name, verifyUrl }: { name: string; verifyUrl: string }) {
  return (
    <EmailLayout preview="Confirm your email for My Nation Blog">
      <Text>Hello {name},</Text>
      <Text>
        You asked for a new link to confirm that this email address is yours. Until it is confirmed, your smart links
        and link page stay out of search engines and take no release-day reminders.
      </Text>
      <Button href={verifyUrl} style={buttonStyle}>
        Confirm my email
      </Button>
      <Text>Or paste this address into your browser: {verifyUrl}</Text>
    </EmailLayout>
  );
}
