import { requireAdminPage } from "@/lib/auth/guards";
import { listPosts } from "@/lib/data/posts";
import { PostForm } from "@/components/admin/post-form";
import { PostsTable } from "@/components/admin/posts-table";

// Each later admin section (songs, artists, bookings, …) adds its own <section> here.
export default async function AdminDashboardPage() {
  await requireAdminPage();
  const posts = await listPosts();
  return (
    <div className="flex flex-col gap-10">
      <h1 className="font-serif text-3xl font-bold">Admin Dashboard</h1>
      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="create-post" className="rounded-lg bg-white p-6 shadow-sm">
          <h2 id="create-post" className="mb-4 text-xl font-bold">Create Post</h2>
          <PostForm mode="create" />
        </section>
      </div>
      <section aria-labelledby="manage-posts" className="rounded-lg bg-white p-6 shadow-sm">
        <h2 id="manage-posts" className="mb-4 text-xl font-bold">Manage Posts</h2>
        <PostsTable posts={posts} />
      </section>
    </div>
  );
}
