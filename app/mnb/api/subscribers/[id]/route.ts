// DELETE /mnb/api/subscribers/{id} – remove one subscriber (admin)
import { withAdmin } from "@/lib/api/handler";
import { deleteSubscriber } from "@/lib/data/subscriber-admin";
import { SUBSCRIBER_ADMIN_TEXT } from "@/lib/validations/promo";

export const DELETE = withAdmin<{ id: string }>(async ({ params, caller }) => {
  await deleteSubscriber(caller, params.id);
  return { message: SUBSCRIBER_ADMIN_TEXT.removed };
});
