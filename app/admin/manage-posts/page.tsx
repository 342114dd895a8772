import { requireAdminPage } from "@/lib/auth/guards";
import { listPosts } from "@/lib/data/posts";
import { PostsTable } from "@/components/admin/posts-table";

export default async function ManagePostsPage() {
  await requireAdminPage();
  const posts = await listPosts();
  return (
    <section aria-labelledby="manage-posts" className="rounded-lg bg-white p-6 shadow-sm">
      <h1 id="manage-posts" className="mb-4 font-serif text-3xl font-bold">Manage Posts</h1>
      <PostsTable posts={posts} />
    </section>
  );
}
