// The route registry (lib/api/policy.ts) is the one statement of who may call what, and each handler declares the
// same policy once, by the wrapper it is built with: public → withApi, user → withUser, owner → withOwner (which finds
// the record's owner before the handler runs), admin → withAdmin, cron → withCron. This reads every route file, so a
// handler whose wrapper disagrees with the registry, or that is hand-rolled, fails here before any request is made;
// lib/integration/access-policy.int.test.ts then calls each one. Routes outside /mnb/api (redirects, files, images,
// feeds) are listed in RAW_ROUTES and built with withRaw.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_ROUTES, NOT_FOUND_ROUTE, RAW_ROUTES, type Policy } from "./policy";

const API_DIR = path.join("app", "mnb", "api");
const WRAPPER: Record<Policy, string> = {
  public: "withApi",
  user: "withUser",
  owner: "withOwner",
  admin: "withAdmin",
  cron: "withCron",
};

const routeFiles = (readdirSync(API_DIR, { recursive: true }) as string[])
  .filter((f) => path.basename(f) === "route.ts")
  .map((f) => path.join(API_DIR, f));

const routeOf = (file: string) => `/${path.dirname(file).split(path.sep).slice(1).join("/")}`;

/** The wrapper a method's export is built with, following `export { POST } from "../other/route"`. */
function wrapperOf(file: string, method: string): string | null {
  const text = readFileSync(file, "utf8");
  const built = new RegExp(`export const ${method} = (\\w+)[<(]`).exec(text);
  if (built) return built[1];
  const reexport = new RegExp(`export \\{[^}]*\\b${method}\\b[^}]*\\} from "(\\.[^"]+)"`).exec(text);
  if (reexport) {
    const target = path.join(path.dirname(file), `${reexport[1]}.ts`);
    return existsSync(target) ? wrapperOf(target, method) : null;
  }
  return null;
}

describe("route handlers declare the registry's policy", () => {
  it("finds every route file", () => {
    expect(routeFiles.length).toBeGreaterThan(50);
  });

  it("builds each registered method with its policy's wrapper", () => {
    const wrong: string[] = [];
    for (const file of routeFiles) {
      const route = routeOf(file);
      if (route === NOT_FOUND_ROUTE) continue;
      const policies = API_ROUTES[route as keyof typeof API_ROUTES] as Partial<Record<string, Policy>> | undefined;
      if (!policies) {
        wrong.push(`${route}: not in lib/api/policy.ts`);
        continue;
      }
      for (const [method, policy] of Object.entries(policies)) {
        const wrapper = wrapperOf(file, method);
        if (wrapper !== WRAPPER[policy!])
          wrong.push(`${route} ${method}: ${policy} wants ${WRAPPER[policy!]}, built with ${wrapper ?? "no wrapper"}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("builds every route outside /mnb/api with withRaw, and lists it in RAW_ROUTES", () => {
    const raw = (readdirSync("app", { recursive: true }) as string[])
      .filter((f) => path.basename(f) === "route.ts" && !f.startsWith(path.join("mnb", "api")))
      .map((f) => path.join("app", f));
    expect(raw.length).toBeGreaterThan(3);
    const wrong: string[] = [];
    const seen = new Set<string>();
    for (const file of raw) {
      // The address, without route groups: app/(site)/payment/callback/route.ts → /payment/callback.
      const route = `/${path
        .dirname(file)
        .split(path.sep)
        .slice(1)
        .filter((s) => !/^\(.*\)$/.test(s))
        .join("/")}`;
      seen.add(route);
      const policies = RAW_ROUTES[route as keyof typeof RAW_ROUTES] as Partial<Record<string, Policy>> | undefined;
      if (!policies) {
        wrong.push(`${route}: not in RAW_ROUTES`);
        continue;
      }
      for (const method of Object.keys(policies)) {
        const wrapper = wrapperOf(file, method);
        if (wrapper !== "withRaw") wrong.push(`${route} ${method}: built with ${wrapper ?? "no wrapper"}`);
      }
    }
    for (const route of Object.keys(RAW_ROUTES))
      if (!seen.has(route)) wrong.push(`${route}: listed but has no route file`);
    expect(wrong).toEqual([]);
  });
});
