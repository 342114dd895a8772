import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sitePageOf } from "./site-page-rules";

/** The public pages' route groups: the site's, and the link-in-bio page's own frame. */
const GROUPS = [path.join("app", "(site)"), path.join("app", "(links)")];

/** The address of every public page, its dynamic segments as written (`/post/[slug]`). */
function pageRoutes(): string[] {
  const under = (group: string, dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return under(group, file);
      return name === "page.tsx" ? [`/${path.relative(group, dir).split(path.sep).join("/")}`] : [];
    });
  return GROUPS.flatMap((group) => under(group, group));
}

// Pages people never see the address of: next.config's rewrites serve them for /blog?page=n, /songs?page=n,
// /blog?category=c, /style-spotlight?category=c, /smartlink/{slug} and /links/{handle} (lib/next-config/public-rewrites.ts).
const REWRITE_TARGETS = [
  "/blog/pages/[page]",
  "/blog/categories/[category]/[page]",
  "/songs/pages/[page]",
  "/style-spotlight/pages/[category]/[page]",
  "/smartlink/[slug]/for/[view]",
  "/links/[handle]/for/[view]",
];

describe("sitePageOf", () => {
  it("knows every public page of app/(site) and app/(links), so a new page is credited from its first visit", () => {
    const routes = pageRoutes().filter((route) => !REWRITE_TARGETS.includes(route));
    expect(routes.length).toBeGreaterThan(30);
    const unknown = routes.filter((route) => sitePageOf(route.replace(/\[[^\]]+\]/g, "some-key")) === null);
    expect(unknown).toEqual([]);
    for (const target of REWRITE_TARGETS) expect(pageRoutes()).toContain(target);
  });

  it("names the post, link, handle, service or article a page is of", () => {
    expect(sitePageOf("/post/afrobeats-rising")).toEqual({ kind: "post", slug: "afrobeats-rising" });
    expect(sitePageOf("/smartlink/ololufe-tems")).toEqual({ kind: "smartlink", slug: "ololufe-tems" });
    expect(sitePageOf("/links/ada")).toEqual({ kind: "links", handle: "ada" });
    expect(sitePageOf("/service/svc1")).toEqual({ kind: "service", id: "svc1" });
    expect(sitePageOf("/about/our-story")).toEqual({ kind: "about", id: "our-story" });
    expect(sitePageOf("/home")).toEqual({ kind: "page" });
    expect(sitePageOf("/containercomponent/42")).toEqual({ kind: "page" });
    expect(sitePageOf("/unsubscribe/abc123")).toEqual({ kind: "page" });
  });

  it.each([
    "/",
    "/no-such-page",
    "/post/a/b",
    "/smartlink/x/go/spotify",
    "/admin-dashboard",
    "/post/%E0%A4%A",
    "/home/",
    "/unsubscribe/a/b",
  ])("knows no page at %s", (path) => {
    expect(sitePageOf(path)).toBeNull();
  });
});
