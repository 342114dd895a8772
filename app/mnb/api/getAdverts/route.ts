// GET /mnb/api/getAdverts – every partner advert, newest first
import { withApi } from "@/lib/api/handler";
import { listAdverts } from "@/lib/adverts/adverts";
import { otherMethods } from "@/lib/api/not-allowed";
import { withAbsoluteFiles } from "@/lib/api/old-client";

export const GET = withApi(async () => (await listAdverts()).map(withAbsoluteFiles));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/getAdverts");
