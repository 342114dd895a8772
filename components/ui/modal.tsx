"use client";
// An accessible modal: role="dialog" + aria-modal, the rest of the page made inert while it is open (so focus and
// screen readers stay inside), Escape and a click on the overlay close it, and focus returns to where it came from.
// It is a fixed overlay rather than a native top-layer <dialog> so toasts (sonner) still show above it. It fits a
// 360 px phone: at most the screen's visible height (dvh, without the browser's bars) with its own scroll, and long
// words (an e-mail address, a 60-character title) wrap inside it instead of widening it.
import { useEffect, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";

type Props = { open: boolean; onClose: () => void; title: string; children: ReactNode; className?: string };

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const isToaster = (el: Element) =>
  el.matches('section[aria-label^="Notifications"]') || !!el.querySelector("[data-sonner-toaster]");

export function Modal({ open, onClose, title, children, className = "" }: Props) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);

  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open || !panel.current) return;
    const returnTo = document.activeElement as HTMLElement | null;
    const root = panel.current.closest("[data-modal-root]");
    const madeInert: HTMLElement[] = [];
    for (const child of Array.from(document.body.children) as HTMLElement[]) {
      if (child === root || child.inert || isToaster(child)) continue;
      child.inert = true;
      madeInert.push(child);
    }
    const first = panel.current.querySelector<HTMLElement>(`${FOCUSABLE}:not([data-modal-close])`) ?? panel.current;
    first.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        close.current();
      }
    };
    document.addEventListener("keydown", onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
      for (const el of madeInert) el.inert = false;
      returnTo?.focus?.();
    };
  }, [open]);

  // Modals open only after user interaction, so there is nothing to render on the server.
  if (!open || typeof document === "undefined") return null;
  return createPortal(
    <div
      data-modal-root
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/60 p-4"
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`max-h-[calc(100dvh-2rem)] w-[min(100%,32rem)] overflow-x-hidden overflow-y-auto overscroll-contain rounded-xl bg-white break-words shadow-2xl outline-none ${className}`}
      >
        <div className="flex flex-col gap-4 p-4 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="min-w-0 font-serif text-xl font-bold [overflow-wrap:anywhere] sm:text-2xl">
              {title}
            </h2>
            <button
              type="button"
              data-modal-close
              onClick={onClose}
              aria-label="Close"
              className="flex size-11 shrink-0 items-center justify-center rounded-md text-2xl leading-none hover:bg-gray-100"
            >
              ×
            </button>
          </div>
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
