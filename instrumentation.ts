// Next.js calls register() once when a server starts (not per request), in each runtime.

export async function register() {
  // NEXT_RUNTIME is inlined by Next's bundler, so the edge build drops this import (Node-only code: process.exit).
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { registerNode } = await import("./instrumentation-node");
    registerNode();
  }
}
