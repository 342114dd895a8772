// DELETE /mnb/api/subscribers/{id} – remove one subscriber (admin)
import { withAdmin } from "@/lib/api/handler";
import { deleteSubscriber } from "@/lib/subscribers/admin";
import { SUBSCRIBER_ADMIN_TEXT } from "@/lib/subscribers/promo-copy";
import { otherMethods } from "@/lib/api/not-allowed";

export const DELETE = withAdmin<{ id: string }>(async ({ params, caller }) => {
  await deleteSubscriber(caller, params.id);
  return { message: SUBSCRIBER_ADMIN_TEXT.removed };
});

export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherMethods("/mnb/api/subscribers/[id]");
