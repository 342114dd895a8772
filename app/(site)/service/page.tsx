import { PageHeader } from "@/components/about/page-header";
import { pageMetadata } from "@/lib/seo/metadata";
import { ComingPromo } from "@/components/services/coming-promo";
import { LatestReviews } from "@/components/services/latest-reviews";
import { OfferList } from "@/components/services/offer-list";
import { ServiceCard } from "@/components/services/service-card";
import { WhyChooseUs } from "@/components/services/why-choose-us";
import { listReviews } from "@/lib/reviews/reviews";
import { listOffers, listServices } from "@/lib/services/services";

const description =
  "Music promotion, production, mixing, mastering, distribution and artiste management, priced in naira.";

export const metadata = pageMetadata("/service", "Our Services", description);

export default async function ServicePage() {
  const [services, offers, reviews] = await Promise.all([listServices(), listOffers(), listReviews(1)]);
  return (
    <>
      <PageHeader title="Our Services" crumbs={[{ label: "Service" }]}>
        <p className="mt-3 max-w-2xl text-white/80">
          From the first beat to the first million streams: we produce, polish and promote your work.
        </p>
      </PageHeader>
      <section aria-labelledby="services-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="services-heading" className="font-serif text-3xl font-bold">
          What we do
        </h2>
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service, i) => (
            <ServiceCard key={service.id} service={service} priority={i === 0} eager={i < 3} />
          ))}
        </div>
      </section>
      <WhyChooseUs />
      <ComingPromo />
      <OfferList offers={offers} />
      <LatestReviews reviews={reviews.reviews} />
    </>
  );
}
