// Next.js calls register() once when a server starts (not per request, never during `next build`), in each runtime.
export async function register() {
  // NEXT_RUNTIME is inlined by Next's bundler, so the edge build drops this import (Node-only code).
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { onServerStart } = await import("./lib/next-config/server-start");
    onServerStart();
  }
}
