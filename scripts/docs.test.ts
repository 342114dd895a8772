// The README is for the people who run the site and docs/ for the rest: the README stays short, every relative link
// in either leads somewhere (a file, a folder, a heading), and neither names a ticket a reader cannot open.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.join(import.meta.dirname, "..");
const markdownUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? markdownUnder(full) : entry.name.endsWith(".md") ? [full] : [];
  });
const pages = [path.join(root, "README.md"), ...markdownUnder(path.join(root, "docs"))];
const read = (file: string) => readFileSync(file, "utf8");
const name = (file: string) => path.relative(root, file);

/** The text outside fenced code blocks (where a `#` line is no heading), and outside code spans too (no link there). */
const unfenced = (text: string) => text.replace(/^```[\s\S]*?^```/gm, "");
const prose = (text: string) => unfenced(text).replace(/`[^`\n]*`/g, "");

/** GitHub's anchor for a heading: lowercase, spaces to dashes, punctuation but `-` and `_` dropped. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");

/** Every heading's anchor, with GitHub's -1, -2 … for repeats. */
function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of unfenced(read(file)).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = slug(heading.replace(/`/g, ""));
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}

/** Why a link does not resolve, or null when it does. */
function brokenLink(from: string, target: string): string | null {
  if (/^(https?:|mailto:)/i.test(target)) return null;
  const [file, anchor] = target.split("#", 2);
  const to = file ? path.resolve(path.dirname(from), decodeURIComponent(file)) : from;
  if (!existsSync(to)) return `${target}: no such file`;
  if (anchor === undefined) return null;
  if (statSync(to).isDirectory()) return `${target}: an anchor on a folder`;
  return anchorsOf(to).has(anchor) ? null : `${target}: no heading #${anchor} in ${name(to)}`;
}

const links = (file: string) =>
  [...prose(read(file)).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]);

const TICKET = [/\bissues? #?\d+/i, /§\s*\d/];

describe("README and docs", () => {
  it("keeps the README at most 300 lines", () => {
    expect(read(path.join(root, "README.md")).trimEnd().split("\n").length).toBeLessThanOrEqual(300);
  });

  it("has only relative links that lead to a file, a folder or a heading", () => {
    const broken = pages.flatMap((file) =>
      links(file).flatMap((target) => {
        const why = brokenLink(file, target);
        return why ? [`${name(file)} → ${why}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it("names no ticket (a reader has no tracker)", () => {
    const tagged = pages.flatMap((file) =>
      read(file)
        .split("\n")
        .flatMap((line, i) => (TICKET.some((tag) => tag.test(line)) ? [`${name(file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(tagged).toEqual([]);
  });

  it("checks anchors by GitHub's slug rules", () => {
    expect(slug("The `/mnb/api` contract")).toBe("the-mnbapi-contract");
    expect(slug("Links made signed out, and claims")).toBe("links-made-signed-out-and-claims");
    expect(slug("Measuring in the browser: npm run perf")).toBe("measuring-in-the-browser-npm-run-perf");
    expect(brokenLink(path.join(root, "README.md"), "docs/deploy.md#no-such-heading")).toMatch(/no heading/);
    expect(brokenLink(path.join(root, "README.md"), "docs/no-such-page.md")).toMatch(/no such file/);
  });
});
