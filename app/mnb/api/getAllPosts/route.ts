// GET /mnb/api/getAllPosts – every post newest first as a list of summaries (the old clients' shape), no full text
// GET /mnb/api/getAllPosts?page=n – a page of 9 summaries { posts, page, totalPages, total }
import { withApi } from "@/lib/api/handler";
import { listPostSummaries, listPostSummaryPage } from "@/lib/posts/summaries";
import { pageParam } from "@/lib/core/form-basics";
import { otherMethods } from "@/lib/api/not-allowed";
import { withAbsoluteFiles, withImage } from "@/lib/api/old-client";

export const GET = withApi(async ({ req }) => {
  const page = new URL(req.url).searchParams.get("page");
  if (page === null) return (await listPostSummaries()).map((p) => withAbsoluteFiles(withImage(p)));
  const list = await listPostSummaryPage(pageParam.parse(page));
  return { ...list, posts: list.posts.map((p) => withAbsoluteFiles(withImage(p))) };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/getAllPosts");
