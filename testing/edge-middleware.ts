// The Edge middleware exactly as `vercel build` wrote it (functions/middleware.func/index.js, one ESM file whose default
// export is Vercel's (request, context) → Response entry), run in @edge-runtime/vm: the Edge runtime's globals and
// nothing of Node's, as on Vercel. Environment: the build's own (.vc-config.json) plus `env`.
import { readFileSync } from "node:fs";
import path from "node:path";
import * as async_hooks from "node:async_hooks";
import * as buffer from "node:buffer";
import * as events from "node:events";
import * as util from "node:util";
import * as assert from "node:assert";
import { EdgeVM } from "@edge-runtime/vm";

const EDGE_NODE_MODULES: Record<string, unknown> = { async_hooks, buffer, events, util, assert };

export type EdgeHandler = (request: Request) => Promise<Response>;

export function loadEdgeMiddleware(func: string, env: Record<string, string>): EdgeHandler {
  const config = JSON.parse(readFileSync(path.join(func, ".vc-config.json"), "utf8")) as {
    entrypoint: string;
    environment?: Record<string, string>;
  };
  const source = readFileSync(path.join(func, config.entrypoint), "utf8");
  const entries = source.split(/^\s*export default /m);
  if (entries.length !== 2) throw new Error(`${config.entrypoint} has no single default export`);
  const vm = new EdgeVM({
    extend: (context) =>
      Object.assign(context, {
        process: { env: { ...config.environment, ...env } },
        // A global on Vercel's Edge runtime (Next's edge code reads it there).
        AsyncLocalStorage: async_hooks.AsyncLocalStorage,
        // The Node modules Vercel's Edge runtime offers (its Node.js compatibility list); nothing else loads.
        require: (name: string) => {
          const builtin = EDGE_NODE_MODULES[name.replace(/^node:/, "")];
          if (!builtin) throw new Error(`${name} is not available in the Edge runtime`);
          return builtin;
        },
      }),
  });
  vm.evaluate(`${entries[0]}\nglobalThis.__vercelEntry = ${entries[1]}`);
  const entry = vm.context.__vercelEntry as (
    req: unknown,
    ctx: { waitUntil: (p: Promise<unknown>) => void },
  ) => Promise<Response>;
  return async (request) => {
    // A Request of the VM's own realm, as the platform hands it over.
    const inner = new vm.context.Request(request.url, { method: request.method, headers: request.headers });
    return entry(inner, { waitUntil: () => {} });
  };
}
