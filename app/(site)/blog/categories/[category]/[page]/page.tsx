// /blog?category=c[&page=n], reached through the rewrite in lib/next-config/public-rewrites.ts: one category's archive, a static
// render per category and page, cached and expired by the posts tag like the blog list. The address people see stays
// /blog?category=c (canonical). A category no public post is filed under is a real 404 (NotFoundView).
import type { Metadata } from "next";
import { BlogListing, categoryMetadata } from "@/components/posts/blog-listing";
import { NotFoundView } from "@/components/layout/not-found-view";
import Link from "@/components/ui/link";
import { CATEGORY_NOT_FOUND } from "@/lib/posts/blog-copy";
import { findPostCategory, listPostCategories } from "@/lib/posts/categories";
import { categoryFromSegment } from "@/lib/posts/category-rules";
import { pageParam } from "@/lib/core/form-basics";

// As the blog list's pages: a path not rendered at build time renders whole on its first visit.
export const instant = false;

type Props = { params: Promise<{ category: string; page: string }> };

// The busiest category's first page renders at build time, the others on their first visit. Cache Components needs
// one path: with no categories (or no database while building) a name no post uses stands in (a 404 page).
export async function generateStaticParams() {
  const categories = await listPostCategories().catch(() => []);
  return [{ category: categories[0]?.name ?? "News", page: "1" }];
}

async function view(params: Props["params"]) {
  const { category, page } = await params;
  return { category: await findPostCategory(categoryFromSegment(category)), page: pageParam.parse(page) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, page } = await view(params);
  return category ? categoryMetadata(category.name, page) : { title: CATEGORY_NOT_FOUND.replace(/\.$/, "") };
}

export default async function BlogCategoryPage({ params }: Props) {
  const { category, page } = await view(params);
  if (!category)
    return (
      <NotFoundView>
        <div className="mx-auto max-w-3xl px-4 py-10">
          <p className="text-lg" role="alert">
            {CATEGORY_NOT_FOUND}
          </p>
          <Link href="/blog" className="mt-4 inline-block underline">
            Back to the blog
          </Link>
        </div>
      </NotFoundView>
    );
  return <BlogListing page={page} category={category.name} />;
}
