// The admin area's page and layout files as they are on disk, for the tests that hold every one of them to a
// server-side role check (a section added later is covered the day its file appears).
import { readdirSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
// One route group holds the whole admin area (/admin-dashboard/** and /admin/**) under one layout.
const AREA = "app/(admin)";

/** `app/(admin)/admin-dashboard/songs/page.tsx`-style paths of every page.tsx or layout.tsx in the admin area. */
export function adminRouteFiles(kind: "page" | "layout"): string[] {
  return readdirSync(path.join(ROOT, AREA), { recursive: true })
    .map(String)
    .filter((f) => path.basename(f) === `${kind}.tsx`)
    .map((f) => path.join(AREA, f).split(path.sep).join("/"));
}

/** Every admin page as a URL, dynamic segments filled with a made-up value. */
export function adminPagePaths(): string[] {
  return adminRouteFiles("page").map(
    (f) =>
      f
        .replace(/^app\/\(admin\)/, "")
        .replace(/\/page\.tsx$/, "")
        .replace(/\[\.{0,3}[^\]]+\]/g, "made-up") || "/",
  );
}

export const readRouteFile = (file: string) => path.join(ROOT, file);
