const reasons = [
  {
    title: "Experienced team",
    text: "Producers, engineers, writers and managers who have worked with artistes and brands across Nigeria.",
  },
  { title: "Fair naira pricing", text: "Clear prices with promo offers, so you know the cost before you start." },
  { title: "Real reach", text: "Our blog, newsletter and social channels put your work in front of people who care." },
  { title: "You stay in control", text: "You keep ownership of your music and approve every step of a campaign." },
] as const;

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-choose-heading" className="bg-gray-50 py-12">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="why-choose-heading" className="font-serif text-3xl font-bold">
          Why Choose Us
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map((r) => (
            <li key={r.title} className="rounded-lg bg-white p-6 shadow-sm">
              <h3 className="font-serif text-lg font-bold">{r.title}</h3>
              <p className="mt-2 text-gray-700">{r.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
