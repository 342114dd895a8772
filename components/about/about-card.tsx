import Link from "@/components/ui/link";
import type { AboutArticle } from "@/lib/content/about";
import { formatDate } from "@/lib/format";
import { preview } from "@/lib/text";
import { GradientImage } from "./gradient-image";

export function AboutCard({ article }: { article: AboutArticle }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
      <GradientImage image={article.image} title={article.title} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-dark">
          {article.categories.join(" · ")}
        </p>
        <h3 className="font-serif text-xl font-bold leading-snug">{article.title}</h3>
        <p className="text-sm text-gray-500">
          By {article.author} · <time dateTime={article.date}>{formatDate(article.date)}</time>
        </p>
        <p className="flex-1 text-gray-700" data-testid="about-preview">
          {preview(article.content)}
        </p>
        <Link
          href={`/about/${article.id}`}
          className="self-start font-semibold text-brand-dark underline hover:text-ink"
        >
          Learn More<span className="sr-only">: {article.title}</span>
        </Link>
      </div>
    </article>
  );
}
