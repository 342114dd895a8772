"use client";
// The spec remembers a commenter's name and email in the browser (keys "name" and "email"), shared by every comment
// and reply form on the site.
import { useEffect } from "react";

const KEYS = { name: "name", email: "email" } as const;

export function rememberCommenter(name: string, email: string): void {
  localStorage.setItem(KEYS.name, name);
  localStorage.setItem(KEYS.email, email);
}

export function forgetCommenter(): void {
  localStorage.removeItem(KEYS.name);
  localStorage.removeItem(KEYS.email);
}

/** What was remembered, or empty strings. */
export function rememberedCommenter(): { name: string; email: string } {
  return { name: localStorage.getItem(KEYS.name) ?? "", email: localStorage.getItem(KEYS.email) ?? "" };
}

/**
 * Fills a form's name and email from the last comment or reply sent from this browser, once, when the form appears;
 * `fill` receives what was remembered (called only when something was).
 */
export function useRememberedCommenter(fill: (remembered: { name: string; email: string }) => void) {
  useEffect(() => {
    const remembered = rememberedCommenter();
    if (remembered.name || remembered.email) fill(remembered);
    // Only on mount: the stored values are read once when the form appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
