// GET /mnb/api/subscribers?page=n – newsletter subscribers, 6 a page, newest first, with their status; never their tokens (admin).
// Without ?page (the old client's call): one array of them, newest first, capped at MAX_SUBSCRIBERS.
import { withAdmin } from "@/lib/api/handler";
import { listSubscriberPage, MAX_SUBSCRIBERS } from "@/lib/subscribers/admin";
import { pageParam } from "@/lib/core/form-basics";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withAdmin(async ({ req }) => {
  const page = new URL(req.url).searchParams.get("page");
  if (page === null) return (await listSubscriberPage({ page: 1, size: MAX_SUBSCRIBERS })).subscribers;
  return listSubscriberPage({ page: pageParam.parse(page) });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/subscribers");
