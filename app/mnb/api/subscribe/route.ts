// POST /mnb/api/subscribe – subscribe { email, interests? } to updates (interests: any of news, style, music; all when
// left out): stores it pending and emails a confirmation link (public)
import { created, withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { subscribe } from "@/lib/subscribers/subscribers";
import { clientIp } from "@/lib/abuse/rate-limit";
import { subscribeSchema } from "@/lib/subscribers/schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withApi(async ({ req }) => {
  const { email, interests } = await readJson(req, subscribeSchema);
  return created(await subscribe(email, await clientIp(), interests));
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/subscribe");
