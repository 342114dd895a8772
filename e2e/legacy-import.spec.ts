// The move from the old site, end to end: the operator runs the importer (a dry run, then the real one) into the e2e
// database, the admin sees the import's card on the dashboard (also on a 360 px phone, without sideways scrolling) and
// downloads its problems, and a member of the old site signs in with the password they had there.
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import bcrypt from "bcryptjs";
import { expect, test, visitorAddress } from "./test";
import { DEMO_ADMIN, login, signInAndOpen, uniqueTitle } from "./helpers";
import { sql } from "./db";
import { oid, writeDump } from "../testing/legacy-dump";

const tag = uniqueTitle("old").replace(/\W+/g, "-").toLowerCase();
const OLD = new Date("2024-06-01T09:00:00Z");
const member = { email: `member.${tag}@example.com`, password: "old-password" };

const source = writeDump(
  {
    auths: [
      {
        _id: oid(),
        firstName: "Tobi",
        lastName: "Ade",
        username: `tobi_${tag}`,
        email: member.email,
        password: bcrypt.hashSync("old-password", 10),
        age: 27,
        createdAt: OLD,
      },
      { _id: oid(), firstName: "No", lastName: "Mail", username: `nomail_${tag}`, password: "x", age: 20 },
    ],
    posts: [
      {
        _id: oid(),
        userId: "x",
        title: `From the old site ${tag}`,
        content: "Old words.",
        category: "Lifestyle",
        slug: `old-site-${tag}`,
        createdAt: OLD,
        updatedAt: OLD,
      },
    ],
    subscribers: [{ _id: oid(), email: `reader.${tag}@example.com`, subscribedAt: OLD }],
  },
  "bson.gz",
);

/** The importer as an operator runs it (scripts/import-legacy.ts), against the e2e database. */
function importer(...flags: string[]): string {
  return execFileSync(
    "npx",
    [
      "tsx",
      "--conditions=react-server",
      "scripts/import-legacy.ts",
      source,
      "--keep-remote-media",
      "--report",
      path.join(source, "problems.csv"),
      ...flags,
    ],
    { env: process.env, encoding: "utf8", timeout: 120_000 },
  );
}

test("the importer brings the old site across, the admin sees what arrived, and an old member signs in with their old password", async ({
  page,
  browser,
}) => {
  test.slow();
  const before = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM "LegacyImportRun"`);
  expect(importer("--dry-run")).toContain("Dry run: nothing was written.");
  expect(await sql<{ n: number }>(`SELECT count(*)::int AS n FROM "LegacyImportRun"`)).toEqual(before);
  expect(await sql(`SELECT 1 FROM "User" WHERE "email" = $1`, [member.email])).toHaveLength(0);
  expect(importer()).toContain("Imported.");

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAndOpen(page, DEMO_ADMIN, "/admin-dashboard");
  const card = page.getByRole("region", { name: "Imported from the old site" });
  await expect(card).toBeVisible();
  await expect(card).toContainText("finished");
  await expect(card.getByRole("row", { name: /^auths/ })).toContainText(/1\s*0\s*0\s*1/);
  await expect(card.getByRole("row", { name: /^posts/ })).toContainText(/1\s*0\s*0\s*0/);
  await expect(card).toContainText("Problems: 1 skipped");
  await expect(card.getByRole("link", { name: "Ask them on the subscribers page" })).toHaveAttribute(
    "href",
    "/admin-dashboard/subscribers#imported",
  );

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("link", { name: "Download the problems (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^import-problems-\d{4}-\d{2}-\d{2}-\w+\.csv$/);
  const csv = (await readFile(await download.path(), "utf8")).split("\r\n");
  expect(csv[0]).toBe("collection,old id,kind,reason");
  expect(csv).toContainEqual(expect.stringMatching(/^auths,[0-9a-f]{24},skipped,missing email$/));

  // On a phone the card's table fits the screen: nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await card.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = await card.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  // For review, not compared: beside test-results/, which the whole-site run after this one empties.
  const shots = path.join(path.dirname(test.info().project.outputDir), "test-screenshots", "legacy-import");
  await card.screenshot({ path: path.join(shots, "card-360.png") });
  await page.screenshot({ path: path.join(shots, "overview-360.png"), fullPage: true });

  // The old member, in a browser of their own, signs in at /login with the password of the old site.
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { "x-forwarded-for": visitorAddress() },
  });
  const visitor = await context.newPage();
  await login(visitor, member);
  await expect(visitor).toHaveURL(/\/profile$/, { timeout: 30_000 });
  // Still signed in on the next visit: the account pages send anyone else to /login.
  await visitor.goto("/profile");
  await expect(visitor).toHaveURL(/\/profile$/);
  await context.close();
});
