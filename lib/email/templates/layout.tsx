// The frame every email shares: brand header, content, and the footer with the site's contact address.
import type { ReactNode } from "react";
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import { siteConfig } from "@/lib/config/site";
import { env } from "@/lib/config/env";

export function EmailLayout({ preview, children }: { preview: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: "#f6f6f2", fontFamily: "Helvetica, Arial, sans-serif", color: "#3b314c" }}>
        <Container style={{ maxWidth: 560, margin: "0 auto", backgroundColor: "#ffffff", padding: 24 }}>
          <Section style={{ borderBottom: "4px solid #959a4a", paddingBottom: 12 }}>
            <Link
              href={`${env.siteUrl}/home`}
              style={{
                fontFamily: "Georgia, serif",
                fontSize: 22,
                fontWeight: 700,
                color: "#3b314c",
                textDecoration: "none",
              }}
            >
              {siteConfig.name}
            </Link>
          </Section>
          {children}
          <Hr />
          <Text style={{ fontSize: 12, color: "#6b6b6b" }}>
            {siteConfig.name} · {siteConfig.email}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export const buttonStyle = {
  backgroundColor: "#737838",
  color: "#ffffff",
  padding: "12px 20px",
  borderRadius: 6,
  fontWeight: 700,
  textDecoration: "none",
  display: "inline-block",
} as const;
