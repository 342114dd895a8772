import Link from "@/components/ui/link";

const offers = [
  "Daily news, style and entertainment coverage from across Nigeria",
  "Music production, instrumentals, mixing and mastering",
  "Music promotion, song upload and distribution",
  "Blog features and product marketing for brands",
  "Artiste management and partnership deals",
];

const views = [
  {
    title: "Our Views",
    text: "Nigerian stories deserve to be told well, by people who know them, and read without clickbait.",
  },
  { title: "Our Goals", text: "To grow a trusted blog and a studio that turn small beginnings into lasting careers." },
  {
    title: "Our Ideas",
    text: "Pair honest journalism with practical services, so readers, artistes and brands all win together.",
  },
  {
    title: "Our Concepts",
    text: "Community first: reviews, comments and partnerships shape what we publish and build next.",
  },
];

const reasons = [
  "Fair prices in naira, with promo offers for upcoming artistes.",
  "A team that answers your messages and explains every step.",
  "Reach: readers, listeners and partners who already trust us.",
  "Quality you can hear and read, checked before it goes out.",
];

/** The static marketing text under every About article. */
export function AboutMarketing() {
  return (
    <div className="mt-12 flex flex-col gap-10 border-t border-gray-200 pt-10">
      <section aria-labelledby="offer-heading">
        <h2 id="offer-heading" className="font-serif text-2xl font-bold">
          What We Offer
        </h2>
        <ul className="mt-4 list-disc space-y-1 pl-6 text-gray-700">
          {offers.map((o) => (
            <li key={o}>{o}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="views-heading">
        <h2 id="views-heading" className="font-serif text-2xl font-bold">
          Our Views/Goals/Ideas/Concepts
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          {views.map((v) => (
            <div key={v.title} className="rounded-lg bg-gray-50 p-4">
              <dt className="font-semibold">{v.title}</dt>
              <dd className="mt-1 text-gray-700">{v.text}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="why-heading" className="rounded-lg bg-ink p-6 text-white">
        <h2 id="why-heading" className="font-serif text-2xl font-bold">
          Why You Really Need Us?
        </h2>
        <ul className="mt-4 list-disc space-y-1 pl-6 text-white/90">
          {reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        <Link
          href="/service"
          className="mt-6 inline-block rounded bg-brand-dark px-4 py-2 font-semibold text-white no-underline hover:bg-ink"
        >
          See our services
        </Link>
      </section>
    </div>
  );
}
