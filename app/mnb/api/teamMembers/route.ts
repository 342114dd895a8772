// GET /mnb/api/teamMembers?page&limit&search – team members by name or role, 6 per page by default (public)
import { withApi } from "@/lib/api/handler";
import { listTeamMembers } from "@/lib/team/team";
import { teamQuerySchema } from "@/lib/team/schema";
import { otherMethods } from "@/lib/api/not-allowed";
import { withAbsoluteFiles } from "@/lib/api/old-client";

// The old client's names (limit, search) are read here; the data layer takes every list's { q, page, size }.
export const GET = withApi(async ({ req }) => {
  const { page, limit, search } = teamQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  const list = await listTeamMembers({ q: search, page, size: limit });
  return { ...list, members: list.members.map(withAbsoluteFiles) };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/teamMembers");
