import Link from "@/components/ui/link";
import { POST_TEXT } from "@/lib/copy/post";

// A preview link that does not (or no longer) work: what the browser shows once the page's 404 reaches this boundary.
export default function PreviewNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-lg" role="alert">
        {POST_TEXT.previewExpired}
      </p>
      <Link href="/blog" className="mt-4 inline-block underline">
        Back to the blog
      </Link>
    </div>
  );
}
