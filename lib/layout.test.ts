// The layout's rules (docs/architecture.md "Layout"), walked over the source so that a file added later that breaks
// one fails here:
// - lib/ holds folders only: a feature per folder, and the drawers of what every feature uses;
// - lib/core sits at the bottom and imports nothing else of ours; a drawer never imports a feature, but for the two
//   top drawers, lib/api (the route wrapper) and lib/next-config (Next's own configuration);
// - a feature imports another only through that feature's index.ts, its public face;
// - nothing points back up: lib never imports components/ or app/, components/ never imports app/, testing/ never
//   imports scripts/;
// - the files next.config.ts loads import each other by relative paths (the config is compiled without @/);
// - no files import each other, directly or round a loop (type-only imports aside: they are gone once built);
// - no module passes on another's names (export … from) but an index.ts: a reader finds a name where it is made.
// Tests are not held to these: a test may reach into whatever it tests.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Cross-cutting folders of lib/; every other folder is a feature. */
const DRAWERS = ["core", "config", "db", "cache", "http", "abuse", "storage", "auth", "seo", "api", "next-config"];
/** Drawers above the features: they may use any feature's files. */
const TOP_DRAWERS = ["api", "next-config"];
/** Not ours to arrange: Prisma's generated client, and the integration tests (they call everything). */
const NOT_ARRANGED = ["generated", "integration"];

const ROOTS = ["app", "lib", "components", "scripts", "testing", "e2e", "prisma"];
const SKIP = /(^|\/)(generated|node_modules|\.next[^/]*|perf-floor)(\/|$)/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = `${dir}/${name}`;
    if (SKIP.test(file)) return [];
    if (statSync(file).isDirectory()) return walk(file);
    return /\.(tsx?|mts|mjs|cjs)$/.test(name) && !name.endsWith(".d.mts") ? [file] : [];
  });
}

const files = ROOTS.flatMap(walk);
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".mjs", ".cjs", "/index.ts", "/index.tsx"];

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith("@/")
    ? spec.slice(2)
    : spec.startsWith(".")
      ? path.posix.join(path.posix.dirname(from), spec)
      : null;
  if (base === null) return null;
  return EXTENSIONS.map((ext) => base + ext).find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

type Import = { from: string; to: string; spec: string; typeOnly: boolean };

const IMPORT =
  /^\s*(import|export)\s+(type\s+)?(?:[^;]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm;

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith("lib/integration/");

/** Every import of one of our files by the app's code. Tests may reach into whatever they test. */
const imports: Import[] = files
  .filter((file) => !isTest(file))
  .flatMap((from) =>
    [...readFileSync(from, "utf8").matchAll(IMPORT)].flatMap((m) => {
      const spec = m[3] ?? m[4];
      const to = resolve(from, spec);
      return to ? [{ from, to, spec, typeOnly: Boolean(m[2]) }] : [];
    }),
  );

/** The lib folder a file is in, or null outside lib/ (and for lib's own tests at its root). */
const folderOf = (file: string) => (file.startsWith("lib/") && file.split("/").length > 2 ? file.split("/")[1] : null);
const isFeature = (folder: string | null): folder is string =>
  folder !== null && !DRAWERS.includes(folder) && !NOT_ARRANGED.includes(folder);
const line = (i: Import) => `${i.from} → ${i.spec}`;

describe("the layout", () => {
  it("finds the imports it checks", () => {
    expect(files.length).toBeGreaterThan(500);
    expect(imports.length).toBeGreaterThan(2000);
    expect(readdirSync("lib").filter((name) => isFeature(name)).length).toBeGreaterThan(15);
  });

  it("keeps lib/ in folders: no loose files at its root but these layout tests", () => {
    const loose = readdirSync("lib").filter((name) => statSync(`lib/${name}`).isFile() && !name.endsWith(".test.ts"));
    expect(loose).toEqual([]);
  });

  it("keeps lib/core at the bottom: it imports nothing else of ours", () => {
    expect(imports.filter((i) => folderOf(i.from) === "core" && folderOf(i.to) !== "core").map(line)).toEqual([]);
  });

  it("lets a drawer use other drawers only, but for lib/api and lib/next-config on top", () => {
    const upward = imports.filter((i) => {
      const from = folderOf(i.from);
      return from && DRAWERS.includes(from) && !TOP_DRAWERS.includes(from) && isFeature(folderOf(i.to));
    });
    expect(upward.map(line)).toEqual([]);
  });

  it("lets a feature use another only through its index.ts", () => {
    const around = imports.filter((i) => {
      const from = folderOf(i.from);
      const to = folderOf(i.to);
      return isFeature(from) && isFeature(to) && from !== to && i.to !== `lib/${to}/index.ts`;
    });
    expect(around.map(line)).toEqual([]);
  });

  it("never points back up: lib never imports components/ or app/, components/ never app/, testing/ never scripts/", () => {
    const up: Record<string, string[]> = { lib: ["components", "app"], components: ["app"], testing: ["scripts"] };
    const back = imports.filter((i) => up[i.from.split("/")[0]]?.includes(i.to.split("/")[0]));
    expect(back.map(line)).toEqual([]);
  });

  it("keeps the files next.config.ts loads on relative imports (Next compiles the config without the @/ alias)", () => {
    const all = [...ROOTS.flatMap(walk), "next.config.ts"];
    const loaded = new Set<string>();
    const aliased: string[] = [];
    const load = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      for (const m of readFileSync(file, "utf8").matchAll(IMPORT)) {
        const spec = m[3] ?? m[4];
        const to = resolve(file, spec);
        if (!to) continue;
        if (spec.startsWith("@/")) aliased.push(`${file} → ${spec}`);
        load(to);
      }
    };
    load("next.config.ts");
    expect(all.length).toBeGreaterThan(loaded.size);
    expect(loaded.size).toBeGreaterThan(5);
    expect(aliased).toEqual([]);
  });

  it("has no loop of imports between files (type-only imports aside)", () => {
    const next = new Map<string, string[]>();
    for (const i of imports) if (!i.typeOnly) next.set(i.from, [...(next.get(i.from) ?? []), i.to]);
    const loops: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "open") {
        loops.push([...trail.slice(trail.indexOf(file)), file].join(" → "));
        return;
      }
      state.set(file, "open");
      for (const to of next.get(file) ?? []) visit(to, [...trail, file]);
      state.set(file, "done");
    };
    for (const file of files) visit(file, []);
    expect(loops).toEqual([]);
  });

  it("passes names on only from an index.ts: every other module in lib/ or components/ exports its own", () => {
    // (app/ has such files by Next's conventions: a route segment's not-found.tsx may be another's.)
    const relays = files.filter(
      (file) =>
        /^(lib|components)\//.test(file) &&
        !file.endsWith("/index.ts") &&
        !isTest(file) &&
        /^export\s+(\*|(type\s+)?\{[^}]*\})\s+from\s/m.test(readFileSync(file, "utf8")),
    );
    expect(relays).toEqual([]);
  });
});
