import { Button, Text } from "@react-email/components";
import { EmailLayout, buttonStyle } from "./layout";

export function WelcomeEmail({ name, loginUrl, verifyUrl }: { name: string; loginUrl: string; verifyUrl: string }) {
  return (
    <EmailLayout preview="Welcome to My Nation Blog">
      <Text>Welcome, {name}!</Text>
      <Text>Your account is ready. Log in to book music production, mixing, mastering and promotion services.</Text>
      <Button href={loginUrl} style={buttonStyle}>
        Log in
      </Button>
      <Text>Log in at: {loginUrl}</Text>
      <Text>
        Please confirm that this email address is yours: until then your smart links and link page stay out of search
        engines and take no release-day reminders.
      </Text>
      <Button href={verifyUrl} style={buttonStyle}>
        Confirm my email
      </Button>
      <Text>Or paste this address into your browser: {verifyUrl}</Text>
    </EmailLayout>
  );
}
