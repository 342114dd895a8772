// Manage Admins' section: the create form, then every admin (picture, name, email, since when), each edited in its
// row; deleting yourself warns twice and signs you out.
import { formatDate } from "@/lib/core/format";
import type { AdminDto, AdminPage } from "@/lib/accounts/admins";
import { AdminAvatar } from "@/components/admin/kit/admin-avatar";
import { AdminForm } from "@/components/admin/kit/admin-form";
import type { AdminColumn } from "@/components/admin/kit/admin-table";
import type { CrudConfig } from "@/components/admin/kit/crud-section";

const PATH = "/admin-dashboard/admins";

/** For the signed-in admin `callerId` (their own row says so) and the search `q`; `direct`: pictures go to Blob. */
export function adminsSection(callerId: string, q: string, direct: boolean): CrudConfig<AdminPage, AdminDto> {
  const columns: AdminColumn<AdminDto>[] = [
    { header: "Picture", cell: (a) => <AdminAvatar src={a.imageUrl} name={a.name} /> },
    {
      header: "Name",
      cell: (a) =>
        a.id === callerId ? (
          <>
            {a.name} <span className="text-xs text-gray-500">(you)</span>
          </>
        ) : (
          a.name
        ),
      className: "font-medium",
    },
    { header: "Email", cell: (a) => a.email },
    { header: "Admin since", cell: (a) => formatDate(a.createdAt) },
  ];
  return {
    title: "Manage Admins",
    intro: "Every admin has the same rights. There is always at least one admin.",
    path: PATH,
    create: {
      id: "create-admin",
      title: "Create Admin",
      form: <AdminForm mode="create" afterSave={PATH} direct={direct} />,
    },
    card: { id: "admins", title: "Admins", search: "Search admins by name or email" },
    noun: ["admin", "admins"],
    failure: "Failed to fetch admins",
    rows: (list) => list.admins,
    empty: "No admins yet.",
    noMatch: `No admins match "${q}".`,
    columns,
    name: (a) => a.name,
    editForm: (a, doneHref) => (
      <AdminForm mode="edit" admin={a} afterSave={doneHref} self={a.id === callerId} direct={direct} />
    ),
    remove: (a) => ({
      path: `/admins/${a.id}`,
      success: "Admin deleted successfully",
      failure: "Failed to delete admin",
      serverMessage: true,
      ...(a.id === callerId
        ? {
            warning:
              "This is your own account. This will sign you out, and you will not be able to sign in with it again.",
            confirmAgain: "Delete your own admin account and sign out now? This cannot be undone.",
            signOutAfter: true,
          }
        : {
            warning: `${a.name} (${a.email}) loses their account and is signed out at once. This cannot be undone.`,
          }),
    }),
  };
}
