import { expect, test } from "./test";
import { DEMO_ADMIN, DEMO_USER, formAlert, holdRequests, login } from "./helpers";

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
  test("a login typed meanwhile waits for the code, keeps what was typed, and then goes through", async ({ page }) => {
    const posted: string[] = [];
    page.on("request", (r) => {
      if (r.isNavigationRequest() && r.method() === "POST") posted.push(r.url());
    });
    // The page's scripts are held: the form is drawn, its code has not run.
    const scripts = await holdRequests(page, /\/_next\/static\/chunks\/.*\.js$/);
    await page.goto("/login", { waitUntil: "domcontentloaded" });
    const button = page.getByRole("button", { name: "Login" });
    await expect(button).toBeDisabled();
    await page.getByLabel("Email").fill(DEMO_USER.email);
    await page.getByLabel("Password").fill(DEMO_USER.password);
    // Enter in a field submits a form only through its submit button, which is disabled: the browser sends nothing
    // (a submit here used to reload the login page empty).
    await page.getByLabel("Password").press("Enter");
    scripts.release();
    await expect(button).toBeEnabled();
    await expect(page.getByLabel("Email")).toHaveValue(DEMO_USER.email);
    await expect(page.getByLabel("Password")).toHaveValue(DEMO_USER.password);
    expect(posted).toEqual([]);
    await button.click();
    await expect(page).toHaveURL(/\/profile$/);
    expect(posted).toEqual([]);
  });

  test.describe("with no JavaScript at all", () => {
    test.use({ javaScriptEnabled: false });

    test("the login form cannot be sent, so nothing goes into the address", async ({ page }) => {
      const posted: string[] = [];
      page.on("request", (r) => {
        if (new URL(r.url()).pathname === "/login" && r.method() !== "GET") posted.push(r.method());
      });
      await page.goto("/login");
      await expect(page.getByRole("button", { name: "Login" })).toBeDisabled();
      await page.getByLabel("Email").fill(DEMO_USER.email);
      await page.getByLabel("Password").fill(DEMO_USER.password);
      await page.getByLabel("Password").press("Enter");
      await page.getByRole("button", { name: "Login" }).click({ force: true });
      // Still the same document, with what was typed, and an address that carries none of it.
      await expect(page.getByLabel("Password")).toHaveValue(DEMO_USER.password);
      expect(new URL(page.url()).search).toBe("");
      expect(posted).toEqual([]);
    });
  });
});
