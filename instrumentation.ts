// Next.js calls register() once when a server starts (not per request), in each runtime.
import { assertProductionEnv } from "@/lib/env";

export async function register() {
  // NEXT_RUNTIME is inlined by Next's bundler, so the edge build drops this branch (it has no process.exit).
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  try {
    assertProductionEnv();
  } catch (error) {
    // Next only logs a failing register() and goes on answering 500s; a server missing its settings must not start.
    console.error(`✘ ${(error as Error).message}`);
    process.exit(1);
  }
}
