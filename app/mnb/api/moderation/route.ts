// GET /mnb/api/moderation?status=pending|published|hidden|all&q=&page= – comments from every surface, newest first,
// 20 a page (admin)
import { withAdmin } from "@/lib/api/handler";
import { listModerationQueue } from "@/lib/moderation/moderation";
import { pageParam } from "@/lib/core/form-basics";
import { commentStatusFilter } from "@/lib/moderation/schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withAdmin(async ({ req }) => {
  const params = new URL(req.url).searchParams;
  return listModerationQueue(commentStatusFilter.parse(params.get("status") ?? undefined), {
    q: (params.get("q") ?? "").slice(0, 200),
    page: pageParam.parse(params.get("page")),
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/moderation");
