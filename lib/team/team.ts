// Team members for the "Meet Our Management Team" grid on /service/{id}, GET /mnb/api/teamMembers (public; no
// contact details beyond the public social links) and the admin's Manage Team Members section, which writes them.
import "server-only";
import { db } from "@/lib/db";
import { withPicture, type Actor } from "@/lib/activity";
import { AppError } from "@/lib/core/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { TEAM_DEFAULT_LIMIT, TEAM_MAX_LIMIT, type TeamMemberFields } from "@/lib/team/schema";
import { bounded, cachedFor, TAGS } from "@/lib/cache";
import { pageOf, pageWindow, type ListQuery, type PageMeta } from "@/lib/db/paging";
import { containsText } from "@/lib/db/text-match";

const memberSelect = {
  id: true,
  name: true,
  role: true,
  quote: true,
  imageUrl: true,
  linkedin: true,
  twitter: true,
  instagram: true,
} satisfies Prisma.TeamMemberSelect;
type MemberRow = Prisma.TeamMemberGetPayload<{ select: typeof memberSelect }>;

export type TeamMemberDto = {
  _id: string;
  id: string;
  name: string;
  role: string;
  quote: string | null;
  image: string | null;
  linkedin: string | null;
  twitter: string | null;
  instagram: string | null;
};
export type TeamPage = PageMeta & { members: TeamMemberDto[] };

// Paths saved from Windows uploads arrive with backslashes; browsers need forward slashes.
const toDto = ({ imageUrl, ...m }: MemberRow): TeamMemberDto => ({
  ...m,
  _id: m.id,
  image: imageUrl ? imageUrl.replace(/\\/g, "/") : null,
});

async function readTeamPage({ q, page, size }: ListQuery & { size: number }): Promise<TeamPage> {
  const where: Prisma.TeamMemberWhereInput = q ? { OR: [{ name: containsText(q) }, { role: containsText(q) }] } : {};
  const [total, rows] = await Promise.all([
    db.teamMember.count({ where }),
    db.teamMember.findMany({
      where,
      select: memberSelect,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      ...pageWindow(page, size),
    }),
  ]);
  return { members: rows.map(toDto), ...pageOf(total, page, size) };
}

async function cachedTeamPage(page: number, size: number): Promise<TeamPage> {
  "use cache";
  cachedFor(TAGS.team);
  return readTeamPage({ page, size });
}
const teamPage = bounded(cachedTeamPage, (page: number, size: number) => readTeamPage({ page, size }));

/** A page of the team, optionally searched by name or role (a search, any text a client sends, is not cached). */
export const listTeamMembers = ({ q, page, size = TEAM_DEFAULT_LIMIT }: ListQuery): Promise<TeamPage> =>
  q ? readTeamPage({ q, page, size }) : teamPage(page, size);

/** The whole grid on the service detail page (the team is small; the API caps a page at the same size). */
export const listManagementTeam = async () => (await listTeamMembers({ page: 1, size: TEAM_MAX_LIMIT })).members;

export const TEAM_MEMBER_NOT_FOUND = "Team member not found";

/** Adds a member; the picture (optional) is stored first and removed again if the row cannot be written. */
export async function createTeamMember(
  actor: Actor,
  fields: TeamMemberFields,
  image: FormDataEntryValue | null,
): Promise<TeamMemberDto> {
  const member = await withPicture(
    actor,
    (tx, imageUrl) => tx.teamMember.create({ data: { ...fields, imageUrl: imageUrl ?? null }, select: memberSelect }),
    (m) => ({ action: "CREATE", type: "team-member", recordId: m.id, summary: `${m.name} (${m.role})` }),
    { file: image, expires: [TAGS.team] },
  );
  return toDto(member);
}

/** Replaces the member's text fields (blank ones become null); the picture only when a new one is sent. */
export async function updateTeamMember(
  actor: Actor,
  id: string,
  fields: TeamMemberFields,
  image: FormDataEntryValue | null,
): Promise<TeamMemberDto> {
  const existing = await db.teamMember.findUnique({ where: { id }, select: { imageUrl: true } });
  if (!existing) throw new AppError("not_found", TEAM_MEMBER_NOT_FOUND);
  const member = await withPicture(
    actor,
    (tx, imageUrl) =>
      tx.teamMember.update({
        where: { id },
        data: { ...fields, ...(imageUrl ? { imageUrl } : {}) },
        select: memberSelect,
      }),
    (m) => ({ action: "UPDATE", type: "team-member", recordId: id, summary: `${m.name} (${m.role})` }),
    { file: image, files: (m) => [existing.imageUrl, m.imageUrl], expires: [TAGS.team] },
  );
  return toDto(member);
}

/** Removes the member and their picture. */
export async function deleteTeamMember(actor: Actor, id: string): Promise<void> {
  const existing = await db.teamMember.findUnique({
    where: { id },
    select: { imageUrl: true, name: true, role: true },
  });
  if (!existing) throw new AppError("not_found", TEAM_MEMBER_NOT_FOUND);
  await withPicture(
    actor,
    (tx) => tx.teamMember.delete({ where: { id } }),
    { action: "DELETE", type: "team-member", recordId: id, summary: `${existing.name} (${existing.role})` },
    { files: () => [existing.imageUrl], expires: [TAGS.team] },
  );
}
