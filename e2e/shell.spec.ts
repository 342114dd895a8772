import { expect, test } from "./test";

test("/ goes to the splash, which counts up and lands on /home", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/pre-home$/);
  await expect(page.getByTestId("splash-counter")).toHaveText(/\d+%/);
  await expect(page).toHaveURL(/\/home$/, { timeout: 10_000 });
});

test("Skip on the splash leaves early for /home", async ({ page }) => {
  await page.goto("/pre-home");
  await page.getByRole("button", { name: "Skip" }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 3_000 });
});

test.describe("splash timing (fake clock)", () => {
  const START = new Date("2026-03-02T09:00:00Z");

  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: START });
    await page.clock.pauseAt(new Date(START.getTime() + 1000));
    await page.goto("/pre-home");
    // Skip is enabled once the page is interactive, and the counter starts with it.
    await expect(page.getByRole("button", { name: "Skip" })).toBeEnabled();
  });

  test("the counter steps once every 30 ms to 100 %, fades 300 ms later and lands on /home after 1500 ms", async ({
    page,
  }) => {
    const counter = page.getByTestId("splash-counter");
    const splash = page.getByTestId("splash");
    await expect(counter).toHaveText("0%");
    await page.clock.runFor(29);
    await expect(counter).toHaveText("0%");
    await page.clock.runFor(1);
    await expect(counter).toHaveText("1%");
    await page.clock.runFor(30 * 49);
    await expect(counter).toHaveText("50%");
    await expect(page.getByRole("progressbar", { name: "Loading My Nation Blog" })).toHaveAttribute(
      "aria-valuenow",
      "50",
    );
    await page.clock.runFor(30 * 50);
    await expect(counter).toHaveText("100%");
    await page.clock.runFor(299);
    await expect(splash).toHaveClass(/opacity-100/);
    await page.clock.runFor(1);
    await expect(splash).toHaveClass(/opacity-0/);
    await page.clock.runFor(1199);
    await expect(page).toHaveURL(/\/pre-home$/);
    await page.clock.runFor(1);
    await expect(page).toHaveURL(/\/home$/);
  });

  test("Skip fades out at once, stops the counter and leaves for /home after 700 ms", async ({ page }) => {
    const counter = page.getByTestId("splash-counter");
    await page.clock.runFor(30 * 10);
    await expect(counter).toHaveText("10%");
    await page.getByRole("button", { name: "Skip" }).click();
    await expect(page.getByTestId("splash")).toHaveClass(/opacity-0/);
    await page.clock.runFor(699);
    await expect(page).toHaveURL(/\/pre-home$/);
    await expect(counter).toHaveText("10%");
    await page.clock.runFor(1);
    await expect(page).toHaveURL(/\/home$/);
  });
});

test("unknown pages and /404 show the not-found page inside the site chrome", async ({ page }) => {
  const response = await page.goto("/definitely-not-here");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Page not found | My Nation Blog");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  // app/global-not-found.tsx draws the chrome itself: one header and footer, and their links work.
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(1);
  await expect(page.getByRole("contentinfo")).toHaveCount(1);
  await page.getByRole("link", { name: "Read the blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await page.goto("/404");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toHaveCount(1);
});

test("header, top bar and footer carry the spec's links", async ({ page }) => {
  await page.goto("/blog");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const [label, href] of [
    ["Home", "/"],
    ["About", "/about"],
    ["Service", "/service"],
    ["Review", "/contact"],
    ["SignUp", "/signup"],
    ["Blog", "/blog"],
  ]) {
    await expect(nav.getByRole("link", { name: label, exact: true }).first()).toHaveAttribute("href", href);
  }
  await expect(page.getByText("Get familiar with")).toBeVisible();
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText(/2025/)).toContainText("All Rights Reserved.");
  for (const name of ["Instagram", "Facebook", "Twitter", "LinkedIn"]) {
    await expect(footer.getByRole("link", { name })).toHaveAttribute("target", "_blank");
  }
  await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible();
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu opens, navigates and closes", async ({ page }) => {
    await page.goto("/home");
    const menu = page.getByTestId("mobile-menu");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });
});

test("toasts show top-right and close by themselves after 3 seconds", async ({ page }) => {
  // A paused fake clock: the toast's timer moves only when the test moves time, however slow the machine is.
  const start = new Date("2026-03-02T10:00:00Z");
  await page.clock.install({ time: start });
  await page.goto("/songs");
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  await page.route("**/mnb/api/likeSong/**", (route) => route.fulfill({ status: 500, json: { message: "down" } }));
  await page.getByRole("button", { name: "Like", exact: true }).first().click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Failed to like the song." });
  // The first toast of a visit downloads sonner (components/ui/toast.ts), so move the paused clock in small steps
  // until it shows; it has then been up for at most a step or two of the 3 s.
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return toast.isVisible();
    })
    .toBe(true);
  await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-y-position", "top");
  await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-x-position", "right");
  await page.clock.runFor(2_500);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(toast).toHaveCount(0);
});
