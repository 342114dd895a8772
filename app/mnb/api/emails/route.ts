// GET /mnb/api/emails?page=n – the outbox: every recorded email, newest first (admin)
import { withAdmin } from "@/lib/api/handler";
import { listEmails } from "@/lib/data/emails";
import { pageParam } from "@/lib/validations/basics";

export const GET = withAdmin(async ({ req }) => listEmails(pageParam.parse(new URL(req.url).searchParams.get("page"))));
