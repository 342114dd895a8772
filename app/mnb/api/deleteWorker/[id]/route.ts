// DELETE /mnb/api/deleteWorker/{id} – remove a worker's record and photo; the ID number is never given out again (admin)
import { withAdmin } from "@/lib/api/handler";
import { deleteWorker } from "@/lib/data/workers";

export const DELETE = withAdmin<{ id: string }>(async ({ params, caller }) => {
  await deleteWorker(caller, params.id);
  return { message: "Worker deleted successfully" };
});
