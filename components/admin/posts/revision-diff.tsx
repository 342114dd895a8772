// What one save of a post changed against the version before: title, text and categories, word by word.
// Server-rendered; additions and removals are <ins>/<del> with their words said for screen readers too.
import { changed, diffTokens, diffWords, type DiffPart } from "@/lib/posts/word-diff";
import type { PostRevisionDto } from "@/lib/posts/posts";

type Text = Pick<PostRevisionDto, "title" | "content" | "categories">;

/** Which of the fields differ, in words: "title and text". Empty when nothing did. */
export function changedFields(before: Text, after: Text): string {
  const names = [
    before.title !== after.title && "title",
    before.content !== after.content && "text",
    before.categories.join("\n") !== after.categories.join("\n") && "categories",
  ].filter((n): n is string => Boolean(n));
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}

function Marked({ parts }: { parts: DiffPart[] }) {
  return (
    <>
      {parts.map((p, i) =>
        p.kind === "same" ? (
          <span key={i}>{p.text}</span>
        ) : p.kind === "added" ? (
          <ins key={i} className="bg-green-100 text-green-900 no-underline">
            <span className="sr-only">[added: </span>
            {p.text}
            <span className="sr-only">]</span>
          </ins>
        ) : (
          <del key={i} className="bg-red-100 text-red-900">
            <span className="sr-only">[removed: </span>
            {p.text}
            <span className="sr-only">]</span>
          </del>
        ),
      )}
    </>
  );
}

export function RevisionDiff({ before, after }: { before: Text | null; after: Text }) {
  if (!before) return <p className="text-sm text-gray-600">The first saved version: nothing before it to compare.</p>;
  const fields = [
    { name: "Title", parts: diffWords(before.title, after.title) },
    { name: "Text", parts: diffWords(before.content, after.content) },
    { name: "Categories", parts: diffTokens(before.categories, after.categories, ", ") },
  ].filter((f) => changed(f.parts));
  if (!fields.length)
    return <p className="text-sm text-gray-600">Saved without changes to the title, text or categories.</p>;
  return (
    <dl className="flex flex-col gap-2">
      {fields.map((f) => (
        <div key={f.name}>
          <dt className="font-semibold">{f.name}</dt>
          <dd className="whitespace-pre-line break-words">
            <Marked parts={f.parts} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
