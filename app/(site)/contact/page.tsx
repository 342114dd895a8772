import { PageHeader } from "@/components/about/page-header";
import { pageMetadata } from "@/lib/seo/metadata";
import { ContactReviews } from "@/components/contact/contact-reviews";
import { MapEmbed } from "@/components/contact/map-embed";
import { listReviews } from "@/lib/reviews/reviews";
import { chatLink, siteConfig } from "@/lib/config/site";

const description = "Read what our clients say, leave your own review, or get in touch with My Nation Blog in Lagos.";

export const metadata = pageMetadata("/contact", "Reviews & Contact", description);

export default async function ContactPage() {
  const reviews = await listReviews(1);
  return (
    <>
      <PageHeader title="Reviews & Contact" crumbs={[{ label: "Review" }]}>
        <p className="mt-3 max-w-2xl text-white/80">
          Tell us how we did, or reach us at{" "}
          <a href={`mailto:${siteConfig.email}`} className="underline">
            {siteConfig.email}
          </a>{" "}
          or on{" "}
          <a href={chatLink} target="_blank" rel="noopener noreferrer" className="underline">
            WhatsApp
          </a>
          . Advertisers and partners are welcome too.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <ContactReviews initial={reviews} />
      </div>
      <MapEmbed />
    </>
  );
}
