import { Link, Text } from "@react-email/components";
import { EmailLayout } from "./layout";

/** Sent when someone subscribes an address that already is: the form answers the same either way (it must not tell
 * strangers who subscribes), so the address's owner hears it here instead. */
export function SubscribeAlreadyEmail({ unsubscribeUrl }: { unsubscribeUrl: string }) {
  return (
    <EmailLayout preview="You are already subscribed to My Nation Blog">
      <Text>Hello,</Text>
      <Text>
        Someone (probably you) asked to subscribe this address to My Nation Blog. It already is, so nothing has changed:
        you keep receiving our news, style and entertainment updates and our latest promos.
      </Text>
      <Text style={{ fontSize: 12, color: "#6b6b6b" }}>
        {/* No punctuation right after the link: the plain-text version prints the address there. */}
        Rather not hear from us? You can <Link href={unsubscribeUrl}>unsubscribe</Link> at any time
      </Text>
    </EmailLayout>
  );
}
