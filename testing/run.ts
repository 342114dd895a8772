// Child-process helpers shared by the dev, deploy and test scripts and the test servers (testing/blob-server.ts).
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, openSync } from "node:fs";

/** `logFile`: the command's stdout and stderr go to this file (created afresh) instead of the console. */
type Options = { env?: NodeJS.ProcessEnv; quiet?: boolean; cwd?: string; logFile?: string };

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(cmd: string, args: string[], opts: Options = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const log = opts.logFile ? openSync(opts.logFile, "w") : undefined;
    const child = spawn(cmd, args, {
      stdio: log !== undefined ? ["ignore", log, log] : opts.quiet ? "ignore" : "inherit",
      env: opts.env ?? process.env,
      cwd: opts.cwd,
    });
    const done = () => log !== undefined && closeSync(log);
    child.on("error", (error) => {
      done();
      reject(error);
    });
    child.on("exit", (code) => {
      done();
      if (code === 0) resolve();
      else reject(new Error(`${cmd} ${args.join(" ")} exited with ${code}`));
    });
  });
}

/**
 * Starts `next start` on the build in `distDir` (next.config.ts reads it from NEXT_DIST_DIR) and resolves once it
 * answers HTTP. `prefix` runs it under another command, e.g. `taskset -c 0` to pin it to one core; `dir` is another
 * Next.js project than this one (the perf floor); `logFd` takes the server's stdout and stderr (a file of the drill's).
 */
export async function startServer(
  port: number,
  env: NodeJS.ProcessEnv,
  {
    distDir = env.NEXT_DIST_DIR ?? ".next",
    prefix = [] as string[],
    quiet = false,
    dir = "",
    logFd = undefined as number | undefined,
  } = {},
): Promise<ChildProcess> {
  // Idle keep-alive sockets are kept for 65 s, not Node's 5 s: a test client (Playwright's request context) reusing a
  // socket the server is closing at that very moment got ECONNRESET now and then.
  const [cmd, ...args] = [
    ...prefix,
    "npx",
    "next",
    "start",
    "-p",
    String(port),
    "--keepAliveTimeout",
    "65000",
    ...(dir ? [dir] : []),
  ];
  const child = spawn(cmd, args, {
    stdio: ["ignore", logFd ?? (quiet ? "ignore" : "inherit"), logFd ?? "inherit"],
    env: { ...env, NEXT_DIST_DIR: distDir },
    detached: true,
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      await fetch(`http://127.0.0.1:${port}${dir ? "/" : "/mnb/api/getAllPosts"}`);
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`next start on port ${port} did not answer within 60 s`);
}

export function stopServer(child: ChildProcess | undefined) {
  if (child?.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      child.kill("SIGTERM");
    }
  }
}
