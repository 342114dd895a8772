"use client";
// Approve a link made signed out and never claimed (Smart Links section): until then its page is noindex and it is not
// in the sitemap. The server checks the admin role and logs the approval.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { apiFetch, messageOr } from "@/lib/client/api";
import { SMART_LINK_APPROVE_FAILED, SMART_LINK_APPROVED } from "@/lib/validations/smart-link-moderation";

export function SmartLinkApprove({ slug, songTitle }: { slug: string; songTitle: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function approve() {
    setBusy(true);
    try {
      await apiFetch(`/smart-links/${slug}/approve`, { method: "POST" });
      toast.success(SMART_LINK_APPROVED);
    } catch (error) {
      toast.error(messageOr(error, SMART_LINK_APPROVE_FAILED));
    } finally {
      setBusy(false);
      router.refresh();
    }
  }

  return (
    <button
      type="button"
      onClick={approve}
      disabled={busy}
      aria-label={`Approve ${songTitle}`}
      className="text-brand-dark underline disabled:opacity-60"
    >
      Approve
    </button>
  );
}
