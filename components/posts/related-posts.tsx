// Under a post: up to three posts that share one of its categories, newest first (lib/posts/posts.ts relatedPosts),
// each with its picture, title, date and reading time. Server-rendered links; nothing shown when there are none.
import Link from "@/components/ui/link";
import { StaticImage } from "@/components/ui/static-image";
import { relatedPosts } from "@/lib/posts/summaries";
import { readingTimeLabel } from "@/lib/posts/reading-time";
import { formatDate } from "@/lib/core/format";
import { RELATED_POSTS_HEADING } from "@/lib/posts/blog-copy";

export async function RelatedPosts({ id, categories }: { id: string; categories: string[] }) {
  const posts = await relatedPosts(id, categories);
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-12 border-t border-gray-200 pt-8">
      <h2 id="related-heading" className="font-serif text-2xl font-bold">
        {RELATED_POSTS_HEADING}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <Link href={`/post/${post.slug}`} className="group flex gap-3 sm:flex-col">
              <span className="relative aspect-[16/9] w-28 shrink-0 overflow-hidden rounded bg-gray-100 sm:w-full">
                {post.imageUrl && (
                  <StaticImage
                    src={post.imageUrl}
                    alt=""
                    fill
                    sizes="(min-width: 640px) 240px, 112px"
                    className="object-cover"
                  />
                )}
              </span>
              <span className="min-w-0">
                <span className="block font-semibold leading-snug group-hover:underline">{post.title}</span>
                <span className="mt-1 block text-sm text-gray-600">
                  <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> ·{" "}
                  {readingTimeLabel(post.readingMinutes)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
