// GET /mnb/api/emails?page=n – the outbox: every recorded email, newest first (admin)
import { withAdmin } from "@/lib/api/handler";
import { listEmails } from "@/lib/email/outbox";
import { pageParam } from "@/lib/core/form-basics";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withAdmin(async ({ req }) =>
  listEmails({ page: pageParam.parse(new URL(req.url).searchParams.get("page")) }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/emails");
