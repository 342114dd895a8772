// `toast.success(text)` / `toast.error(text)`, as with sonner, but sonner (~13 kB gzip) is downloaded only when the
// first toast is shown: most visits never show one, so no page pays for it up front. The first call also asks the
// root layout's <Toaster> to mount; sonner replays toasts created before its Toaster subscribed, so none is lost.
// Import `toast` from here, never from "sonner" directly (that would put sonner back into every page's first load).

type Kind = "success" | "error" | "info";

let sonner: Promise<typeof import("sonner")> | undefined;
const listeners = new Set<() => void>();

/** Starts loading sonner (once) and tells the <Toaster> to mount. */
export function loadSonner() {
  if (!sonner) {
    sonner = import("sonner");
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** Whether a toast has been asked for yet (the <Toaster> renders nothing until then). */
export const toastRequested = () => sonner !== undefined;

/** Calls `listener` when the first toast is asked for; returns the unsubscribe function. */
export function onToastRequested(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function show(kind: Kind, message: string) {
  void loadSonner().then(
    (module) => module.toast[kind](message),
    // A failed chunk download (offline) must not become an unhandled rejection; the message is still logged.
    (error: unknown) => console.error(`toast "${message}" could not be shown`, error),
  );
}

export const toast = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
  info: (message: string) => show("info", message),
};
