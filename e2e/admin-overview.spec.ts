// The dashboard overview's audience charts (new subscribers, comments, reviews over 30 or 90 days) and the Activity
// log section: a change made in Manage Workers Identity appears there at once, and the filters by record type and
// by admin keep to what they name.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../lib/generated/prisma/client";
import { expect, test, type Locator, type Page } from "./test";
import { DEMO_ADMIN, expectToast, uniqueTitle, signInAndOpen } from "./helpers";

const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }) });
test.afterAll(() => db.$disconnect());

async function signIn(page: Page) {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAndOpen(page, DEMO_ADMIN, "/admin-dashboard");
}

/** Opens a chart's "Show the numbers" table; it stays open when only the period changes (the same element). */
async function showNumbers(figure: Locator) {
  const details = figure.locator("details");
  if ((await details.getAttribute("open")) === null) await figure.getByText("Show the numbers").click();
  await expect(details).toHaveAttribute("open", "");
  return figure.getByRole("table").getByRole("row");
}

test("the overview charts new subscribers, comments and reviews per day over 30 or 90 days", async ({ page }) => {
  // A review today, so the reviews chart has something to draw whatever the seed holds.
  const review = await page.request.post("/mnb/api/contacts", {
    data: { name: "Chart Reader", email: "chart@example.com", message: uniqueTitle("Counted") },
  });
  expect(review.status()).toBe(201);
  await signIn(page);
  const audience = page.getByRole("region", { name: "Subscribers, comments and reviews" });
  for (const name of ["New subscribers", "Comments", "Reviews"]) {
    await expect(audience.getByRole("figure", { name: `${name} (per day, last 30 days)` })).toBeVisible();
  }
  const reviews = audience.getByRole("figure", { name: "Reviews (per day, last 30 days)" });
  await expect(
    reviews.getByRole("img", { name: /^Reviews \(per day, last 30 days\) from .+: \d+ reviews/ }),
  ).toBeVisible();
  await expect(await showNumbers(reviews)).toHaveCount(31);
  await expect(audience.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");

  await audience.getByRole("link", { name: "Last 90 days" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\?days=90$/);
  for (const name of ["New subscribers", "Comments", "Reviews"]) {
    await expect(audience.getByRole("figure", { name: `${name} (per day, last 90 days)` })).toBeVisible();
  }
  const reviews90 = audience.getByRole("figure", { name: "Reviews (per day, last 90 days)" });
  await expect(await showNumbers(reviews90)).toHaveCount(91);
  await expect(audience.getByRole("link", { name: "Last 90 days" })).toHaveAttribute("aria-current", "page");

  // The other groups keep their own choice, and each keeps the other's.
  const money = page.getByRole("region", { name: "Bookings and revenue" });
  await money.getByRole("link", { name: "Per week" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\?by=week&days=90$/);
  await expect(money.getByRole("figure", { name: "New bookings (per week, last 26 weeks)" })).toBeVisible();
  await expect(audience.getByRole("figure", { name: "Reviews (per day, last 90 days)" })).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Smart links" })
      .getByRole("figure", { name: "Clicks by platform (last 30 days)" }),
  ).toBeVisible();
});

test("the activity log shows a worker just added, and filters by record type and by admin", async ({ page }) => {
  const demoAdmin = await db.user.findUniqueOrThrow({ where: { email: DEMO_ADMIN.email } });
  // Another admin's change, so the admin filter has something to leave out.
  const otherAdmin = await db.user.create({
    data: {
      email: `${uniqueTitle("other-admin").replace(/\s+/g, "-")}@example.com`,
      role: "ADMIN",
      name: uniqueTitle("Other Admin"),
      passwordHash: "not-a-login",
    },
  });
  const otherSummary = uniqueTitle("Other admin's worker");
  await db.adminActivity.create({
    data: {
      actorId: otherAdmin.id,
      actorLabel: otherAdmin.name!,
      action: "CREATE",
      recordType: "worker",
      summary: otherSummary,
    },
  });

  await signIn(page);
  await page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: "Manage Workers Identity" })
    .click();
  const name = uniqueTitle("Logged Worker");
  const form = page.getByRole("form", { name: "Add worker" });
  await form.getByLabel("Name *").fill(name);
  await form.getByLabel("Role *").fill("Runner");
  await form.getByRole("button", { name: "Add Worker" }).click();
  await expectToast(page, "Worker created successfully");

  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Activity log" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/activity$/);
  await expect(page.getByRole("heading", { level: 1, name: "Activity log" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByRole("cell").nth(2)).toHaveText("Created");
  await expect(row.getByRole("cell").nth(3)).toHaveText("Worker");
  await expect(row.getByRole("cell").nth(0)).toHaveText(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
  await expect(row.getByRole("link", { name: new RegExp(name) })).toHaveAttribute("href", "/admin-dashboard/workers");

  const filters = page.getByRole("form", { name: "Filter the activity log" });
  await filters.getByLabel("Record type").selectOption("worker");
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/type=worker/);
  await expect(row).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: otherSummary })).toBeVisible();
  await filters.getByLabel("Record type").selectOption("post");
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/type=post/);
  await expect(filters.getByLabel("Record type")).toHaveValue("post");
  await expect(row).toHaveCount(0);

  await filters.getByLabel("Record type").selectOption({ label: "All record types" });
  await filters.getByLabel("Admin").selectOption(demoAdmin.id);
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`admin=${demoAdmin.id}`));
  await expect(row).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: otherSummary })).toHaveCount(0);
  await filters.getByLabel("Admin").selectOption(otherAdmin.id);
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`admin=${otherAdmin.id}`));
  await expect(page.getByRole("row").filter({ hasText: otherSummary })).toBeVisible();
  await expect(row).toHaveCount(0);

  // A filter the log does not know is ignored, and the page says so.
  await page.goto("/admin-dashboard/activity?type=passwords");
  await expect(page.getByText("That record type is unknown, so every type is shown.")).toBeVisible();
  await expect(row).toBeVisible();

  const worker = await db.worker.findFirstOrThrow({ where: { name } });
  expect((await page.request.delete(`/mnb/api/deleteWorker/${worker.id}`)).status()).toBe(200);
});
