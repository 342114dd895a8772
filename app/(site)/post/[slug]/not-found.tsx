import Link from "@/components/ui/link";
import { NOT_FOUND_MESSAGE } from "@/lib/posts/posts";

export default function PostNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-lg" role="alert">
        {NOT_FOUND_MESSAGE}
      </p>
      <Link href="/blog" className="mt-4 inline-block underline">
        Back to the blog
      </Link>
    </div>
  );
}
