import { describe, expect, it, vi } from "vitest";
import { ensureChromium, installAttempts, MISSING_CHROMIUM, type ChromiumDeps, type InstallAttempt } from "./chromium";

/** A machine with no browser until an install of `works` succeeds, after which that install's browser is there. */
function machine(facts: ChromiumDeps["facts"], works: "apt" | "playwright" | "none") {
  let system = "";
  let own = false;
  const install = vi.fn(async (attempt: InstallAttempt) => {
    const kind = attempt.command === "npx" ? "playwright" : "apt";
    if (kind !== works) throw new Error(`${attempt.command} exited with 100`);
    if (kind === "apt") system = "/usr/bin/chromium";
    else own = true;
  });
  const deps: ChromiumDeps = { findSystem: () => system, hasOwn: async () => own, install, facts, log: () => {} };
  return { deps, install };
}

describe("installAttempts", () => {
  it("tries Debian's package first as root where apt-get exists, then Playwright's download", () => {
    expect(installAttempts({ root: true, apt: true }).map((a) => a.command)).toEqual(["sh", "npx"]);
    expect(installAttempts({ root: true, apt: true })[0].args.join(" ")).toContain("apt-get install -y -qq chromium");
  });

  it("never runs apt-get without root or without apt-get", () => {
    expect(installAttempts({ root: false, apt: true }).map((a) => a.command)).toEqual(["npx"]);
    expect(installAttempts({ root: true, apt: false }).map((a) => a.command)).toEqual(["npx"]);
    expect(installAttempts({ root: false, apt: true })[0].args).toEqual(["playwright", "install", "chromium"]);
  });
});

describe("ensureChromium", () => {
  it("installs nothing when a browser is there", async () => {
    const { deps, install } = machine({ root: true, apt: true }, "apt");
    deps.findSystem = () => "/opt/chrome";
    expect(await ensureChromium(deps)).toEqual({ path: "/opt/chrome" });
    expect(install).not.toHaveBeenCalled();
  });

  it("uses Playwright's own download when it is there (path '')", async () => {
    const { deps, install } = machine({ root: false, apt: false }, "none");
    deps.hasOwn = async () => true;
    expect(await ensureChromium(deps)).toEqual({ path: "" });
    expect(install).not.toHaveBeenCalled();
  });

  it("installs Debian's Chromium as root and stops there", async () => {
    const { deps, install } = machine({ root: true, apt: true }, "apt");
    expect(await ensureChromium(deps)).toEqual({ path: "/usr/bin/chromium" });
    expect(install).toHaveBeenCalledTimes(1);
  });

  it("falls back to Playwright's download when apt-get fails", async () => {
    const { deps, install } = machine({ root: true, apt: true }, "playwright");
    expect(await ensureChromium(deps)).toEqual({ path: "" });
    expect(install).toHaveBeenCalledTimes(2);
  });

  it("prints the instruction only when every attempt failed", async () => {
    const { deps, install } = machine({ root: true, apt: true }, "none");
    expect(await ensureChromium(deps)).toEqual({ error: MISSING_CHROMIUM });
    expect(install).toHaveBeenCalledTimes(2);
  });
});
