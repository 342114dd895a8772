import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import Link from "@/components/ui/link";
import { listAdverts } from "@/lib/adverts/adverts";
import { AdvertCard } from "@/components/adverts/advert-card";

const description =
  "Put your brand in front of our readers and listeners: see our partners and get in touch to advertise.";

export const metadata: Metadata = pageMetadata("/advertise", "Advertise", description);

export default async function AdvertisePage() {
  const adverts = await listAdverts();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <section className="mb-12 rounded-xl bg-ink px-6 py-14 text-center text-white">
        <h1 className="font-serif text-4xl font-bold sm:text-5xl">Partner With Us &amp; Advertise Your Brand</h1>
        <p className="mx-auto mt-4 max-w-2xl text-white/80">
          Reach thousands of readers and music lovers who come to us every day for news, style and entertainment.
        </p>
        <Link
          href="/contact"
          className="mt-8 inline-block rounded-md bg-brand-dark px-6 py-3 font-semibold text-white hover:bg-white hover:text-ink"
        >
          Advertise Now
        </Link>
      </section>
      <section aria-labelledby="partners-heading">
        <h2 id="partners-heading" className="mb-6 font-serif text-3xl font-bold">
          Our Partners
        </h2>
        {adverts.length === 0 ? (
          <p className="text-gray-600">No adverts yet.</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {adverts.map((advert, i) => (
              <li key={advert.id}>
                <AdvertCard advert={advert} priority={i === 0} eager={i < 3} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
