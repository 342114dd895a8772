"use client";
// Approve a link made signed out and never claimed (Smart Links section): until then its page is noindex and it is not
// in the sitemap. The server checks the admin role and logs the approval.
import { SMART_LINK_APPROVE_FAILED, SMART_LINK_APPROVED } from "@/lib/smart-links/copy";
import { useAction } from "@/components/admin/kit/use-action";

export function SmartLinkApprove({ slug, songTitle }: { slug: string; songTitle: string }) {
  const { disabled, run } = useAction();
  const approve = () =>
    run(
      `/smart-links/${slug}/approve`,
      { method: "POST" },
      { success: SMART_LINK_APPROVED, failure: SMART_LINK_APPROVE_FAILED },
    );

  return (
    <button
      type="button"
      onClick={approve}
      disabled={disabled}
      aria-label={`Approve ${songTitle}`}
      className="text-brand-dark underline disabled:opacity-60"
    >
      Approve
    </button>
  );
}
