// Workers' identity records (POST /worker, PUT /updateWorker/{id}): the ID number is the server's, never the form's.
import { z } from "zod";
import { requiredText } from "@/lib/core/form-basics";

export const WORKER_REQUIRED = "Name and role are required";
export const WORKERS_PAGE_SIZE = 10;

export const workerSchema = z.object({
  name: requiredText(WORKER_REQUIRED, 100),
  role: requiredText(WORKER_REQUIRED, 100),
});
export type WorkerInput = z.input<typeof workerSchema>;
export type WorkerFields = z.output<typeof workerSchema>;

/** Where an admin's browser fetches a worker's private photo (app/mnb/api/workers/[id]/photo): never a public file. */
export const workerPhotoPath = (id: string) => `/mnb/api/workers/${encodeURIComponent(id)}/photo`;
