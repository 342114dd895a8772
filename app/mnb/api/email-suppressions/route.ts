// GET /mnb/api/email-suppressions – the addresses whose owners asked never to be emailed again, newest first (admin).
import { withAdmin } from "@/lib/api/handler";
import { listSuppressions } from "@/lib/email/suppression";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withAdmin(async () => listSuppressions());

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/email-suppressions");
