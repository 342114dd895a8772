// A post as visitors read it: the post page and the editor's preview link both render it. `children` comes after
// the text (the comments, the structured data).
import type { ReactNode } from "react";
import { StaticImage as Image } from "@/components/ui/static-image";
import type { PostDto } from "@/lib/data/posts";
import { formatDate } from "@/lib/format";
import { CategoryLinks } from "./category-links";

export function PostArticle({ post, children }: { post: PostDto; children?: ReactNode }) {
  // A scheduled post's preview shows the day it will go out.
  const date = post.publishAt ?? post.publishedAt;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <CategoryLinks
        categories={post.categories}
        className="mb-2 text-sm font-semibold uppercase tracking-wide text-brand-dark"
      />
      <h1 className="font-serif text-4xl font-bold leading-tight">{post.title}</h1>
      <p className="mt-2 text-gray-500">
        By {post.author} · <time dateTime={date}>{formatDate(date)}</time>
      </p>
      {post.imageUrl && (
        <div className="relative my-6 aspect-[16/9] overflow-hidden rounded-lg bg-gray-100">
          <Image
            src={post.imageUrl}
            alt={post.title}
            fill
            priority
            sizes="(min-width: 768px) 768px, 100vw"
            className="object-cover"
          />
        </div>
      )}
      <div className="flex flex-col gap-4 font-serif text-lg leading-relaxed">
        {post.content.split(/\n\s*\n/).map((paragraph, i) => (
          <p key={i} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </div>
      {children}
    </article>
  );
}
