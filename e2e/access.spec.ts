import { expect, test } from "./test";
import { DEMO_ADMIN, DEMO_USER, formAlert, login } from "./helpers";

test("anonymous visitors are sent from the dashboard to /login", async ({ page }) => {
  await page.goto("/admin-dashboard");
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/admin/manage-posts");
  await expect(page).toHaveURL(/\/login$/);
});

test("a signed-in user goes to /profile and is kept out of the dashboard", async ({ page }) => {
  await login(page, DEMO_USER);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto("/admin-dashboard");
  await expect(page).toHaveURL(/\/login$/);
});

test("the admin login refuses a user account", async ({ page }) => {
  await login(page, DEMO_USER, "/admin-login");
  await expect(formAlert(page)).toHaveText("Access denied. This login is for admins only.");
  await expect(page).toHaveURL(/\/admin-login$/);
});

test("login errors are shown without saying which part was wrong", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(formAlert(page)).toHaveText("Email and password are required.");
  await login(page, { email: DEMO_ADMIN.email, password: "wrong-password" });
  await expect(formAlert(page)).toHaveText("Invalid email or password.");
});

test("an admin signing in at /login goes to the dashboard and can sign out", async ({ page }) => {
  await login(page, DEMO_ADMIN);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/admin-dashboard");
  await expect(page).toHaveURL(/\/login$/);
});

test("the login page switches to the reset request and back", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByRole("button", { name: "Send Reset Link" })).toBeVisible();
  await page.getByRole("button", { name: "Back to Login" }).click();
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
});

test.describe("before the page's code has run (a slow phone still loading it)", () => {
  test.use({ javaScriptEnabled: false });

  test("a login form submitted then puts nothing in the address: it posts, and the login page comes back", async ({
    page,
  }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(DEMO_USER.email);
    await page.getByLabel("Password").fill(DEMO_USER.password);
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === "/login");
    await page.getByRole("button", { name: "Login" }).click();
    expect((await sent).method()).toBe("POST");
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    expect(new URL(page.url()).search).toBe("");
    expect(page.url()).not.toContain(encodeURIComponent(DEMO_USER.password));
  });
});
