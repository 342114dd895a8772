"use client";
// An accessible modal on the native <dialog>: showModal() makes the rest of the page inert (focus stays inside),
// Escape closes it, and a click on the backdrop (outside the panel) closes it too.
import { useEffect, useRef, type ReactNode } from "react";

type Props = { open: boolean; onClose: () => void; title: string; children: ReactNode; className?: string };

export function Modal({ open, onClose, title, children, className = "" }: Props) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-label={title}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className={`m-auto w-[min(92vw,32rem)] rounded-xl p-0 shadow-2xl backdrop:bg-black/60 ${className}`}
    >
      <div className="flex flex-col gap-4 p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 className="font-serif text-2xl font-bold">{title}</h2>
          <button type="button" onClick={onClose} aria-label="Close" className="rounded-md px-2 text-2xl leading-none hover:bg-gray-100">
            ×
          </button>
        </div>
        {open && children}
      </div>
    </dialog>
  );
}
