// DELETE /mnb/api/deleteAdvert/{id} – remove an advert and its image file (admin)
import { withAdmin } from "@/lib/api/handler";
import { deleteAdvert } from "@/lib/adverts/adverts";
import { otherMethods } from "@/lib/api/not-allowed";

export const DELETE = withAdmin<{ id: string }>(async ({ params, caller }) => {
  await deleteAdvert(caller, params.id);
  return { message: "Advert deleted successfully!" };
});

export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherMethods("/mnb/api/deleteAdvert/[id]");
