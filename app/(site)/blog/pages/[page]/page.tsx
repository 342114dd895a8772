// /blog and /blog?page=n, reached through the rewrite in lib/next-config/public-rewrites.ts: a static render per page, cached and expired by
// the posts tag, so paging never renders per request. The address people see stays /blog?page=n (and is canonical).
import type { Metadata } from "next";
import { BlogListing, blogMetadata } from "@/components/posts/blog-listing";
import { pageParam } from "@/lib/core/form-basics";

// A path not rendered at build time has no shell worth prerendering (its metadata depends on the path): allowed to
// block, so it renders whole on its first visit instead of streaming.
export const instant = false;

type Props = { params: Promise<{ page: string }> };

// The first pages render at build time, the others on their first visit.
export const generateStaticParams = async () => [{ page: "1" }, { page: "2" }];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogMetadata(pageParam.parse((await params).page));
}

export default async function BlogPageN({ params }: Props) {
  return <BlogListing page={pageParam.parse((await params).page)} />;
}
