import { Button, Link, Text } from "@react-email/components";
import { EmailLayout, buttonStyle } from "./layout";

export function SubscribeConfirmEmail({ confirmUrl, unsubscribeUrl }: { confirmUrl: string; unsubscribeUrl: string }) {
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
      <Text style={{ fontSize: 12, color: "#6b6b6b" }}>
        {/* No punctuation right after the link: the plain-text version prints the address there. */}
        Changed your mind? You can <Link href={unsubscribeUrl}>unsubscribe</Link> at any time
      </Text>
    </EmailLayout>
  );
}
