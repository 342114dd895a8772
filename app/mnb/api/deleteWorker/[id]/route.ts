// DELETE /mnb/api/deleteWorker/{id} – remove a worker's record and photo; the ID number is never given out again (admin)
import { withAdmin } from "@/lib/api/handler";
import { deleteWorker } from "@/lib/team/workers";
import { otherMethods } from "@/lib/api/not-allowed";

export const DELETE = withAdmin<{ id: string }>(async ({ params, caller }) => {
  await deleteWorker(caller, params.id);
  return { message: "Worker deleted successfully" };
});

export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherMethods("/mnb/api/deleteWorker/[id]");
