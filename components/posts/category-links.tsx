// A post's categories as links to their archives (/blog?category=…), separated as before by " · ". A name the archive
// cannot carry (lib/posts/category-rules.ts) stays plain text.
import { Fragment } from "react";
import Link from "@/components/ui/link";
import { categoryPath, isArchivableCategory } from "@/lib/posts/category-rules";
import { CATEGORY_LINK_LABEL } from "@/lib/posts/blog-copy";

export function CategoryLinks({ categories, className }: { categories: string[]; className: string }) {
  if (categories.length === 0) return null;
  return (
    <p className={className}>
      {categories.map((name, i) => (
        <Fragment key={`${i}-${name}`}>
          {i > 0 && " · "}
          {isArchivableCategory(name) ? (
            <Link
              href={categoryPath(name.trim())}
              className="underline-offset-2 hover:underline"
              aria-label={CATEGORY_LINK_LABEL(name.trim())}
            >
              {name}
            </Link>
          ) : (
            name
          )}
        </Fragment>
      ))}
    </p>
  );
}
