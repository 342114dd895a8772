import { Button, Text } from "@react-email/components";
import { EmailLayout, buttonStyle } from "./layout";

export function PasswordResetEmail({ name, url }: { name: string; url: string }) {
  return (
    <EmailLayout preview="Reset your My Nation Blog password">
      <Text>Hello {name},</Text>
      <Text>Someone asked to reset the password of your My Nation Blog account. Use this link within one hour:</Text>
      <Button href={url} style={buttonStyle}>
        Reset my password
      </Button>
      <Text>Or paste this address into your browser: {url}</Text>
      <Text>If you did not ask for this, ignore this email: your password stays the same.</Text>
    </EmailLayout>
  );
}
