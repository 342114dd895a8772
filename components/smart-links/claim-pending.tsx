"use client";
// For a signed-in visitor of /music-links: claims the links this browser made signed out (their tokens are in
// localStorage), so they become this account's, with their statistics, and may be indexed. A refused claim (already
// claimed, or not this browser's to claim) is forgotten; a failed one is tried again next visit.
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { toast } from "@/components/ui/toast";
import { ApiRequestError, apiFetch } from "@/lib/api/client";
import { dropClaim, pendingClaims } from "@/lib/smart-links/claims-client";
import { SMART_LINK_CLAIMED } from "@/lib/smart-links/copy";

export function ClaimPending() {
  const router = useRouter();
  useEffect(() => {
    const claims = Object.entries(pendingClaims());
    if (!claims.length) return;
    void (async () => {
      let claimed = 0;
      for (const [slug, token] of claims) {
        try {
          await apiFetch(`/smart-links/${encodeURIComponent(slug)}/claim`, { method: "POST", json: { token } });
          claimed++;
          dropClaim(slug);
        } catch (error) {
          if (error instanceof ApiRequestError && error.status < 500 && error.status !== 429) dropClaim(slug);
        }
      }
      if (claimed) {
        toast.success(SMART_LINK_CLAIMED);
        router.refresh();
      }
    })();
  }, [router]);
  return null;
}
