import Link from "@/components/ui/link";
import type { ServiceOfferDto } from "@/lib/services/services";
import { formatNaira } from "@/lib/core/format";
import { Price } from "./price";

/** Slugs of the offers that make up the promo, in the order shown. */
export const MIX_MASTER_SLUGS = ["mixing", "mastering"] as const;

export const pickMixMaster = (offers: ServiceOfferDto[]) =>
  MIX_MASTER_SLUGS.flatMap((slug) => offers.filter((o) => o.slug === slug));

/** The mixing-and-mastering promo on each service page, priced from the real offers. */
export function MixMasterPromo({ offers: all }: { offers: ServiceOfferDto[] }) {
  const offers = pickMixMaster(all);
  if (offers.length === 0) return null;
  const original = offers.reduce((sum, o) => sum + o.originalPriceKobo, 0);
  const promo = offers.reduce((sum, o) => sum + o.promoPriceKobo, 0);
  return (
    <aside aria-labelledby="mix-master-heading" className="mt-10 rounded-xl bg-ink p-6 text-white md:p-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-light">Promo</p>
      <h2 id="mix-master-heading" className="mt-1 font-serif text-2xl font-bold">
        Mixing &amp; Mastering Offer
      </h2>
      <p className="mt-2 text-white/85">
        Make your record radio-ready: a balanced mix and a loud, clear master, at promo prices.
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {offers.map((o) => (
          <li key={o.id} className="rounded-lg bg-white/10 p-4">
            <p className="font-semibold">{o.title}</p>
            <Price originalKobo={o.originalPriceKobo} promoKobo={o.promoPriceKobo} onDark />
          </li>
        ))}
      </ul>
      {offers.length > 1 && (
        <p className="mt-4 text-white/90">
          Both together: <strong>{formatNaira(promo)}</strong> instead of <s>{formatNaira(original)}</s>.
        </p>
      )}
      <Link
        href="/booking"
        className="mt-6 inline-block rounded bg-white px-4 py-2 font-semibold text-ink no-underline hover:bg-gray-100"
      >
        Book mixing &amp; mastering
      </Link>
    </aside>
  );
}
