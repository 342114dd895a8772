// GET /mnb/api/getAdverts – every partner advert, newest first
import { withApi } from "@/lib/api/handler";
import { listAdverts } from "@/lib/data/adverts";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withApi(async () => listAdverts());

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/getAdverts");
