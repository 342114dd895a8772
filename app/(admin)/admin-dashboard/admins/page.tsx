// Manage Admins: the create form, then every admin (newest first, searched by name or email), each row shown or, when
// it is the URL's `edit`, edited in place; deletes ask first, and deleting yourself asks twice and signs you out.
import { loadSection } from "@/components/admin/kit/load-section";
import { formatDate } from "@/lib/core/format";
import { requireAdminPage } from "@/lib/auth/guards";
import { listAdminPage, type AdminDto } from "@/lib/accounts/admins";
import { AdminAvatar } from "@/components/admin/kit/admin-avatar";
import { AdminForm } from "@/components/admin/kit/admin-form";
import { CrudSection } from "@/components/admin/kit/crud-section";
import { readAdminQuery } from "@/components/admin/kit/admin-query";
import { type AdminColumn } from "@/components/admin/kit/admin-table";
import { type SearchParamsProps } from "@/lib/http/search-params";
import { directUploads } from "@/lib/storage";

const PATH = "/admin-dashboard/admins";

type Props = SearchParamsProps;

export default async function ManageAdminsPage({ searchParams }: Props) {
  const caller = await requireAdminPage();
  const query = readAdminQuery(await searchParams);
  const list = await loadSection("Admins", () => listAdminPage(query));
  const columns: AdminColumn<AdminDto>[] = [
    { header: "Picture", cell: (a) => <AdminAvatar src={a.imageUrl} name={a.name} /> },
    {
      header: "Name",
      cell: (a) =>
        a.id === caller.id ? (
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
  return (
    <CrudSection
      title="Manage Admins"
      intro="Every admin has the same rights. There is always at least one admin."
      path={PATH}
      query={query}
      create={{
        id: "create-admin",
        title: "Create Admin",
        form: <AdminForm mode="create" afterSave={PATH} direct={directUploads()} />,
      }}
      card={{ id: "admins", title: "Admins", search: "Search admins by name or email" }}
      noun={["admin", "admins"]}
      list={list}
      failure="Failed to fetch admins"
      rows={(list) => list.admins}
      empty="No admins yet."
      noMatch={`No admins match "${query.q}".`}
      columns={columns}
      name={(a) => a.name}
      editForm={(a, doneHref) => (
        <AdminForm mode="edit" admin={a} afterSave={doneHref} self={a.id === caller.id} direct={directUploads()} />
      )}
      remove={(a) => ({
        path: `/admins/${a.id}`,
        success: "Admin deleted successfully",
        failure: "Failed to delete admin",
        serverMessage: true,
        ...(a.id === caller.id
          ? {
              warning:
                "This is your own account. This will sign you out, and you will not be able to sign in with it again.",
              confirmAgain: "Delete your own admin account and sign out now? This cannot be undone.",
              signOutAfter: true,
            }
          : {
              warning: `${a.name} (${a.email}) loses their account and is signed out at once. This cannot be undone.`,
            }),
      })}
    />
  );
}
