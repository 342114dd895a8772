// GET /mnb/api/getAllPosts – every post, newest first
import { withApi } from "@/lib/api/handler";
import { listPostsCached } from "@/lib/data/posts";

export const GET = withApi(async () => listPostsCached());
