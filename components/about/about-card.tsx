import Link from "@/components/ui/link";
import type { AboutArticle } from "@/lib/pages/about";
import { formatDate } from "@/lib/core/format";
import { preview } from "@/lib/core/text";
import { GradientImage } from "./gradient-image";

export function AboutCard({ article }: { article: AboutArticle }) {
  return (
    <article className="card">
      <GradientImage image={article.image} title={article.title} />
      <div className="card-body">
        <p className="card-kicker">{article.categories.join(" · ")}</p>
        <h3 className="card-title">{article.title}</h3>
        <p className="text-sm text-gray-500">
          By {article.author} · <time dateTime={article.date}>{formatDate(article.date)}</time>
        </p>
        <p className="flex-1 text-gray-700" data-testid="about-preview">
          {preview(article.content)}
        </p>
        <Link href={`/about/${article.id}`} className="card-more">
          Learn More<span className="sr-only">: {article.title}</span>
        </Link>
      </div>
    </article>
  );
}
