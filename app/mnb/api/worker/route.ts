// POST /mnb/api/worker – add a worker's identity record from multipart name, role, photo; the server assigns the ID number (admin)
import { created, withAdmin, withRecord } from "@/lib/api/handler";
import { formFields, parseWith, readForm } from "@/lib/api/body";
import { createWorker } from "@/lib/team/workers";
import { workerSchema } from "@/lib/team/worker-schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withAdmin(async ({ req, caller }) => {
  const form = await readForm(req, ["worker-photo"]);
  const worker = await createWorker(caller, parseWith(workerSchema, formFields(form)), form.get("photo"));
  return created(withRecord("Worker created successfully", "worker", worker));
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/worker");
