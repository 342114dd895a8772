// DELETE /mnb/api/deleteAdvert/{id} – remove an advert and its image file (admin)
import { withAdmin } from "@/lib/api/handler";
import { deleteAdvert } from "@/lib/data/adverts";

export const DELETE = withAdmin<{ id: string }>(async ({ params, caller }) => {
  await deleteAdvert(caller, params.id);
  return { message: "Advert deleted successfully!" };
});
