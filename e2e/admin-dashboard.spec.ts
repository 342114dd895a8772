import { expect, test } from "./test";
import { DEMO_ADMIN, DEMO_USER, login, signInAndOpen } from "./helpers";

const HEADINGS = [
  "Upload Song",
  "Create Post",
  "Manage Posts",
  "Manage Workers Identity",
  "Manage Uploaded Songs",
  "Manage Team Members",
  "View Our Subscribers",
  "Manage Admins",
  "Manage Bookings",
  "Our Partners",
  "Manage Adverts",
  "Celebrities To Feature In Our Spotlight",
  "Manage Spotlight",
  "Upload New Artist",
  "Activity log",
];

test("the overview counts every record type and the sidebar names every section", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, DEMO_ADMIN, "/admin-login");
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

  const nav = page.getByRole("navigation", { name: "Dashboard" });
  for (const heading of HEADINGS) await expect(nav.getByRole("link", { name: heading, exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");

  const counts = page.getByRole("list", { name: "Record counts" });
  for (const label of [
    "Posts",
    "Songs",
    "Artists",
    "Spotlights",
    "Reviews",
    "Adverts",
    "Team members",
    "Workers",
    "Active subscribers",
    "Pending subscribers",
    "Bookings",
    "Payments received",
    "Admins",
    "Registered users",
  ]) {
    await expect(counts.getByRole("listitem").filter({ hasText: new RegExp(`^\\d[\\d,]*${label}$`) })).toBeVisible();
  }
  // The demo seed has posts, so the number is real, not a placeholder zero; the card leads to its section.
  const posts = counts.getByRole("link").filter({ hasText: /Posts$/ });
  expect(Number((await posts.innerText()).replace(/\D/g, ""))).toBeGreaterThan(0);
  await posts.click();
  await expect(page).toHaveURL(/\/admin\/manage-posts$/);
  await expect(page.getByRole("heading", { level: 1, name: "Manage Posts" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Manage Posts" })).toHaveAttribute("aria-current", "page");
  await page.goBack();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
});

test("on a phone the sections sit behind a menu that closes after choosing one", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndOpen(page, DEMO_ADMIN, "/admin-dashboard");
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  const toggle = nav.getByRole("button", { name: "Dashboard menu" });
  await expect(nav.getByRole("link", { name: "Create Post" })).toBeHidden();
  await toggle.click();
  await expect(nav.getByRole("button", { name: "Close dashboard menu" })).toHaveAttribute("aria-expanded", "true");
  await nav.getByRole("link", { name: "Create Post" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/create-post$/);
  await expect(page.getByRole("heading", { level: 1, name: "Create Post" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Create Post" })).toBeHidden();
});

test("an unknown section says so inside the dashboard, and sections are for admins only", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAndOpen(page, DEMO_ADMIN, "/admin-dashboard/no-such-section");
  await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, DEMO_USER);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto("/admin-dashboard/create-post");
  await expect(page).toHaveURL(/\/login$/);
});

test("the overview charts new bookings and revenue per day, or per week", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAndOpen(page, DEMO_ADMIN, "/admin-dashboard");
  const charts = page.getByRole("region", { name: "Bookings and revenue" });
  await expect(charts.getByRole("figure", { name: "New bookings (per day, last 30 days)" })).toBeVisible();
  await expect(charts.getByRole("figure", { name: "Revenue in naira (per day, last 30 days)" })).toBeVisible();
  await expect(charts.getByRole("link", { name: "Per day" })).toHaveAttribute("aria-current", "page");
  await charts.getByRole("link", { name: "Per week" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\?by=week$/);
  await expect(charts.getByRole("figure", { name: "New bookings (per week, last 26 weeks)" })).toBeVisible();
  await expect(charts.getByRole("link", { name: "Per week" })).toHaveAttribute("aria-current", "page");
});
