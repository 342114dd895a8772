// POST /mnb/api/emails/{id}/retry – send a failed or outbox email again (admin)
import { withAdmin } from "@/lib/api/handler";
import { retryEmailAs } from "@/lib/data/emails";

export const POST = withAdmin<{ id: string }>(async ({ params, caller }) => retryEmailAs(caller, params.id));
