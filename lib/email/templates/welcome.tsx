import { Button, Text } from "@react-email/components";
import { EmailLayout, buttonStyle } from "./layout";

export function WelcomeEmail({ name, loginUrl }: { name: string; loginUrl: string }) {
  return (
    <EmailLayout preview="Welcome to My Nation Blog">
      <Text>Welcome, {name}!</Text>
      <Text>Your account is ready. Log in to book music production, mixing, mastering and promotion services.</Text>
      <Button href={loginUrl} style={buttonStyle}>
        Log in
      </Button>
      <Text>Log in at: {loginUrl}</Text>
    </EmailLayout>
  );
}
