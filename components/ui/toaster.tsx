"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { onToastRequested, toastRequested } from "./toast";

// sonner's Toaster, downloaded with sonner itself on the first toast (see ./toast.ts).
const SonnerToaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

// Spec: toasts sit top-right and close on their own after 3 s. Sonner draws no
// progress bar, which matches the spec; don't add one.
export function Toaster() {
  const requested = useSyncExternalStore(onToastRequested, toastRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-right" duration={3000} closeButton={false} richColors />
    </Suspense>
  );
}
