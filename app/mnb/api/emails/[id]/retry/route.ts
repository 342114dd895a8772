// POST /mnb/api/emails/{id}/retry – send a failed or outbox email again (admin)
import { withAdmin } from "@/lib/api/handler";
import { retryEmail } from "@/lib/email";
import { toEmailDto } from "@/lib/data/emails";

export const POST = withAdmin<{ id: string }>(async ({ params }) => toEmailDto(await retryEmail(params.id)));
