// /containercomponent/{id}: the old client's "Leave Us Your Review Here:" page, still linked from outside, with the
// same review form and list as /contact (whose address is canonical: the id does not change what the page shows).
import { PageHeader } from "@/components/about/page-header";
import { ContactReviews } from "@/components/contact/contact-reviews";
import { listReviews } from "@/lib/reviews/reviews";
import { pageMetadata } from "@/lib/seo/metadata";

// lib/next-config/public-rewrites.ts rewrites every /containercomponent/{id} here: the id does not change what the page shows, so this is
// one static page (expired by the reviews tag), and an unbounded set of ids cannot fill the page cache.

export const metadata = pageMetadata(
  "/contact",
  "Leave a Review",
  "Tell us how we did: leave your review of My Nation Blog.",
);

export default async function ReviewPage() {
  const reviews = await listReviews(1);
  return (
    <>
      <PageHeader
        title="Leave Us Your Review Here:"
        crumbs={[{ href: "/contact", label: "Review" }, { label: "Leave a review" }]}
      />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <ContactReviews initial={reviews} />
      </div>
    </>
  );
}
