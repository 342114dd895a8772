// A promo email to newsletter subscribers: the admin's message as paragraphs, their HTML (already sanitised) below
// it, and the recipient's own preferences and unsubscribe links. Rendered once per campaign with a placeholder link that
// lib/subscribers/campaigns.ts replaces for each recipient.
import { Text } from "@react-email/components";
import { EmailLayout } from "./layout";
import { SubscriptionLinks } from "./subscription-links";

type Props = { subject: string; message: string; html: string | null; unsubscribeUrl: string; preferencesUrl: string };

export function PromoEmail({ subject, message, html, ...links }: Props) {
  const paragraphs = message
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <EmailLayout preview={subject}>
      {paragraphs.map((paragraph, i) => (
        <Text key={i} style={{ whiteSpace: "pre-line" }}>
          {paragraph}
        </Text>
      ))}
      {/* A plain div: React Email's Section wraps its children in a table, which cannot take inner HTML. */}
      {html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : null}
      <SubscriptionLinks lead="You get this because you subscribed to My Nation Blog." {...links} />
    </EmailLayout>
  );
}
