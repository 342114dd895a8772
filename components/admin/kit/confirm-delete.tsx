"use client";
// Every delete in the dashboard asks first: "Delete {name}" opens a dialog that says what goes and that it cannot be
// undone (or a section's own, stronger warning); only its Delete button sends the DELETE. Then the spec's toast and a
// refresh of the server-rendered section. A delete that ends the admin's own access (deleting yourself) asks a second
// time (`confirmAgain`) and signs out afterwards (`signOutAfter`).
import { useState } from "react";
import { ConfirmDialog } from "./confirm-dialog";
import { useAction } from "./use-action";
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
  const { busy, run, router } = useAction();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);

  function show(next: boolean) {
    setOpen(next);
    setAsked(false);
  }

  async function remove() {
    if (confirmAgain && !asked) return setAsked(true);
    await run(
      path,
      { method: "DELETE" },
      {
        success,
        failure,
        serverMessage: !!serverMessage,
        then: async () => {
          setOpen(false);
          onDeleted?.();
          // The account is gone with its sessions; signing out also clears this browser's cookie.
          if (signOutAfter) await signOutHere(router).catch(() => router.replace("/login"));
        },
      },
    );
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
      <ConfirmDialog
        open={open}
        onClose={() => show(false)}
        title={asked ? "Are you sure?" : `Delete ${name}?`}
        busy={busy}
        confirmLabel={asked ? "Yes, delete" : "Delete"}
        busyLabel="Deleting..."
        onConfirm={remove}
      >
        <p className="text-gray-700">{asked ? confirmAgain : (warning ?? "This cannot be undone.")}</p>
      </ConfirmDialog>
    </>
  );
}
