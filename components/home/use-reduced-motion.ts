// Whether the visitor asked for less motion; the slideshow and carousel then stop moving on their own.
import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

export const prefersReducedMotion = () => typeof window !== "undefined" && window.matchMedia(QUERY).matches;

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/** False while server-rendering, so the first paint is the same everywhere; the real answer follows on hydration. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
