import { Button, Text } from "@react-email/components";
import { EmailLayout, buttonStyle } from "./layout";
import { SubscriptionLinks } from "./subscription-links";

export function SubscribeConfirmEmail({
  confirmUrl,
  ...links
}: {
  confirmUrl: string;
  unsubscribeUrl: string;
  preferencesUrl: string;
}) {
  return (
    <EmailLayout preview="Confirm your My Nation Blog subscription">
      <Text>Hello,</Text>
      <Text>
        Thanks for subscribing to My Nation Blog: news, styles, entertainment and our latest promos. Please confirm that
        this is your email address so we can start sending you updates:
      </Text>
      <Button href={confirmUrl} style={buttonStyle}>
        Confirm my subscription
      </Button>
      <Text>Or paste this address into your browser: {confirmUrl}</Text>
      <Text>If you did not ask for this, ignore this email and you will not hear from us again.</Text>
      <SubscriptionLinks lead="Changed your mind?" {...links} />
    </EmailLayout>
  );
}
