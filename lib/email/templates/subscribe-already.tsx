import { Text } from "@react-email/components";
import { EmailLayout } from "./layout";
import { SubscriptionLinks } from "./subscription-links";

/** Sent when someone subscribes an address that already is: the form answers the same either way (it must not tell
 * strangers who subscribes), so the address's owner hears it here instead. */
export function SubscribeAlreadyEmail(props: { unsubscribeUrl: string; preferencesUrl: string }) {
  return (
    <EmailLayout preview="You are already subscribed to My Nation Blog">
      <Text>Hello,</Text>
      <Text>
        Someone (probably you) asked to subscribe this address to My Nation Blog. It already is, so nothing has changed:
        you keep receiving our news, style and entertainment updates and our latest promos.
      </Text>
      <SubscriptionLinks lead="Rather hear less, or nothing?" {...props} />
    </EmailLayout>
  );
}
