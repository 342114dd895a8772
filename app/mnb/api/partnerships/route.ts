// GET /mnb/api/partnerships?page&limit&search – partnership requests newest first, 10 per page by default:
// { partnerships, page, totalPages, total } (admin)
import { withAdmin } from "@/lib/api/handler";
import { listPartnershipPage } from "@/lib/data/partnerships";
import { limitParam, pageParam } from "@/lib/validations/basics";
import { PARTNERS_PAGE_SIZE } from "@/lib/validations/partnership";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withAdmin(async ({ req }) => {
  const query = new URL(req.url).searchParams;
  return listPartnershipPage({
    q: query.get("search")?.trim().slice(0, 100) || undefined,
    page: pageParam.parse(query.get("page")),
    size: limitParam(PARTNERS_PAGE_SIZE).parse(query.get("limit")),
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/partnerships");
