// GET /mnb/api/partnerships?page&limit&search – partnership requests newest first, 10 per page by default:
// { partnerships, page, totalPages, total } (admin). Without ?page and ?limit (the old client's call): one array, newest
// first, capped at MAX_PARTNERSHIPS.
import { withAdmin } from "@/lib/api/handler";
import { listPartnershipPage, MAX_PARTNERSHIPS } from "@/lib/partners/partnerships";
import { limitParam, pageParam } from "@/lib/core/form-basics";
import { PARTNERS_PAGE_SIZE } from "@/lib/partners/schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withAdmin(async ({ req }) => {
  const query = new URL(req.url).searchParams;
  const q = query.get("search")?.trim().slice(0, 100) || undefined;
  if (!query.has("page") && !query.has("limit"))
    return (await listPartnershipPage({ q, page: 1, size: MAX_PARTNERSHIPS })).partnerships;
  return listPartnershipPage({
    q,
    page: pageParam.parse(query.get("page")),
    size: limitParam(PARTNERS_PAGE_SIZE).parse(query.get("limit")),
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/partnerships");
