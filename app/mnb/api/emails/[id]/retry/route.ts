// POST /mnb/api/emails/{id}/retry – send a failed or outbox email again (admin)
import { withAdmin } from "@/lib/api/handler";
import { retryEmailAs } from "@/lib/email/outbox";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withAdmin<{ id: string }>(async ({ params, caller }) => retryEmailAs(caller, params.id));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/emails/[id]/retry");
