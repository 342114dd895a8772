// GET /mnb/api/subscribers?page=n – newsletter subscribers, 6 a page, newest first, with their status; never their tokens (admin)
import { withAdmin } from "@/lib/api/handler";
import { listSubscriberPage } from "@/lib/data/subscriber-admin";
import { pageParam } from "@/lib/validations/basics";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withAdmin(async ({ req }) => listSubscriberPage({ page: pageParam.parse(new URL(req.url).searchParams.get("page")) }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/subscribers");
