// GET /mnb/api/emails?page=n – the outbox: every recorded email, newest first (admin)
import { withAdmin } from "@/lib/api/handler";
import { listEmails } from "@/lib/data/emails";
import { pageSchema } from "@/lib/validations/comment";

export const GET = withAdmin(async ({ req }) => listEmails(pageSchema.parse(new URL(req.url).searchParams.get("page") ?? 1)));
