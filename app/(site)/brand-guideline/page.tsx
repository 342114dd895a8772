import { BrandFonts, BrandSwatches } from "@/components/legal/brand-swatches";
import { pageMetadata } from "@/lib/seo/metadata";
import { ContactEmail, LegalPage, type LegalSection } from "@/components/legal/legal-page";
import { siteConfig } from "@/lib/config/site";

export const metadata = pageMetadata(
  "/brand-guideline",
  "Brand Guideline",
  "My Nation Blog's colours, fonts, imagery and tone of voice, for partners, press and our own team.",
);

const sections: LegalSection[] = [
  {
    id: "colours",
    heading: "Colours",
    body: (
      <>
        <p>
          Three colours make up the brand. Keep enough contrast for reading: dark text on light backgrounds, white text
          on Midnight Ink.
        </p>
        <BrandSwatches />
      </>
    ),
  },
  {
    id: "fonts",
    heading: "Fonts",
    body: (
      <>
        <p>
          We use fonts that are already on almost every phone and computer, so pages load fast even on slow connections.
        </p>
        <BrandFonts />
      </>
    ),
  },
  {
    id: "logo",
    heading: "Logo and name",
    body: (
      <ul>
        <li>
          Write the name as &ldquo;{siteConfig.name}&rdquo;; the short form is &ldquo;{siteConfig.shortName}&rdquo;.
        </li>
        <li>
          The MNB mark sits on an olive square with rounded corners. Leave clear space around it at least half its
          width.
        </li>
        <li>Do not stretch, recolour, rotate or add effects to the logo.</li>
      </ul>
    ),
  },
  {
    id: "imagery",
    heading: "Imagery",
    body: (
      <ul>
        <li>
          Show real Nigerian people, places, fashion and culture: warm, natural light and genuine moments over stiff
          stock photos.
        </li>
        <li>Use images you own or have permission to use, and credit photographers and artistes.</li>
        <li>
          Keep photos sharp and well-lit; use 16:9 for article and service banners and square images for profiles and
          cover art.
        </li>
        <li>Always add alternative text that describes the image for readers who cannot see it.</li>
      </ul>
    ),
  },
  {
    id: "tone",
    heading: "Tone of voice",
    body: (
      <ul>
        <li>
          <strong>Warm and proud</strong>: we celebrate Nigerian talent and speak like a friend who knows the scene.
        </li>
        <li>
          <strong>Clear and honest</strong>: plain words, short sentences, no clickbait; say when something is
          sponsored.
        </li>
        <li>
          <strong>Respectful</strong>: no insults, stereotypes or gossip that could hurt people; disagree kindly.
        </li>
        <li>
          <strong>Upbeat but accurate</strong>: encouraging, never exaggerated. Prices are always in naira and always
          correct.
        </li>
      </ul>
    ),
  },
  {
    id: "contact",
    heading: "Brand requests",
    body: (
      <p>
        Need our logo files or want to check a design before it goes out? Email <ContactEmail />.
      </p>
    ),
  },
];

export default function BrandGuidelinePage() {
  return (
    <LegalPage
      title="Brand Guideline"
      updated="1 January 2025"
      intro={
        <p>
          How {siteConfig.name} looks and sounds. Use this guide when you design for us, write about us or partner with
          us.
        </p>
      }
      sections={sections}
    />
  );
}
