"use client";
// Hide or show a smart link again (Smart Links section): the same update call as the edit form, with the link's own
// fields and `hidden` flipped. A hidden link's page answers 404; its statistics stay.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { apiFetch, messageOr } from "@/lib/client/api";
import type { SmartLinkAdminDto } from "@/lib/data/smart-links";
import { SMART_LINK_HIDDEN, SMART_LINK_SHOWN, SMART_LINK_UPDATE_FAILED } from "@/lib/validations/smart-link-moderation";
import { smartLinkBody, type PlatformFields } from "./smart-link-form";

export function SmartLinkVisibility({ link, platforms }: { link: SmartLinkAdminDto; platforms: PlatformFields }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const action = link.hidden ? "Show" : "Hide";

  async function toggle() {
    setBusy(true);
    try {
      await apiFetch(`/smart-links/${link.slug}`, {
        method: "PUT",
        body: smartLinkBody(link, platforms, !link.hidden),
      });
      toast.success(link.hidden ? SMART_LINK_SHOWN : SMART_LINK_HIDDEN);
      router.refresh();
    } catch (error) {
      toast.error(messageOr(error, SMART_LINK_UPDATE_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      aria-label={`${action} ${link.songTitle}`}
      className="text-brand-dark underline disabled:opacity-60"
    >
      {action}
    </button>
  );
}
