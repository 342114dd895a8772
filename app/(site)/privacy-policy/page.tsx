import { pageMetadata } from "@/lib/seo/metadata";
import { ContactEmail, LegalPage, type LegalSection } from "@/components/legal/legal-page";
import { siteConfig } from "@/lib/config/site";

export const metadata = pageMetadata(
  "/privacy-policy",
  "Privacy Policy",
  "What personal data My Nation Blog collects, why, how we protect it, and how you can see, update or delete it.",
);

const sections: LegalSection[] = [
  {
    id: "data-we-collect",
    heading: "Information we collect",
    body: (
      <>
        <p>We only collect what we need to run the site and the services you ask for:</p>
        <ul>
          <li>
            <strong>Personal details</strong> you give us in forms: your name, email address and, where you choose, your
            phone number, and the messages, reviews, comments and partnership requests you send.
          </li>
          <li>
            <strong>Account information</strong> when you sign up: username, first, middle and last name, age, email
            address, and your password, which we store only in scrambled (hashed) form that nobody, including our staff,
            can read.
          </li>
          <li>
            <strong>Payment information, if applicable</strong>: when you book and pay for a service, your payment is
            handled by our payment provider. We receive the amount, the reference and whether it succeeded. We never see
            or keep your full card number or PIN.
          </li>
          <li>
            <strong>Usage data</strong>: basic technical details such as pages visited, the time of a visit, your
            browser type and an anonymous visitor identifier, which we use to keep the site working and to count likes
            fairly.
          </li>
          <li>
            <strong>Where your visit came from</strong>: the campaign marks of the address you arrived at, the site that
            sent you (such as WhatsApp, Instagram or Google), the smart link or QR code you used and the first page you
            saw, for your first and latest visit within 30 days. It is kept in a cookie on your device for 30 days and
            stored with a booking or payment only when you make one, so we know which posts, links and campaigns bring
            bookings. We also count, without anything that identifies you, each view of a post and each visit credited
            to where it came from. Nothing else about you is kept for it, and if your browser sends the Global Privacy
            Control signal we keep none of it and credit no visit.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "how-we-use",
    heading: "How we use your information",
    body: (
      <ul>
        <li>To provide the blog, your account and the services you book, and to reply to your messages.</li>
        <li>
          To show your name, review or comment on the site when you post one. Your email address is never shown
          publicly.
        </li>
        <li>
          To send the emails you ask for, such as password resets, booking updates or our newsletter (you can
          unsubscribe at any time), on the topics you chose (news, style, music; you can change them from any newsletter
          email). Links in our newsletters pass through our own site, so we can count which links readers of each
          newsletter followed. We do not track whether you open an email.
        </li>
        <li>
          To send the one email you ask for when a song comes out (a release-day reminder). We keep that email address
          only until the release day and delete it once the reminder is sent.
        </li>
        <li>To keep the site safe, for example by limiting repeated login attempts and stopping spam.</li>
        <li>To understand, in general terms, which pages and services are useful so we can improve them.</li>
      </ul>
    ),
  },
  {
    id: "protection",
    heading: "How we protect your information",
    body: (
      <p>
        We use encrypted connections (HTTPS), hashed passwords, access limited to staff who need it, and reputable
        hosting and payment providers. We keep personal data only as long as we need it for the purposes above or as the
        law requires, then delete it. No system is perfectly secure, but if a breach ever affects your data we will tell
        you and the Nigeria Data Protection Commission as the law requires.
      </p>
    ),
  },
  {
    id: "no-selling",
    heading: "We do not sell your data",
    body: (
      <p>
        We never sell, rent or trade your personal information. We share it only with service providers who help us run
        the site (hosting, email delivery and payment processing), under agreements that let them use it only for that
        work, or when Nigerian law or a court order requires us to.
      </p>
    ),
  },
  {
    id: "cookies",
    heading: "Cookies",
    body: (
      <p>
        We use a small number of our own cookies: one keeps you signed in, one anonymous visitor cookie makes sure each
        like or reaction counts once, one remembers the music platform you chose on a smart link, and one remembers
        where your visit came from for 30 days, with an empty one that marks a visit as going on for 30 minutes after
        your last page (see above; neither is set if your browser sends the Global Privacy Control signal). We do not
        use advertising cookies or anyone else&rsquo;s tracking. You can clear or block cookies in your browser; the
        site will still work, but you will need to sign in again and your likes may not be remembered.
      </p>
    ),
  },
  {
    id: "your-rights",
    heading: "Your rights",
    body: (
      <>
        <p>Under the Nigeria Data Protection Act 2023 you have the right to:</p>
        <ul>
          <li>
            <strong>Access</strong> the personal data we hold about you and get a copy of it.
          </li>
          <li>
            <strong>Update</strong> or correct it. You can edit most account details yourself on your profile page.
          </li>
          <li>
            <strong>Delete</strong> it. You can delete your account from your profile page, or ask us to remove your
            reviews, comments or other data.
          </li>
        </ul>
        <p>
          You may also object to how we use your data or complain to the Nigeria Data Protection Commission. To use any
          of these rights, write to <ContactEmail />; we reply within 30 days.
        </p>
      </>
    ),
  },
  {
    id: "changes",
    heading: "Changes to this policy",
    body: (
      <p>
        We may update this policy when our services or the law change. We will post the new version here with a new
        &ldquo;last updated&rdquo; date, and tell account holders by email about any important change.
      </p>
    ),
  },
  {
    id: "contact",
    heading: "Contact us",
    body: (
      <p>
        Questions about your privacy? Email {siteConfig.name} at <ContactEmail />.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="28 November 2026"
      intro={
        <p>
          This policy explains, in plain language, what personal information {siteConfig.name} collects when you use our
          website and services, why we collect it, and the choices you have.
        </p>
      }
      sections={sections}
    />
  );
}
