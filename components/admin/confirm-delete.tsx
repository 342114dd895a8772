"use client";
// Every delete in the dashboard asks first: "Delete {name}" opens a dialog that says what goes and that it cannot be
// undone (or a section's own, stronger warning); only its Delete button sends the DELETE. Then the spec's toast and a
// refresh of the server-rendered section. A delete that ends the admin's own access (deleting yourself) asks a second
// time (`confirmAgain`) and signs out afterwards (`signOutAfter`).
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toast";
import { apiFetch, messageOr } from "@/lib/client/api";
import { signOutHere } from "./sign-out-button";

type Props = {
  /** The call under /mnb/api, e.g. `/deleteAdvert/{id}`. */
  path: string;
  /** What is deleted, as the admin knows it (the button says "Delete {name}"). */
  name: string;
  success: string;
  failure: string;
  /** Show the server's message when it sends one (the spec's "or the server message"). */
  serverMessage?: boolean;
  warning?: string;
  /** The trigger's visible text; its accessible name is always "Delete {name}". */
  label?: string;
  className?: string;
  onDeleted?: () => void;
  /** A second question asked after the first Delete, for deletes that cannot be taken back by the one who made them. */
  confirmAgain?: string;
  /** Sign this browser out once deleted (the admin deleted their own account). */
  signOutAfter?: boolean;
};

export function ConfirmDelete({
  path,
  name,
  success,
  failure,
  serverMessage,
  warning,
  label = "Delete",
  className,
  onDeleted,
  confirmAgain,
  signOutAfter,
}: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [asked, setAsked] = useState(false);

  function show(next: boolean) {
    setOpen(next);
    setAsked(false);
  }

  async function remove() {
    if (confirmAgain && !asked) return setAsked(true);
    setBusy(true);
    try {
      await apiFetch(path, { method: "DELETE" });
      setOpen(false);
      toast.success(success);
      onDeleted?.();
      // The account is gone with its sessions; signing out also clears this browser's cookie.
      if (signOutAfter) await signOutHere(router).catch(() => router.replace("/login"));
      else router.refresh();
    } catch (error) {
      toast.error(serverMessage ? messageOr(error, failure) : failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => show(true)}
        aria-label={`Delete ${name}`}
        className={className ?? "text-red-700 underline"}
      >
        {label}
      </button>
      <Modal open={open} onClose={() => !busy && show(false)} title={asked ? "Are you sure?" : `Delete ${name}?`}>
        <p className="text-gray-700">{asked ? confirmAgain : (warning ?? "This cannot be undone.")}</p>
        <div className="flex justify-end gap-3">
          <button
            type="button"
            onClick={() => show(false)}
            disabled={busy}
            className="rounded-md border border-gray-300 px-4 py-2 hover:bg-gray-100"
          >
            Cancel
          </button>
          <button
            type="button"
            onClick={remove}
            disabled={busy}
            className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {busy ? "Deleting..." : asked ? "Yes, delete" : "Delete"}
          </button>
        </div>
      </Modal>
    </>
  );
}
