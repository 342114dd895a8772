// POST /mnb/api/partnership – store a partnership request { name, email, message } (public)
import { created, withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { createPartnershipRequest } from "@/lib/partners/partnerships";
import { clientIp } from "@/lib/abuse/rate-limit";
import { partnershipSchema } from "@/lib/partners/schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withApi(async ({ req }) =>
  created(await createPartnershipRequest(await readJson(req, partnershipSchema), await clientIp())),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/partnership");
