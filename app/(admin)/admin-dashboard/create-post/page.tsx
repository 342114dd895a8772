import { requireAdminPage } from "@/lib/auth/guards";
import { directUploads } from "@/lib/storage";
import { AdminSection } from "@/components/admin/kit/admin-section";
import { PostForm } from "@/components/admin/posts/post-form";

export default async function CreatePostPage() {
  await requireAdminPage();
  return (
    <AdminSection title="Create Post">
      <div className="max-w-3xl rounded-lg bg-white p-4 shadow-sm sm:p-6">
        <PostForm mode="create" direct={directUploads()} />
      </div>
    </AdminSection>
  );
}
