import Link from "@/components/ui/link";
import { pageMetadata } from "@/lib/seo/metadata";
import { ContactEmail, LegalPage, type LegalSection } from "@/components/legal/legal-page";
import { siteConfig } from "@/lib/config/site";

export const metadata = pageMetadata(
  "/terms",
  "Terms and Conditions",
  "The rules for using My Nation Blog: acceptable use, content ownership, your reviews and comments, liability and Nigerian law.",
);

const sections: LegalSection[] = [
  {
    id: "acceptance",
    heading: "Acceptance of these terms",
    body: (
      <p>
        By visiting or using {siteConfig.name}, creating an account or booking a service, you agree to these terms. If
        you do not agree, please do not use the site.
      </p>
    ),
  },
  {
    id: "changes",
    heading: "Changes to these terms",
    body: (
      <p>
        We may change these terms from time to time. The new version applies from the date shown at the top of this
        page. If you keep using the site after a change, you accept the updated terms.
      </p>
    ),
  },
  {
    id: "lawful-use",
    heading: "Using the site lawfully",
    body: (
      <>
        <p>
          You agree to use the site only for lawful purposes and in a way that respects others. In particular, you will
          not:
        </p>
        <ul>
          <li>
            post anything false, defamatory, hateful, threatening, obscene or that invades someone&rsquo;s privacy;
          </li>
          <li>upload music, images or text you do not own or have permission to use;</li>
          <li>send spam, try to inflate likes or reviews, or pretend to be someone else;</li>
          <li>try to break into accounts, disrupt the site or copy it in bulk with automated tools.</li>
        </ul>
      </>
    ),
  },
  {
    id: "intellectual-property",
    heading: "Intellectual property",
    body: (
      <p>
        The site&rsquo;s articles, design, logo, name and other content belong to {siteConfig.name} or to the people who
        licensed them to us, and are protected by Nigerian copyright and trademark law. See our{" "}
        <Link href="/license" className="underline">
          License
        </Link>{" "}
        for what you may do with them.
      </p>
    ),
  },
  {
    id: "your-content",
    heading: "Content you submit",
    body: (
      <p>
        You keep ownership of the reviews, comments, songs and other material you submit. By submitting it, you give{" "}
        {siteConfig.name} a free, worldwide, non-exclusive licence to host, display, reproduce and share it on the site
        and our social channels in connection with our services. You confirm you have the right to give this licence. We
        may remove content that breaks these terms. Music you send us for production, mixing, mastering or distribution
        remains yours; we use it only to deliver the service you booked.
      </p>
    ),
  },
  {
    id: "privacy",
    heading: "Privacy",
    body: (
      <p>
        How we handle your personal data is explained in our{" "}
        <Link href="/privacy-policy" className="underline">
          Privacy Policy
        </Link>
        , which forms part of these terms.
      </p>
    ),
  },
  {
    id: "liability",
    heading: "Limited liability",
    body: (
      <p>
        We work hard to keep the site accurate and available, but it is provided &ldquo;as is&rdquo;. We are not
        responsible for losses caused by relying on information on the site, by outages, or by third-party sites we link
        to. Where we are responsible for a paid service, our liability is limited to the amount you paid for that
        service. Nothing in these terms limits rights you have under Nigerian consumer protection law that cannot be
        excluded.
      </p>
    ),
  },
  {
    id: "termination",
    heading: "Termination",
    body: (
      <p>
        You may stop using the site and delete your account at any time. We may suspend or close an account, or remove
        content, if these terms are broken or if the law requires it. Sections on intellectual property, your content
        licence and liability continue after termination.
      </p>
    ),
  },
  {
    id: "governing-law",
    heading: "Governing law",
    body: (
      <p>
        These terms are governed by the laws of the Federal Republic of Nigeria. Any dispute will first be discussed in
        good faith; if it cannot be settled, it will be decided by the courts of Lagos State, Nigeria.
      </p>
    ),
  },
  {
    id: "contact",
    heading: "Contact us",
    body: (
      <p>
        Questions about these terms? Email us at <ContactEmail />.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms and Conditions"
      updated="1 January 2025"
      intro={
        <p>
          These terms explain the rules for using {siteConfig.name} and our services. Please read them; they are written
          to be short and clear.
        </p>
      }
      sections={sections}
    />
  );
}
