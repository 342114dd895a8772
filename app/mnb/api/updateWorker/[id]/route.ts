// PUT /mnb/api/updateWorker/{id} – change a worker's name and role, and the photo when one is sent (admin)
import { withAdmin, withRecord } from "@/lib/api/handler";
import { formFields, parseWith, readForm } from "@/lib/api/body";
import { updateWorker } from "@/lib/team/workers";
import { workerSchema } from "@/lib/team/worker-schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const PUT = withAdmin<{ id: string }>(async ({ req, params, caller }) => {
  const form = await readForm(req, ["worker-photo"]);
  const worker = await updateWorker(caller, params.id, parseWith(workerSchema, formFields(form)), form.get("photo"));
  return withRecord("Worker updated successfully", "worker", worker);
});

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/updateWorker/[id]");
