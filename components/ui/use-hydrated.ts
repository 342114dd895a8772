"use client";
import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true once this component's code runs in the browser (React
 * renders once more right after hydration). For what must wait for the page's code: a submit button, a dialog that
 * portals into <body>, a control whose handler is not there yet.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
