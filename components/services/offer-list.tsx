import Link from "@/components/ui/link";
import type { ServiceOfferDto } from "@/lib/services/services";
import { Price } from "./price";

export function OfferList({ offers }: { offers: ServiceOfferDto[] }) {
  return (
    <section aria-labelledby="offers-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="offers-heading" className="font-serif text-3xl font-bold">
        Our prices
      </h2>
      <p className="mt-2 text-gray-600">Promo prices in naira, for a limited time.</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="offer-list">
        {offers.map((offer) => (
          <li key={offer.id} className="flex flex-col rounded-lg border border-gray-200 p-4">
            <h3 className="font-serif text-lg font-bold">{offer.title}</h3>
            <p className="mt-1 flex-1 text-sm text-gray-700">{offer.description}</p>
            <Price originalKobo={offer.originalPriceKobo} promoKobo={offer.promoPriceKobo} className="mt-3" />
          </li>
        ))}
      </ul>
      <Link
        href="/booking"
        className="mt-6 inline-block rounded bg-brand-dark px-4 py-2 font-semibold text-white no-underline hover:bg-ink"
      >
        Book a service
      </Link>
    </section>
  );
}
