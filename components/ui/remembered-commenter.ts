"use client";
// The spec remembers a commenter's name and email in the browser (keys "name" and "email"), shared by every comment
// and reply form on the site.
import { useEffect } from "react";
import type { FieldValues, Path, PathValue, UseFormSetValue } from "react-hook-form";

const KEYS = { name: "name", email: "email" } as const;

export function rememberCommenter(name: string, email: string): void {
  localStorage.setItem(KEYS.name, name);
  localStorage.setItem(KEYS.email, email);
}

export function forgetCommenter(): void {
  localStorage.removeItem(KEYS.name);
  localStorage.removeItem(KEYS.email);
}

/**
 * Fills a form's name and email from the last comment or reply sent from this browser; `onRemembered` runs when
 * something was filled in (the blog form ticks its "save my info" box then).
 */
export function useRememberedCommenter<T extends FieldValues & { name: string; email: string }>(
  setValue: UseFormSetValue<T>,
  onRemembered?: () => void,
) {
  useEffect(() => {
    const name = localStorage.getItem(KEYS.name);
    const email = localStorage.getItem(KEYS.email);
    if (name) setValue("name" as Path<T>, name as PathValue<T, Path<T>>);
    if (email) setValue("email" as Path<T>, email as PathValue<T, Path<T>>);
    if (name || email) onRemembered?.();
    // Only on mount: the stored values are read once when the form appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [setValue]);
}
