import { requireAdminPage } from "@/lib/auth/guards";
import { listPostsForAdmin } from "@/lib/posts/reads";
import { AdminSection } from "@/components/admin/kit/admin-section";
import { PostsTable } from "@/components/admin/posts/posts-table";
import { markImported } from "@/lib/legacy-import/report";

export default async function ManagePostsPage() {
  await requireAdminPage();
  const posts = await markImported("Post", await listPostsForAdmin());
  return (
    <AdminSection title="Manage Posts">
      <div className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
        <PostsTable posts={posts} />
      </div>
    </AdminSection>
  );
}
