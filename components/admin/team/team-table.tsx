// Manage Team Members' section: the add form, then the members (picture, name, role, quote and social links), each
// edited in its row and deleted after a question.
import type { TeamMemberDto, TeamPage } from "@/lib/team/team";
import type { AdminColumn } from "@/components/admin/kit/admin-table";
import type { CrudConfig } from "@/components/admin/kit/crud-section";
import { StaticImage } from "@/components/ui/static-image";
import { TeamMemberForm } from "./team-member-form";

const PATH = "/admin-dashboard/team";
const SOCIALS = [
  ["linkedin", "LinkedIn"],
  ["twitter", "Twitter"],
  ["instagram", "Instagram"],
] as const;

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

/** For the search `q`; `afterAdd`: where the add form goes (the page the new member is on); `direct`: pictures to Blob. */
export const teamSection = (q: string, afterAdd: string, direct: boolean): CrudConfig<TeamPage, TeamMemberDto> => ({
  title: "Manage Team Members",
  path: PATH,
  create: {
    id: "add-team-member",
    title: "Add Team Member",
    form: <TeamMemberForm mode="create" afterSave={afterAdd} direct={direct} />,
  },
  card: { id: "team-members", title: "Team Members", search: "Search team members by name or role" },
  noun: ["team member", "team members"],
  rows: (list) => list.members,
  empty: "No team members yet.",
  noMatch: `No team members match "${q}".`,
  columns,
  name: (m) => m.name,
  editForm: (m, doneHref) => <TeamMemberForm mode="edit" member={m} afterSave={doneHref} direct={direct} />,
  remove: (m) => ({
    path: `/teamMember/${m.id}`,
    success: "Team member deleted successfully!",
    failure: "Failed to delete team member",
  }),
});
