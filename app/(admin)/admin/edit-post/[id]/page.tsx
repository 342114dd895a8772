import { requireAdminPage } from "@/lib/auth/guards";
import { findPost, type PostDto } from "@/lib/data/posts";
import { PostForm } from "@/components/admin/post-form";

export default async function EditPostPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  let post: PostDto | null;
  try {
    post = await findPost((await params).id);
  } catch (error) {
    console.error("post could not be loaded", error);
    return (
      <p role="alert" className="text-red-700">
        Failed to fetch post.
      </p>
    );
  }
  if (!post) return <p role="alert">Post not found</p>;
  return (
    <section aria-labelledby="edit-post" className="max-w-2xl rounded-lg bg-white p-6 shadow-sm">
      <h1 id="edit-post" className="mb-4 font-serif text-3xl font-bold">
        Edit Post
      </h1>
      <PostForm mode="edit" post={post} />
    </section>
  );
}
