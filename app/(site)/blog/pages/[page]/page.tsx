// /blog?page=n (n > 1), reached through the rewrite in middleware.ts: a static render per page, cached and expired by
// the posts tag like /blog itself, so paging never renders per request. The address people see stays /blog?page=n.
import type { Metadata } from "next";
import { BlogListing } from "@/components/blog/blog-listing";
import { pageMetadata } from "@/lib/metadata";
import { pageParam } from "@/lib/validations/basics";

export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = async () => [];

export const metadata: Metadata = pageMetadata("/blog", "Blog", "News, style and entertainment stories from Nigeria and beyond.");

export default async function BlogPageN({ params }: { params: Promise<{ page: string }> }) {
  return <BlogListing page={pageParam.parse((await params).page)} />;
}
