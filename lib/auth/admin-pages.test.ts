// The middleware is only a first gate (it has been bypassed before): every page and layout of the admin area must
// check the session and role on the server itself. This walks the route tree, so a section added later without the
// check fails here. (lib/integration/access-policy.int.test.ts requests every one of these pages as well.)
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { adminPagePaths, adminRouteFiles, readRouteFile } from "@/testing/admin-routes";

describe("admin pages check the admin role on the server", () => {
  it.each(["page", "layout"] as const)("every %s calls requireAdminPage()", (kind) => {
    const files = adminRouteFiles(kind);
    expect(files.length).toBeGreaterThan(kind === "page" ? 4 : 0);
    const unchecked = files.filter((f) => !/await requireAdminPage\(\)/.test(readFileSync(readRouteFile(f), "utf8")));
    expect(unchecked).toEqual([]);
  });

  it("knows every page's address", () => {
    expect(adminPagePaths()).toEqual(
      expect.arrayContaining([
        "/admin-dashboard",
        "/admin-dashboard/made-up",
        "/admin/edit-post/made-up",
        "/admin/manage-posts",
      ]),
    );
  });
});
