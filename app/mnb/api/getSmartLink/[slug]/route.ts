// GET /mnb/api/getSmartLink/{slug} – one smart link on show: songTitle, artistName, coverImageUrl, coverImage and the five
// platform links ('Smart link not found.' 404 for a missing or hidden one).
import { withApi } from "@/lib/api/handler";
import { getSmartLink } from "@/lib/smart-links/smart-links";
import { otherMethods } from "@/lib/api/not-allowed";
import { withAbsoluteFiles } from "@/lib/api/old-client";

export const GET = withApi<{ slug: string }>(async ({ params }) => withAbsoluteFiles(await getSmartLink(params.slug)));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/getSmartLink/[slug]");
