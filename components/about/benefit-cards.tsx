const benefits = [
  {
    title: "Stories you can trust",
    text: "Daily news, style and entertainment updates written in plain language and checked before they go out.",
  },
  {
    title: "A studio on your side",
    text: "Production, instrumentals, mixing and mastering at prices an upcoming artiste can plan for.",
  },
  {
    title: "Reach the right listeners",
    text: "Blog features, playlist pitching and partner shout-outs that put your work in front of real fans.",
  },
  {
    title: "A community that lifts you",
    text: "Reviews, comments and partnerships that connect readers, creatives and brands across Nigeria.",
  },
] as const;

export function BenefitCards() {
  return (
    <section aria-labelledby="benefits-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="benefits-heading" className="font-serif text-3xl font-bold">
        Why people choose My Nation Blog
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map((b, i) => (
          <li key={b.title} className="rounded-lg border-t-4 border-brand bg-white p-6 shadow-sm">
            <p aria-hidden className="font-serif text-3xl font-bold text-brand-dark">
              {String(i + 1).padStart(2, "0")}
            </p>
            <h3 className="mt-2 font-serif text-xl font-bold">{b.title}</h3>
            <p className="mt-2 text-gray-700">{b.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
