// Team members for the "Meet Our Management Team" grid and GET /mnb/api/teamMembers (public; no contact details
// beyond the public social links).
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { TEAM_MAX_LIMIT, type TeamQuery } from "@/lib/validations/team";
import { bounded, cachedFor, TAGS } from "./cache";
import { pageOf, pageWindow, type PageMeta } from "./paging";

const memberSelect = {
  id: true, name: true, role: true, quote: true, imageUrl: true, linkedin: true, twitter: true, instagram: true,
} satisfies Prisma.TeamMemberSelect;
type MemberRow = Prisma.TeamMemberGetPayload<{ select: typeof memberSelect }>;

export type TeamMemberDto = {
  _id: string; id: string; name: string; role: string; quote: string | null; image: string | null;
  linkedin: string | null; twitter: string | null; instagram: string | null;
};
export type TeamPage = PageMeta & { members: TeamMemberDto[] };

// Paths saved from Windows uploads arrive with backslashes; browsers need forward slashes.
const toDto = ({ imageUrl, ...m }: MemberRow): TeamMemberDto => ({ ...m, _id: m.id, image: imageUrl ? imageUrl.replace(/\\/g, "/") : null });

type TeamRead = Omit<TeamQuery, "search"> & { search?: string };

async function readTeamPage({ page, limit, search }: TeamRead): Promise<TeamPage> {
  const where: Prisma.TeamMemberWhereInput = search
    ? { OR: [{ name: { contains: search, mode: "insensitive" } }, { role: { contains: search, mode: "insensitive" } }] }
    : {};
  const [total, rows] = await Promise.all([
    db.teamMember.count({ where }),
    db.teamMember.findMany({ where, select: memberSelect, orderBy: [{ createdAt: "asc" }, { id: "asc" }], ...pageWindow(page, limit) }),
  ]);
  return { members: rows.map(toDto), ...pageOf(total, page, limit) };
}

async function cachedTeamPage(page: number, limit: number): Promise<TeamPage> {
  "use cache";
  cachedFor(TAGS.team);
  return readTeamPage({ page, limit });
}
const teamPage = bounded(cachedTeamPage, (page: number, limit: number) => readTeamPage({ page, limit }));

/** A page of the team, optionally searched by name or role (a search, any text a client sends, is not cached). */
export const listTeamMembers = ({ page, limit, search }: TeamRead): Promise<TeamPage> =>
  search ? readTeamPage({ page, limit, search }) : teamPage(page, limit);

/** The whole grid on the service detail page (the team is small; the API caps a page at the same size). */
export const listManagementTeam = async () => (await listTeamMembers({ page: 1, limit: TEAM_MAX_LIMIT })).members;
