// GET /mnb/api/teamMembers?page&limit&search – team members by name or role, 6 per page by default (public)
import { withApi } from "@/lib/api/handler";
import { listTeamMembers } from "@/lib/data/team";
import { teamQuerySchema } from "@/lib/validations/team";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withApi(async ({ req }) =>
  listTeamMembers(teamQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams))),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/teamMembers");
