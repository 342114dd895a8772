// Manage Team Members: add form, then the members (server-side search, 6 a page, oldest first as on /service), each
// row shown or, when it is the URL's `edit`, edited in place; deletes ask first.
import { loadSection } from "@/components/admin/kit/load-section";
import { requireAdminPage } from "@/lib/auth/guards";
import { directUploads } from "@/lib/storage";
import { listTeamMembers, type TeamMemberDto, type TeamPage } from "@/lib/team/team";
import { lastPage } from "@/lib/db/paging";
import { TEAM_DEFAULT_LIMIT } from "@/lib/team/schema";
import { CrudSection } from "@/components/admin/kit/crud-section";
import { adminHref, readAdminQuery } from "@/components/admin/kit/admin-query";
import { type AdminColumn } from "@/components/admin/kit/admin-table";
import { TeamMemberForm } from "@/components/admin/team/team-member-form";
import { StaticImage } from "@/components/ui/static-image";
import { type SearchParamsProps } from "@/lib/http/search-params";

const PATH = "/admin-dashboard/team";
const SOCIALS = [
  ["linkedin", "LinkedIn"],
  ["twitter", "Twitter"],
  ["instagram", "Instagram"],
] as const;

type Props = SearchParamsProps;

/** The spec: a list that fails to load shows as empty. */
async function loadPage(query: Parameters<typeof listTeamMembers>[0]): Promise<TeamPage> {
  const empty = { members: [], page: query.page, totalPages: 1, total: 0 };
  return (await loadSection("Team members", () => listTeamMembers(query))) ?? empty;
}

const columns: AdminColumn<TeamMemberDto>[] = [
  {
    header: "Image",
    cell: (m) =>
      m.image ? (
        <StaticImage
          src={m.image}
          alt={`Photo of ${m.name}`}
          width={48}
          height={48}
          className="size-12 rounded-full object-cover"
        />
      ) : (
        <span className="text-sm text-gray-500">No image</span>
      ),
  },
  { header: "Name", cell: (m) => m.name, className: "font-medium" },
  { header: "Role", cell: (m) => m.role },
  { header: "Quote", cell: (m) => m.quote ?? "", className: "max-w-xs text-sm text-gray-700" },
  {
    header: "Links",
    cell: (m) => (
      <ul className="flex flex-col gap-1">
        {SOCIALS.filter(([key]) => m[key]).map(([key, label]) => (
          <li key={key}>
            <a href={m[key]!} target="_blank" rel="noopener noreferrer" className="text-brand-dark underline">
              {label}
            </a>
          </li>
        ))}
      </ul>
    ),
    className: "text-sm",
  },
];

export default async function ManageTeamPage({ searchParams }: Props) {
  await requireAdminPage();
  const query = readAdminQuery(await searchParams);
  const { q, page } = query;
  const [list, all] = await Promise.all([loadPage({ q, page }), q ? loadPage({ page: 1 }) : null]);
  // A new member is listed last, so the add form goes to the last page of the whole list afterwards.
  const afterAdd = adminHref(PATH, { page: lastPage((all ?? list).total + 1, TEAM_DEFAULT_LIMIT) });
  return (
    <CrudSection
      title="Manage Team Members"
      path={PATH}
      query={query}
      create={{
        id: "add-team-member",
        title: "Add Team Member",
        form: <TeamMemberForm mode="create" afterSave={afterAdd} direct={directUploads()} />,
      }}
      card={{ id: "team-members", title: "Team Members", search: "Search team members by name or role" }}
      noun={["team member", "team members"]}
      list={list}
      rows={(list) => list.members}
      empty="No team members yet."
      noMatch={`No team members match "${q}".`}
      columns={columns}
      name={(m) => m.name}
      editForm={(m, doneHref) => (
        <TeamMemberForm mode="edit" member={m} afterSave={doneHref} direct={directUploads()} />
      )}
      remove={(m) => ({
        path: `/teamMember/${m.id}`,
        success: "Team member deleted successfully!",
        failure: "Failed to delete team member",
      })}
    />
  );
}
