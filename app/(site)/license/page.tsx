import { pageMetadata } from "@/lib/seo/metadata";
import { ContactEmail, LegalPage, type LegalSection } from "@/components/legal/legal-page";
import { siteConfig } from "@/lib/config/site";

export const metadata = pageMetadata(
  "/license",
  "License",
  "What you may and may not do with the articles, images and other content published on My Nation Blog.",
);

const sections: LegalSection[] = [
  {
    id: "use",
    heading: "Use of our content",
    body: (
      <>
        <p>
          Unless a page says otherwise, the articles, photos, graphics and design of {siteConfig.name} are owned by us.
          You are welcome to:
        </p>
        <ul>
          <li>read, listen to and share links to any page;</li>
          <li>
            quote a short extract (up to about 100 words) with clear credit to {siteConfig.name} and a link back to the
            original;
          </li>
          <li>print or save a page for your own personal, non-commercial use.</li>
        </ul>
      </>
    ),
  },
  {
    id: "restrictions",
    heading: "Restrictions",
    body: (
      <>
        <p>Without our written permission you may not:</p>
        <ul>
          <li>republish whole articles, images, audio or video on another site, blog, channel or in print;</li>
          <li>use our content, name or logo for commercial purposes or in a way that suggests we endorse you;</li>
          <li>edit our content and present it as ours, or remove credits and copyright notices;</li>
          <li>copy the site in bulk or use automated tools to collect its content.</li>
        </ul>
        <p>
          To ask for permission, email <ContactEmail />.
        </p>
      </>
    ),
  },
  {
    id: "third-party",
    heading: "Third-party content",
    body: (
      <p>
        Some content belongs to others: songs and cover art belong to their artistes and labels, adverts to our
        partners, and reviews and comments to the people who wrote them. That content is used with permission and stays
        under its owners&rsquo; terms; ask them directly before reusing it. If you believe something on the site
        infringes your rights, email <ContactEmail /> and we will look into it promptly.
      </p>
    ),
  },
  {
    id: "termination",
    heading: "Termination",
    body: (
      <p>
        This permission ends automatically if you break these conditions. You must then stop using and remove any of our
        content you copied. We may also withdraw permission for a particular use at any time by telling you.
      </p>
    ),
  },
  {
    id: "changes",
    heading: "Changes",
    body: (
      <p>
        We may update this license from time to time. The version on this page, with its &ldquo;last updated&rdquo;
        date, is the one that applies.
      </p>
    ),
  },
];

export default function LicensePage() {
  return (
    <LegalPage
      title="License"
      updated="1 January 2025"
      intro={
        <p>
          We love it when our stories travel. This page explains how you can share and reuse {siteConfig.name} content,
          and where the limits are.
        </p>
      }
      sections={sections}
    />
  );
}
