"use client";
// Hide or show a smart link again (Smart Links section): the same update call as the edit form, with the link's own
// fields and `hidden` flipped. A hidden link's page answers 404; its statistics stay.
import type { SmartLinkAdminDto } from "@/lib/smart-links/smart-links";
import { SMART_LINK_HIDDEN, SMART_LINK_SHOWN, SMART_LINK_UPDATE_FAILED } from "@/lib/smart-links/copy";
import { smartLinkBody, type PlatformFields } from "./smart-link-form";
import { useAction } from "@/components/admin/kit/use-action";

export function SmartLinkVisibility({ link, platforms }: { link: SmartLinkAdminDto; platforms: PlatformFields }) {
  const { disabled, run } = useAction();
  const action = link.hidden ? "Show" : "Hide";
  const toggle = () =>
    run(
      `/smart-links/${link.slug}`,
      { method: "PUT", body: smartLinkBody({ ...link, releaseOn: undefined }, platforms, !link.hidden) },
      { success: link.hidden ? SMART_LINK_SHOWN : SMART_LINK_HIDDEN, failure: SMART_LINK_UPDATE_FAILED },
    );

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={disabled}
      aria-label={`${action} ${link.songTitle}`}
      className="text-brand-dark underline disabled:opacity-60"
    >
      {action}
    </button>
  );
}
