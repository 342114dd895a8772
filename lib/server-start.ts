// The Node.js half of instrumentation.ts: runs once when a Node server starts.
import { assertProductionEnv } from "@/lib/env";
import { installPeerAddressHeader } from "@/lib/peer-address";

export function onServerStart() {
  try {
    assertProductionEnv();
  } catch (error) {
    // Next only logs a failing register() and goes on answering 500s; a server missing its settings must not start.
    console.error(`✘ ${(error as Error).message}`);
    process.exit(1);
  }
  installPeerAddressHeader();
}
