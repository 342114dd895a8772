import type { Metadata } from "next";
import { NotFoundView } from "@/components/layout/not-found-view";
import AboutNotFound from "./not-found";
import { AboutMarketing } from "@/components/about/about-marketing";
import { GradientImage } from "@/components/about/gradient-image";
import { PageHeader } from "@/components/about/page-header";
import { aboutArticles, findAboutArticle } from "@/lib/pages/about";
import { formatDate } from "@/lib/core/format";
import { preview } from "@/lib/core/text";
import { DEFAULT_SHARE_IMAGE, feedAlternates } from "@/lib/seo/metadata";

type Props = { params: Promise<{ id: string }> };

export function generateStaticParams() {
  return aboutArticles.map(({ id }) => ({ id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = findAboutArticle((await params).id);
  if (!article) return { title: "About details not found" };
  const description = preview(article.content, 155);
  return {
    title: article.title,
    description,
    alternates: { canonical: `/about/${article.id}`, types: feedAlternates },
    openGraph: {
      type: "article",
      title: article.title,
      description,
      url: `/about/${article.id}`,
      publishedTime: article.date,
      authors: [article.author],
      images: [DEFAULT_SHARE_IMAGE],
    },
  };
}

export default async function AboutDetailPage({ params }: Props) {
  const article = findAboutArticle((await params).id);
  if (!article)
    return (
      <NotFoundView>
        <AboutNotFound />
      </NotFoundView>
    );
  return (
    <>
      <PageHeader title={article.title} crumbs={[{ href: "/about", label: "About" }, { label: article.title }]}>
        <p className="mt-3 text-white/80">
          By {article.author} · <time dateTime={article.date}>{formatDate(article.date)}</time>
        </p>
      </PageHeader>
      <article className="mx-auto max-w-3xl px-4 py-10">
        <ul aria-label="Categories" className="mb-6 flex flex-wrap gap-2">
          {article.categories.map((c) => (
            <li key={c} className="rounded-full bg-brand/15 px-3 py-1 text-sm font-semibold text-brand-dark">
              {c}
            </li>
          ))}
        </ul>
        <GradientImage image={article.image} title={article.title} />
        <div className="mt-8 flex flex-col gap-4 font-serif text-lg leading-relaxed">
          {article.content.split(/\n\s*\n/).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
        <AboutMarketing />
      </article>
    </>
  );
}
