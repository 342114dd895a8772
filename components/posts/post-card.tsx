import { StaticImage } from "@/components/ui/static-image";
import Link from "@/components/ui/link";
import type { PostSummaryDto } from "@/lib/posts/posts";
import { formatDate } from "@/lib/core/format";
import { readingTimeLabel } from "@/lib/posts/reading-time";
import { CategoryLinks } from "./category-links";

export function PostCard({
  post,
  priority = false,
  eager = false,
}: {
  post: PostSummaryDto;
  priority?: boolean;
  eager?: boolean;
}) {
  return (
    <article className="card">
      <div className="relative aspect-[16/9] bg-gray-100">
        {post.imageUrl ? (
          <StaticImage
            src={post.imageUrl}
            alt=""
            fill
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="object-cover"
            priority={priority}
            eager={eager}
          />
        ) : (
          <div className="flex h-full items-center justify-center font-serif text-2xl text-brand-dark">MNB</div>
        )}
      </div>
      <div className="card-body">
        <CategoryLinks categories={post.categories} className="card-kicker" />
        <h2 className="card-title">{post.title}</h2>
        <p className="text-sm text-gray-500">
          By {post.author} · <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> ·{" "}
          {readingTimeLabel(post.readingMinutes)}
        </p>
        <p className="flex-1 text-gray-700">{post.preview}</p>
        <Link href={`/post/${post.slug}`} className="card-more" aria-label={`View details: ${post.title}`}>
          View Details
        </Link>
      </div>
    </article>
  );
}
