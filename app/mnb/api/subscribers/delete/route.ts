// POST /mnb/api/subscribers/delete – remove the selected subscribers (JSON ids) in one transaction, all or none (admin)
import { withAdmin } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { deleteSubscribers } from "@/lib/subscribers/admin";
import { subscriberIdsSchema } from "@/lib/subscribers/promo-schema";
import { SUBSCRIBER_ADMIN_TEXT } from "@/lib/subscribers/promo-copy";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withAdmin(async ({ req, caller }) => {
  const { ids } = await readJson(req, subscriberIdsSchema);
  const { deleted } = await deleteSubscribers(caller, ids);
  return { message: SUBSCRIBER_ADMIN_TEXT.bulkRemoved, deleted };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/subscribers/delete");
