// The Node.js half of instrumentation.ts: runs once when a Node server starts.
import { assertProductionEnv } from "@/lib/config/env";
import { installPeerAddressHeader } from "@/lib/http/peer-address";
import { expireBuildTimePages } from "@/lib/cache/tags";

export function onServerStart() {
  try {
    assertProductionEnv();
  } catch (error) {
    // Next only logs a failing register() and goes on answering 500s; a server missing its settings must not start.
    console.error(`✘ ${(error as Error).message}`);
    process.exit(1);
  }
  installPeerAddressHeader();
  // Pages prerendered at build time hold the build database's content: render them again from this server's database.
  expireBuildTimePages();
}
