import { Link, Text } from "@react-email/components";

/** The small print of every newsletter email: the subscriber's preferences page and their unsubscribe page. */
export function SubscriptionLinks(props: { lead: string; preferencesUrl: string; unsubscribeUrl: string }) {
  return (
    <Text style={{ fontSize: 12, color: "#6b6b6b" }}>
      {/* No punctuation right after a link: the plain-text version prints the address there. */}
      {props.lead} <Link href={props.preferencesUrl}>Choose what you hear about</Link> or{" "}
      <Link href={props.unsubscribeUrl}>unsubscribe</Link> at any time
    </Text>
  );
}
