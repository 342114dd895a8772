// The deploy step of `npm test`: the site deployed the two ways deployers do, then the same smoke list against each.
//   1. Vercel: `vercel build --prod` of this checkout (the CLI from devDependencies, a local project link, production
//      settings as `vercel pull` writes them) against a database that does not exist yet: the build's own
//      `npm run vercel-build` must migrate it, and `next build` must prerender from it. Each Node function is then
//      unpacked with only the files the build traced into it (testing/vercel-output.ts) and served through its own
//      launcher; a small front sends each address to the function Vercel would (its .func entry). The Edge middleware
//      runs in @edge-runtime/vm and must still turn a visitor without a session away from /admin-dashboard.
//   2. Standalone: `node <build>/standalone/server.js` from the suite's own production build (output: "standalone"),
//      with its static files and public folder copied beside it as Next documents.
// Every request must answer within 5 s. Exits by throwing with every failed check listed.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { run } from "../testing/run";
import { functionsDir, functionFor, readConfig, realFunctions, unpackFunction } from "../testing/vercel-output";
import { loadEdgeMiddleware } from "../testing/edge-middleware";
import { smoke, type Check } from "../testing/deploy-smoke";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUTPUT = path.join(ROOT, ".vercel", "output");
/** The Vercel build's Next folder (the project's Output Directory setting below): never the developer's .next. */
const VERCEL_DIST_DIR = ".next-vercel";
const WORK = path.join(ROOT, ".data", "deploy-test");

type Settings = Record<string, string>;
/** Settings as a deployer sets them in the project (and `vercel pull` writes them), for a database `db`. */
function productionSettings(db: string, paystack: { url: string; secret: string }): Settings {
  return {
    DATABASE_URL: db,
    AUTH_SECRET: "deploy-test-auth-secret-0123456789abcdefghijklmnop",
    SITE_URL: "https://mnb-deploy.example",
    CRON_SECRET: "deploy-test-cron",
    // A store id in the token's shape: tokens are signed locally, nothing reaches Blob.
    BLOB_READ_WRITE_TOKEN: "vercel_blob_rw_deploytest0123_abcdefghijklmnopqrstuvwxyz0123456789",
    PAYSTACK_SECRET_KEY: paystack.secret,
    PAYSTACK_BASE_URL: paystack.url,
    NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY: "pk_test_deploy",
    EMAIL_OUTBOX_ONLY: "1",
    NEXT_TELEMETRY_DISABLED: "1",
    // What the platform sets for a production deploy.
    VERCEL: "1",
    VERCEL_ENV: "production",
    VERCEL_TARGET_ENV: "production",
  };
}

/** Writes the local project link the CLI builds with, keeping a developer's own link aside until restored. */
function linkProject(settings: Settings): () => void {
  const dir = path.join(ROOT, ".vercel");
  const project = path.join(dir, "project.json");
  const envFile = path.join(dir, ".env.production.local");
  const saved = path.join(ROOT, ".data", "vercel-link-saved");
  const ours = (file: string) => existsSync(file) && readFileSync(file, "utf8").includes('"prj_deploy_test"');
  const keep = existsSync(project) && !ours(project);
  if (keep) {
    rmSync(saved, { recursive: true, force: true });
    mkdirSync(saved, { recursive: true });
    for (const f of [project, envFile]) if (existsSync(f)) renameSync(f, path.join(saved, path.basename(f)));
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    project,
    JSON.stringify({
      projectId: "prj_deploy_test",
      orgId: "team_deploy_test",
      settings: { framework: "nextjs", outputDirectory: VERCEL_DIST_DIR },
    }),
  );
  writeFileSync(
    envFile,
    Object.entries(settings)
      .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
      .join("\n") + "\n",
  );
  return () => {
    rmSync(envFile, { force: true });
    rmSync(project, { force: true });
    if (keep)
      for (const f of [project, envFile]) {
        const from = path.join(saved, path.basename(f));
        if (existsSync(from)) renameSync(from, f);
      }
  };
}

