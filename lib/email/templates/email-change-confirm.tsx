import { Button, Text } from "@react-email/components";
import { EmailLayout, buttonStyle } from "./layout";

export function EmailChangeConfirmEmail({ name, url, newEmail }: { name: string; url: string; newEmail: string }) {
  return (
    <EmailLayout preview="Confirm your new My Nation Blog email address">
      <Text>Hello {name},</Text>
      <Text>
        You asked to use {newEmail} for your My Nation Blog account. Confirm it within one hour; until then your old
        address stays in use:
      </Text>
      <Button href={url} style={buttonStyle}>
        Confirm my new email
      </Button>
      <Text>Or paste this address into your browser: {url}</Text>
      <Text>If you did not ask for this, ignore this email: nothing will change.</Text>
    </EmailLayout>
  );
}
