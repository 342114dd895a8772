// GET /mnb/api/getAdverts – every partner advert, newest first
import { withApi } from "@/lib/api/handler";
import { listAdverts } from "@/lib/data/adverts";

export const GET = withApi(async () => listAdverts());