function startProcess(args: string[], env: NodeJS.ProcessEnv, log: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const out = [] as string[];
    const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    const timer = setTimeout(() => reject(new Error(`${log}: not ready in 30 s\n${out.join("")}`)), 30_000);
    const seen = (chunk: Buffer) => {
      out.push(chunk.toString());
      writeFileSync(path.join(WORK, `${log}.log`), out.join(""));
      if (/ready|Ready in/i.test(chunk.toString())) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on("data", seen);
    child.stderr.on("data", (c: Buffer) => {
      out.push(c.toString());
      writeFileSync(path.join(WORK, `${log}.log`), out.join(""));
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${log} exited with ${code}\n${out.join("").slice(-2000)}`));
    });
  });
}

const stop = (child?: ChildProcess) => {
  if (child?.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      child.kill("SIGKILL");
    }
  }
};

/** Sends each request to the function its address names, as Vercel's routing does for these addresses. */
function routeTable(): { match: (pathname: string) => string | undefined } {
  const names = new Map<RegExp, string>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirNames(dir)) {
      const full = path.join(dir, entry);
      if (entry.endsWith(".func")) {
        const route = `${prefix}/${entry.slice(0, -".func".length)}`;
        if (!route.includes("[")) continue;
        const pattern = route
          .split("/")
          .map((part) => (/^\[\[?\.\.\./.test(part) ? ".*" : part.startsWith("[") ? "[^/]+" : escape(part)))
          .join("/");
        names.set(new RegExp(`^${pattern}$`), route);
      } else if (!entry.includes(".")) walk(full, `${prefix}/${entry}`);
    }
  };
  walk(functionsDir(OUTPUT), "");
  return {
    match(pathname) {
      const exact = functionFor(OUTPUT, pathname);
      if (exact) return exact;
      // The most specific dynamic route first (fewest catch-alls, longest).
      const candidates = [...names].filter(([re]) => re.test(pathname)).map(([, route]) => route);
      candidates.sort((a, b) => Number(a.includes("...")) - Number(b.includes("...")) || b.length - a.length);
      return candidates[0] && functionFor(OUTPUT, candidates[0]);
    },
  };
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const readdirNames = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir) : []);

/**
 * The documented build command (`npm run vercel-build`, what Vercel runs) for a production deploy whose project has
 * none of the settings: it must stop before migrating or building anything, with the list of what is missing.
 */
function refusedBuild(): Check {
  const name = "a production build without its settings stops before building and lists them";
  const started = Date.now();
  const result = spawnSync("npm", ["run", "--silent", "vercel-build"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      VERCEL: "1",
      VERCEL_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_DIST_DIR: path.relative(ROOT, path.join(WORK, "refused-build")),
      NODE_ENV: "production",
    },
    encoding: "utf8",
    timeout: 120_000,
  });
  const output = `${result.stdout}${result.stderr}`;
  const named = [
    "This production deploy is missing",
    "AUTH_SECRET",
    "SITE_URL",
    "CRON_SECRET",
    "BLOB_READ_WRITE_TOKEN",
  ];
  const ok =
    result.status !== 0 &&
    named.every((text) => output.includes(text)) &&
    !existsSync(path.join(WORK, "refused-build", "server"));
  return {
    name,
    ok,
    detail: `exit ${result.status} after ${((Date.now() - started) / 1000).toFixed(0)} s: ${output.slice(-600)}`,
  };
}

export async function deployTest(opts: {
  databaseUrl: (name: string) => string;
  paystack: { url: string; secret: string };
  basePort: number;
  standaloneDistDir: string;
  standaloneEnv: NodeJS.ProcessEnv;
}): Promise<void> {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  const failures: string[] = [];
  const report = (where: string, checks: Check[]) => {
    for (const c of checks) {
      console.log(`${c.ok ? "✓" : "✘"} ${where}: ${c.name}${c.ok ? "" : ` — ${c.detail}`}`);
      if (!c.ok) failures.push(`${where}: ${c.name} — ${c.detail}`);
    }
  };

  // ── Vercel, settings forgotten: the production build stops at once and names them (not "Ready", then 500s) ──
  report("vercel", [refusedBuild()]);

  // ── Vercel ──
  const db = opts.databaseUrl("mnb_deploy_vercel");
  const settings = productionSettings(db, opts.paystack);
  const unlink = linkProject(settings);
  const started = Date.now();
  try {
    const env = { ...process.env, NEXT_DIST_DIR: VERCEL_DIST_DIR } as NodeJS.ProcessEnv;
    for (const name of ["DATABASE_URL", "CACHE_STORE", "NEXT_TEST_BUILD", "BLOB_READ_WRITE_TOKEN"]) delete env[name];
    await run("npx", ["vercel", "build", "--prod", "--yes"], {
      env,
      logFile: path.join(WORK, "vercel-build.log"),
    }).catch((error: unknown) => {
      const log = readFileSync(path.join(WORK, "vercel-build.log"), "utf8");
      throw new Error(`${(error as Error).message}\n${log.split("\n").slice(-60).join("\n")}`);
    });
  } finally {
    unlink();
  }
  console.log(
    `vercel build --prod: done in ${((Date.now() - started) / 1000).toFixed(0)} s (log in .data/deploy-test)`,
  );
  // The demo admin signs in below; the build itself migrated the database that did not exist.
  await run("npx", ["tsx", "--conditions=react-server", "prisma/seed.ts", "--demo"], {
    env: { ...process.env, DATABASE_URL: db },
    quiet: true,
  });

  const runtimeEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    ...settings,
    NODE_ENV: "production",
    DUE_WORK_INTERVAL_SECONDS: "1",
  };
  const functions = realFunctions(OUTPUT).filter((f) => readConfig(f).runtime.startsWith("nodejs"));
  const servers = new Map<string, { port: number; child?: ChildProcess }>();
  const children: ChildProcess[] = [];
  let front: http.Server | undefined;
  try {
    let port = opts.basePort + 1;
    for (const func of functions) {
      const dest = path.join(WORK, "functions", String(servers.size));
      unpackFunction(func, dest, ROOT);
      const child = await startProcess(
        [path.join(ROOT, "testing", "vercel-function-server.cjs"), dest, String(port)],
        runtimeEnv,
        `function-${servers.size}`,
      );
      children.push(child);
      servers.set(func, { port, child });
      port += 1;
    }
    const routes = routeTable();
    front = http.createServer((req, res) => {
      const pathname = (req.url ?? "/").split("?")[0];
      const func = routes.match(pathname);
      const target = func && servers.get(func);
      if (!target) {
        res.writeHead(502).end(`no function for ${pathname}`);
        return;
      }
      const upstream = http.request(
        { host: "127.0.0.1", port: target.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", () => res.writeHead(502).end());
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => front!.listen(opts.basePort, "127.0.0.1", resolve));
    report("vercel", await smoke(`http://127.0.0.1:${opts.basePort}`, db, { blob: true, paystack: opts.paystack }));

    // The Edge middleware, as built: the admin area stays closed to a visitor without a session.
    const middleware = loadEdgeMiddleware(path.join(functionsDir(OUTPUT), "middleware.func"), {
      AUTH_SECRET: settings.AUTH_SECRET,
      NODE_ENV: "production",
    });
    const gate = await middleware(new Request("https://mnb-deploy.example/admin-dashboard"));
    report("vercel", [
      {
        name: "Edge middleware sends a visitor without a session from /admin-dashboard to /login",
        ok: gate.status >= 300 && gate.status < 400 && /\/login/.test(gate.headers.get("location") ?? ""),
        detail: `${gate.status} ${gate.headers.get("location")}`,
      },
    ]);
  } finally {
    front?.close();
    children.forEach(stop);
  }

  // ── Standalone ──
  const standaloneDb = opts.databaseUrl("mnb_deploy_standalone");
  const { migrateDeploy } = await import("./migrator");
  await migrateDeploy(standaloneDb);
  await run("npx", ["tsx", "--conditions=react-server", "prisma/seed.ts", "--demo"], {
    env: { ...process.env, DATABASE_URL: standaloneDb },
    quiet: true,
  });
  const dist = opts.standaloneDistDir;
  const standalone = path.join(ROOT, dist, "standalone");
  // As Next's docs say: the static files and the public folder are copied beside the server.
  cpSync(path.join(ROOT, dist, "static"), path.join(standalone, dist, "static"), { recursive: true });
  cpSync(path.join(ROOT, "public"), path.join(standalone, "public"), { recursive: true });
  let server: ChildProcess | undefined;
  try {
    server = await startProcess(
      [path.join(standalone, "server.js")],
      {
        ...opts.standaloneEnv,
        DATABASE_URL: standaloneDb,
        PORT: String(opts.basePort),
        HOSTNAME: "127.0.0.1",
        CRON_SECRET: "deploy-test-cron",
        CACHE_STORE: "postgres",
        DUE_WORK_INTERVAL_SECONDS: "1",
        NODE_ENV: "production",
      },
      "standalone",
    );
    report(
      "standalone",
      await smoke(`http://127.0.0.1:${opts.basePort}`, standaloneDb, { blob: false, paystack: opts.paystack }),
    );
  } finally {
    stop(server);
  }
  if (failures.length) throw new Error(`${failures.length} deploy check(s) failed:\n- ${failures.join("\n- ")}`);
}
