// GET /mnb/api/workers – every worker's identity record, newest first (admin: staff records are not public)
import { withAdmin } from "@/lib/api/handler";
import { listWorkers } from "@/lib/team/workers";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withAdmin(async () => listWorkers());

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/workers");
