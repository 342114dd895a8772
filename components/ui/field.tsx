// A labelled field with its error message, for every form our code handles, admin and public alike; the form itself
// and the one text, e-mail and multi-line input are in ./text-field.tsx.
import type { ReactNode } from "react";

type Props = { id: string; label: string; error?: string; children: ReactNode; hint?: string };

export function Field({ id, label, error, children, hint }: Props) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && <p className="text-xs text-gray-500">{hint}</p>}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const inputClass =
  "w-full rounded-md border border-gray-300 px-3 py-2 text-base focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/40";
export const buttonClass =
  "inline-flex items-center justify-center rounded-md bg-brand-dark px-4 py-2 font-semibold text-white hover:bg-ink disabled:cursor-not-allowed disabled:opacity-60";
