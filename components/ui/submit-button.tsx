"use client";
// Every form our pages' code sends submits through this button. Until the code has run (a slow phone still loading
// it) the button is disabled: a tap then would be the browser's own submit, which reloads the page and loses what was
// typed (the forms post, so nothing reaches the address; lib/architecture.test.ts). Enter in a field does nothing
// either while a form's submit button is disabled. Once hydrated it is disabled only while `busy`.
import type { ButtonHTMLAttributes } from "react";
import { buttonClass } from "./field";
import { useHydrated } from "./use-hydrated";

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "disabled"> & {
  /** Sending, uploading, or not ready to send: disabled with its own label. */
  busy?: boolean;
};

export function SubmitButton({ busy = false, className = buttonClass, children, ...rest }: Props) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={className} disabled={!hydrated || busy} {...rest}>
      {children}
    </button>
  );
}
