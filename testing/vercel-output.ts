// Reads what `vercel build` wrote (.vercel/output) the way the platform deploys it: each Node function is its .func
// folder plus exactly the files its .vc-config.json filePathMap names (what Vercel uploads beside it); anything the
// build did not trace is missing there, as in production. Most .func entries are symlinks to a few real functions.
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import path from "node:path";

export type FunctionConfig = {
  runtime: string;
  handler?: string;
  entrypoint?: string;
  maxDuration?: number;
  filePathMap?: Record<string, string>;
};

export const functionsDir = (output: string) => path.join(output, "functions");

/** The real function serving an address: functions/<path>.func, followed through its symlink (undefined: none). */
export function functionFor(output: string, route: string): string | undefined {
  const entry = path.join(functionsDir(output), `${route.replace(/^\//, "") || "index"}.func`);
  return existsSync(entry) ? realpathSync(entry) : undefined;
}

export const readConfig = (func: string): FunctionConfig =>
  JSON.parse(readFileSync(path.join(func, ".vc-config.json"), "utf8"));

/** Every real (non-symlink) .func folder under the output's functions. */
export function realFunctions(output: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      const stat = lstatSync(full);
      if (stat.isSymbolicLink() || !stat.isDirectory()) continue;
      if (name.endsWith(".func")) found.push(full);
      else walk(full);
    }
  };
  walk(functionsDir(output));
  return found;
}

function copyTree(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const src = path.join(from, name);
    const dst = path.join(to, name);
    const stat = lstatSync(src);
    if (stat.isDirectory()) copyTree(src, dst);
    else if (stat.isFile()) copyFileSync(src, dst);
  }
}

/**
 * A Node function unpacked into `dest` as Vercel ships it: the .func folder's own files plus each filePathMap entry
 * (function path → file in the project, relative to `root`). Returns how many traced files it took.
 */
export function unpackFunction(func: string, dest: string, root: string): number {
  rmSync(dest, { recursive: true, force: true });
  copyTree(func, dest);
  const map = readConfig(func).filePathMap ?? {};
  for (const [inFunction, inProject] of Object.entries(map)) {
    const target = path.join(dest, inFunction);
    const source = path.join(root, inProject);
    mkdirSync(path.dirname(target), { recursive: true });
    // Symlinks (Turbopack's aliases of external packages) ship as symlinks, pointing where they pointed.
    if (lstatSync(source).isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else copyFileSync(source, target);
  }
  return Object.keys(map).length;
}
