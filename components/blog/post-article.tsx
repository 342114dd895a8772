// A post as visitors read it: the post page and the editor's preview link both render it. `children` comes after
// the text (the comments, the structured data).
import type { ReactNode } from "react";
import { StaticImage as Image } from "@/components/ui/static-image";
import type { PostDto } from "@/lib/data/posts";
import { formatDate } from "@/lib/format";
import { renderBody } from "@/lib/content/markdown";

export function PostArticle({ post, children }: { post: PostDto; children?: ReactNode }) {
  // A scheduled post's preview shows the day it will go out.
  const date = post.publishAt ?? post.publishedAt;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      {post.categories.length > 0 && (
        <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-brand-dark">
          {post.categories.join(" · ")}
        </p>
      )}
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
      {/* Rendered and sanitised on the server (lib/content/markdown.ts); a plain-text post's markup is as it always was. */}
      <div
        className={
          post.format === "markdown"
            ? "post-body font-serif text-lg leading-relaxed"
            : "flex flex-col gap-4 font-serif text-lg leading-relaxed"
        }
        dangerouslySetInnerHTML={{ __html: renderBody(post.content, { format: post.format }).html }}
      />
      {children}
    </article>
  );
}
