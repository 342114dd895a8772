// Manage Team Members: add form, then the members (server-side search, 6 a page, oldest first as on /service), each
// row shown or, when it is the URL's `edit`, edited in place; deletes ask first.
import Link from "next/link";
import { unstable_rethrow } from "next/navigation";
import { requireAdminPage } from "@/lib/auth/guards";
import { listTeamMembers, type TeamMemberDto, type TeamPage } from "@/lib/data/team";
import { lastPage } from "@/lib/data/paging";
import { TEAM_DEFAULT_LIMIT } from "@/lib/validations/team";
import { AdminCard, AdminSection } from "@/components/admin/admin-section";
import { AdminSearch } from "@/components/admin/admin-search";
import { adminHref, readAdminQuery, type AdminQuery } from "@/components/admin/admin-query";
import { ConfirmDelete } from "@/components/admin/confirm-delete";
import { EditableTable } from "@/components/admin/editable-table";
import { TeamMemberForm } from "@/components/admin/team-member-form";
import { RoutePager } from "@/components/ui/route-pager";
import { StaticImage } from "@/components/ui/static-image";

const PATH = "/admin-dashboard/team";
const SOCIALS = [["linkedin", "LinkedIn"], ["twitter", "Twitter"], ["instagram", "Instagram"]] as const;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The spec: a list that fails to load shows as empty. */
async function loadPage(query: Parameters<typeof listTeamMembers>[0]): Promise<TeamPage> {
  try {
    return await listTeamMembers(query);
  } catch (error) {
    unstable_rethrow(error);
    console.error("Team members could not be loaded", error);
    return { members: [], page: query.page, totalPages: 1, total: 0 };
  }
}

function MemberRow({ member, query }: { member: TeamMemberDto; query: AdminQuery }) {
  return (
    <tr className="border-b align-top last:border-0">
      <td className="py-3 pr-4">
        {member.image ? (
          <StaticImage src={member.image} alt={`Photo of ${member.name}`} width={48} height={48} className="size-12 rounded-full object-cover" />
        ) : (
          <span className="text-sm text-gray-500">No image</span>
        )}
      </td>
      <td className="py-3 pr-4 font-medium">{member.name}</td>
      <td className="py-3 pr-4">{member.role}</td>
      <td className="max-w-xs py-3 pr-4 text-sm text-gray-700">{member.quote ?? ""}</td>
      <td className="py-3 pr-4 text-sm">
        <ul className="flex flex-col gap-1">
          {SOCIALS.filter(([key]) => member[key]).map(([key, label]) => (
            <li key={key}>
              <a href={member[key]!} target="_blank" rel="noopener noreferrer" className="text-brand-dark underline">{label}</a>
            </li>
          ))}
        </ul>
      </td>
      <td className="py-3">
        <div className="flex gap-3">
          <Link href={adminHref(PATH, { ...query, edit: member.id })} aria-label={`Edit ${member.name}`} className="text-brand-dark underline">Edit</Link>
          <ConfirmDelete path={`/teamMember/${member.id}`} name={member.name} success="Team member deleted successfully!" failure="Failed to delete team member" />
        </div>
      </td>
    </tr>
  );
}

export default async function ManageTeamPage({ searchParams }: Props) {
  await requireAdminPage();
  const query = readAdminQuery(await searchParams);
  const { q, page, edit } = query;
  const [list, all] = await Promise.all([
    loadPage({ page, limit: TEAM_DEFAULT_LIMIT, search: q || undefined }),
    q ? loadPage({ page: 1, limit: TEAM_DEFAULT_LIMIT }) : null,
  ]);
  // A new member is listed last, so the add form goes to the last page of the whole list afterwards.
  const afterAdd = adminHref(PATH, { page: lastPage((all ?? list).total + 1, TEAM_DEFAULT_LIMIT) });
  const closed = adminHref(PATH, { q, page });
  return (
    <AdminSection title="Manage Team Members">
      <AdminCard id="add-team-member" title="Add Team Member">
        <TeamMemberForm mode="create" afterSave={afterAdd} />
      </AdminCard>
      <AdminCard id="team-members" title="Team Members">
        <div className="flex flex-col gap-4">
          <AdminSearch label="Search team members by name or role" q={q} path={PATH} />
          <RoutePager path={PATH} page={page} totalPages={list.totalPages} label="Team member pages" loadingText="Loading team members..." query={q ? { q } : {}}>
            {list.members.length === 0 ? (
              <p>{q ? `No team members match "${q}".` : "No team members yet."}</p>
            ) : (
              <EditableTable
                columns={["Image", "Name", "Role", "Quote", "Links", "Actions"]}
                items={list.members}
                edit={edit}
                row={(member) => <MemberRow member={member} query={query} />}
                editor={(member) => <TeamMemberForm mode="edit" member={member} afterSave={closed} />}
              />
            )}
          </RoutePager>
        </div>
      </AdminCard>
    </AdminSection>
  );
}
