import { Button, Text } from "@react-email/components";
import { EmailLayout, buttonStyle } from "./layout";
import { SubscriptionLinks } from "./subscription-links";

export const RECONFIRM_SUBJECT = "Do you still want My Nation Blog's news?";

/**
 * The one question an address from the old site's list gets: that list never asked its subscribers to confirm, so
 * nothing else is sent to them until they press the button (the same confirmation a new subscriber gets).
 */
export function ReconfirmImportedEmail({
  confirmUrl,
  ...links
}: {
  confirmUrl: string;
  unsubscribeUrl: string;
  preferencesUrl: string;
}) {
  return (
    <EmailLayout preview={RECONFIRM_SUBJECT}>
      <Text>Hello,</Text>
      <Text>
        You subscribed to My Nation Blog&apos;s news on our old site. We have moved to a new one, and we only write to
        people who tell us they still want to hear from us. If you do, please confirm:
      </Text>
      <Button href={confirmUrl} style={buttonStyle}>
        Yes, keep sending me news
      </Button>
      <Text>Or paste this address into your browser: {confirmUrl}</Text>
      <Text>If you do nothing, we will not write to you again and your address will be removed from our list.</Text>
      <SubscriptionLinks lead="Not interested any more?" {...links} />
    </EmailLayout>
  );
}
