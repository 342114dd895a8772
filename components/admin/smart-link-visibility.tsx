"use client";
// Hide or show a smart link again (Smart Links section): the same update call as the edit form, with the link's own
// fields and `hidden` flipped. A hidden link's page answers 404; its statistics stay.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { apiFetch, messageOr } from "@/lib/client/api";
import type { SmartLinkAdminDto } from "@/lib/data/smart-links";
import { SMART_LINK_UPDATE_FAILED } from "@/lib/validations/smart-link-stats";
import { smartLinkBody } from "./smart-link-form";

export function SmartLinkVisibility({ link }: { link: SmartLinkAdminDto }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const action = link.hidden ? "Show" : "Hide";

  async function toggle() {
    setBusy(true);
    try {
      await apiFetch(`/smart-links/${link.slug}`, { method: "PUT", body: smartLinkBody(link, !link.hidden) });
      toast.success(link.hidden ? "Smart link is on show again" : "Smart link hidden");
      router.refresh();
    } catch (error) {
      toast.error(messageOr(error, SMART_LINK_UPDATE_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" onClick={toggle} disabled={busy} aria-label={`${action} ${link.songTitle}`} className="text-brand-dark underline disabled:opacity-60">
      {action}
    </button>
  );
}
