// /blog?page=n (n > 1), reached through the rewrite in middleware.ts: a static render per page, cached and expired by
// the posts tag like /blog itself, so paging never renders per request. The address people see stays /blog?page=n.
import type { Metadata } from "next";
import { BlogListing, blogMetadata } from "@/components/blog/blog-listing";
import { pageParam } from "@/lib/validations/basics";

type Props = { params: Promise<{ page: string }> };

// Cache Components needs one path to render at build time; the others render on first visit.
export const generateStaticParams = async () => [{ page: "2" }];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogMetadata(pageParam.parse((await params).page));
}

export default async function BlogPageN({ params }: Props) {
  return <BlogListing page={pageParam.parse((await params).page)} />;
}
