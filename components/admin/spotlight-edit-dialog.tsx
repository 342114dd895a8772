"use client";
// Manage Spotlight's edit dialog. The open row lives in the URL (?edit=id), so reload keeps it open and Back closes it;
// closing goes to `closeHref` (the same list without `edit`), and a save replaces the URL so Back does not reopen it.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Modal } from "@/components/ui/modal";
import type { SpotlightDto } from "@/lib/data/spotlights";
import { SpotlightForm } from "./spotlight-form";

export function SpotlightEditDialog({ spotlight, closeHref }: { spotlight: SpotlightDto; closeHref: string }) {
  const router = useRouter();
  function saved() {
    router.replace(closeHref, { scroll: false });
    router.refresh();
  }
  return (
    <Modal open onClose={() => router.push(closeHref, { scroll: false })} title={`Edit ${spotlight.name}`}>
      <SpotlightForm
        mode="edit"
        spotlight={spotlight}
        onSaved={saved}
        cancel={<Link href={closeHref} scroll={false} className="underline">Cancel</Link>}
      />
    </Modal>
  );
}
