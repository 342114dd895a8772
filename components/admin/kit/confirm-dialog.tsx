"use client";
// Every question the dashboard asks before acting (delete, delete selected, restore a version, ban a commenter) is
// this dialog: what will happen, then Cancel and the action's button, both disabled while the call runs; the dialog
// cannot be dismissed mid-call. With `onSubmit` its body is a form (fields to fill in first) and the action submits it.
// On a phone the two buttons stack full width, the action on top, each at least 44 px tall.
import type { FormEvent, ReactNode } from "react";
import { Modal } from "@/components/ui/modal";
import { buttonClass } from "@/components/ui/field";
import { PostForm } from "@/components/ui/text-field";

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  busy: boolean;
  /** The action button's text, and its text while the call runs ("Delete", "Deleting..."). */
  confirmLabel: string;
  busyLabel: string;
  /** Red for what cannot be taken back (the default), the brand's button otherwise. */
  tone?: "danger" | "primary";
  children: ReactNode;
} & (
  | { onConfirm: () => void; onSubmit?: never; formLabel?: never }
  | { onSubmit: (event: FormEvent<HTMLFormElement>) => void; formLabel: string; onConfirm?: never }
);

const DANGER = "rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60";

export function ConfirmDialog({
  open,
  onClose,
  title,
  busy,
  confirmLabel,
  busyLabel,
  tone = "danger",
  children,
  onConfirm,
  onSubmit,
  formLabel,
}: Props) {
  const buttons = (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <button
        type="button"
        onClick={onClose}
        disabled={busy}
        className="min-h-11 rounded-md border border-gray-300 px-4 py-2 hover:bg-gray-100"
      >
        Cancel
      </button>
      <button
        type={onSubmit ? "submit" : "button"}
        onClick={onSubmit ? undefined : onConfirm}
        disabled={busy}
        className={`min-h-11 ${tone === "danger" ? DANGER : buttonClass}`}
      >
        {busy ? busyLabel : confirmLabel}
      </button>
    </div>
  );
  return (
    <Modal open={open} onClose={() => !busy && onClose()} title={title}>
      {onSubmit ? (
        <PostForm onSubmit={onSubmit} className="flex flex-col gap-3" aria-label={formLabel}>
          {children}
          {buttons}
        </PostForm>
      ) : (
        <>
          {children}
          {buttons}
        </>
      )}
    </Modal>
  );
}
