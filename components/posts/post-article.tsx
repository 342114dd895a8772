// A post as visitors read it: the post page and the editor's preview link both render it. `children` comes after
// the text (the comments, the structured data).
import type { ReactNode } from "react";
import { StaticImage as Image } from "@/components/ui/static-image";
import type { PostPageDto } from "@/lib/posts/posts";
import { formatDate } from "@/lib/core/format";
import { embedsOf } from "@/lib/posts/body";
import { postPlayers, type PostPlayerData } from "@/lib/posts/players";
import { EmbedCard, PostPlayer, SmartLinkCard } from "@/components/posts/post-player";
import { CategoryLinks } from "./category-links";
import { countWords, readingMinutes, readingTimeLabel } from "@/lib/posts/reading-time";

export async function PostArticle({ post, children }: { post: PostPageDto; children?: ReactNode }) {
  // A scheduled post's preview shows the day it will go out.
  const date = post.publishAt ?? post.publishedAt;
  // The body as rendered at save (lib/posts/body.ts); only its players are read now, as they change without a save.
  const players = await postPlayers(embedsOf(post.body), post.slug);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <CategoryLinks
        categories={post.categories}
        className="mb-2 text-sm font-semibold uppercase tracking-wide text-brand-dark"
      />
      <h1 className="font-serif text-4xl font-bold leading-tight">{post.title}</h1>
      <p className="mt-2 text-gray-500">
        By {post.author} · <time dateTime={date}>{formatDate(date)}</time> ·{" "}
        {readingTimeLabel(readingMinutes(countWords(post.text)))}
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
      {/* Rendered and sanitised on the server at save (lib/posts/markdown.ts); a plain-text post's markup is as it
          always was, its one html block. */}
      {post.format === "markdown" ? (
        <div className="font-serif text-lg leading-relaxed">
          {post.body.map((block, i) =>
            block.type === "html" ? (
              <div key={i} className="post-body" dangerouslySetInnerHTML={{ __html: block.html }} />
            ) : (
              <div key={i} className="mb-4">
                <Embed url={block.url} data={players[block.url]} />
              </div>
            ),
          )}
        </div>
      ) : (
        <div
          className="flex flex-col gap-4 font-serif text-lg leading-relaxed"
          dangerouslySetInnerHTML={{ __html: post.body.map((b) => (b.type === "html" ? b.html : "")).join("") }}
        />
      )}
      {children}
    </article>
  );
}

/** An address alone on its line: a platform's player, one of our smart links, or the plain link card. */
function Embed({ url, data }: { url: string; data: PostPlayerData | undefined }) {
  if (data?.kind === "player") return <PostPlayer player={data.player} card={data.card} everywhere={data.everywhere} />;
  if (data?.kind === "smart-link") return <SmartLinkCard everywhere={data.everywhere} />;
  return <EmbedCard url={url} />;
}
