"use client";
// Manage Spotlight's edit dialog. The open row lives in the URL (?edit=id), so reload keeps it open and Back closes it;
// closing goes to `closeHref` (the same list without `edit`), and a save replaces the URL so Back does not reopen it.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Modal } from "@/components/ui/modal";
import type { SpotlightDto } from "@/lib/spotlights/spotlights";
import { SpotlightForm } from "./spotlight-form";
import { useHydrated } from "@/components/ui/use-hydrated";

export function SpotlightEditDialog({
  spotlight,
  closeHref,
  direct,
}: {
  spotlight: SpotlightDto;
  closeHref: string;
  direct: boolean;
}) {
  const router = useRouter();
  // Opened from the URL, the dialog is already open when the page hydrates; the Modal portals into <body>, which the
  // server never rendered, so it opens right after hydration (false on the server and while hydrating, then true).
  const hydrated = useHydrated();
  return (
    <Modal open={hydrated} onClose={() => router.push(closeHref, { scroll: false })} title={`Edit ${spotlight.name}`}>
      <SpotlightForm
        mode="edit"
        spotlight={spotlight}
        doneHref={closeHref}
        direct={direct}
        cancel={
          <Link href={closeHref} scroll={false} className="underline">
            Cancel
          </Link>
        }
      />
    </Modal>
  );
}
