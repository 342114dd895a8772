// GET /mnb/api/workers – every worker's identity record, newest first (admin: staff records are not public)
import { withAdmin } from "@/lib/api/handler";
import { listWorkers } from "@/lib/data/workers";

export const GET = withAdmin(async () => listWorkers());
