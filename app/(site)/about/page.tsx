import { AboutCard } from "@/components/about/about-card";
import { AnimatedCounters } from "@/components/about/animated-counters";
import { BenefitCards } from "@/components/about/benefit-cards";
import { PageHeader } from "@/components/about/page-header";
import { pageMetadata } from "@/lib/seo/metadata";
import { aboutArticles, aboutStats } from "@/lib/pages/about";

const description =
  "Who we are, what we believe and the community behind My Nation Blog's news, style, entertainment and music services.";

export const metadata = pageMetadata("/about", "About Us", description);

export default function AboutPage() {
  return (
    <>
      <PageHeader title="About Us" crumbs={[{ label: "About" }]}>
        <p className="mt-3 max-w-2xl text-white/80">
          A Nigerian home for news, style and entertainment — and a studio that helps talent grow from small beginnings.
        </p>
      </PageHeader>
      <BenefitCards />
      <section aria-labelledby="numbers-heading" className="bg-ink py-12 text-white">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="numbers-heading" className="mb-6 text-center font-serif text-3xl font-bold">
            Our community in numbers
          </h2>
          <AnimatedCounters stats={aboutStats} />
        </div>
      </section>
      <section aria-labelledby="articles-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="articles-heading" className="font-serif text-3xl font-bold">
          Get to know us
        </h2>
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          {aboutArticles.map((article) => (
            <AboutCard key={article.id} article={article} />
          ))}
        </div>
      </section>
    </>
  );
}
