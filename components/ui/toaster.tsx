"use client";

import { Toaster as SonnerToaster } from "sonner";

// Spec: toasts sit top-right and close on their own after 3 s. Sonner draws no
// progress bar, which matches the spec; don't add one.
export function Toaster() {
  return <SonnerToaster position="top-right" duration={3000} closeButton={false} richColors />;
}
