// A promo email to newsletter subscribers: the admin's message as paragraphs, their HTML (already sanitised) below
// it, and the recipient's own unsubscribe link. Rendered once per campaign with a placeholder link that
// lib/data/campaigns.ts replaces for each recipient.
import { Link, Text } from "@react-email/components";
import { EmailLayout } from "./layout";

type Props = { subject: string; message: string; html: string | null; unsubscribeUrl: string };

export function PromoEmail({ subject, message, html, unsubscribeUrl }: Props) {
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
      <Text style={{ fontSize: 12, color: "#6b6b6b" }}>
        {/* No punctuation right after the link: the plain-text version prints the address there. */}
        You get this because you subscribed to My Nation Blog. <Link href={unsubscribeUrl}>Unsubscribe</Link> at any
        time
      </Text>
    </EmailLayout>
  );
}
