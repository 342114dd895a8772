"use client";
// A button that opens a modal; the content gets a `close` callback (used by forms that close on success).
import { Suspense, useState, type ReactNode } from "react";
import { Modal } from "@/components/ui/modal";
import { buttonClass } from "@/components/ui/field";

type Props = { label: string; title: string; children: (close: () => void) => ReactNode };

export function ModalButton({ label, title, children }: Props) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={`${buttonClass} px-6 py-3`}>
        {label}
      </button>
      <Modal open={open} onClose={close} title={title}>
        {/* The content may be a lazily loaded form: its code downloads when the modal first opens. */}
        <Suspense fallback={<p role="status">Loading...</p>}>{children(close)}</Suspense>
      </Modal>
    </>
  );
}
