import { expect, test, type Browser } from "./test";
import { DEMO_ADMIN, expectToast, formAlert, login } from "./helpers";
import { emailedLinks } from "./outbox";

/**
 * An admin, in a browser of their own, finds the newest email to `to` in the outbox with its reset link redacted; the
 * working link is the one the recipient gets (read from the unsent message).
 */
async function resetLinkFromOutbox(browser: Browser, to: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, DEMO_ADMIN, "/admin-login");
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.getByRole("link", { name: "Outbox" }).click();
  await page
    .getByRole("link", { name: `View email to ${to}: Reset your My Nation Blog password` })
    .first()
    .click();
  await expect(page.getByRole("list", { name: "Links in this email" })).toContainText("/reset-password/[redacted]");
  await context.close();
  const href = (await emailedLinks(to, "Reset your My Nation Blog password")).find((path) =>
    path.startsWith("/reset-password/"),
  );
  expect(href).toMatch(/^\/reset-password\/[\w-]+$/);
  return href!;
}

test("a visitor signs up, edits the profile, signs out, resets the password from the emailed link and deletes the account", async ({
  page,
  browser,
}) => {
  // One long journey with four password hashes (sign-up, two sign-ins, the reset): the default 45 s is too short for
  // it on a loaded 2-core machine (it timed out at its last sign-in), so it gets the slow-test allowance.
  test.slow();
  const id = Date.now().toString(36);
  const email = `tola.${id}@example.com`;

  await page.goto("/signup");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Please fill in all required fields.").first()).toBeVisible();
  await page.getByLabel("Username").fill(`tola_${id}`);
  await page.getByLabel("First name").fill("Tola");
  await page.getByLabel("Last name").fill("Adeyemi");
  await page.getByLabel("Age").fill("24");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("first-password");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("status")).toContainText("Your account has been created");
  await page.getByRole("link", { name: "Go to Login" }).click();

  await login(page, { email, password: "first-password" });
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "Hello, Tola" })).toBeVisible();

  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel("Age").fill("5");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("You must be at least 13 years old.")).toBeVisible();
  await page.getByLabel("Age").fill("25");
  await page.getByLabel("Middle name").fill("Bisi");
  await page.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Profile updated!");
  await expect(page.getByLabel("Your profile")).toContainText("Tola Bisi Adeyemi");
  await page.reload();
  await expect(page.getByLabel("Your profile")).toContainText("25");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expectToast(page, "Signed out.");
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole("button", { name: "Forgot password?" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "✅" })).toHaveText(
    "✅ If this email is registered, a reset link has been sent.",
  );

  await page.goto(await resetLinkFromOutbox(browser, email));
  await page.getByLabel("New password", { exact: true }).fill("second-password");
  await page.getByLabel("Confirm new password").fill("something-else");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("second-password");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expectToast(page, "Password has been successfully reset");
  await expect(page).toHaveURL(/\/login$/);

  await login(page, { email, password: "first-password" });
  await expect(formAlert(page)).toHaveText("Invalid email or password.");
  await login(page, { email, password: "second-password" });
  await expect(page).toHaveURL(/\/profile$/);

  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Delete Profile" }).click();
  await expectToast(page, "Profile deleted.");
  await expect(page).toHaveURL(/\/login$/);
  await login(page, { email, password: "second-password" });
  await expect(formAlert(page)).toHaveText("Invalid email or password.");
});

test("sign-up with a taken email shows the spec's message", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Username").fill(`dup_${Date.now().toString(36)}`);
  await page.getByLabel("First name").fill("Dup");
  await page.getByLabel("Last name").fill("Licate");
  await page.getByLabel("Age").fill("30");
  await page.getByLabel("Email").fill(DEMO_ADMIN.email);
  await page.getByLabel("Password").fill("whatever-password");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(formAlert(page)).toHaveText("Email already exists. Please use a different one.");
});

test("the forgot-password page and a bad reset link explain themselves", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill("someone@example.com");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Password reset" })).toHaveText(
    "Password reset link sent to your email.",
  );
  await page.goto("/reset-password/not-a-real-token-at-all");
  await page.getByLabel("New password", { exact: true }).fill("new-password-1");
  await page.getByLabel("Confirm new password").fill("new-password-1");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(formAlert(page)).toHaveText("This reset link is invalid or has expired.");
});

test("an admin's profile offers no delete (Manage Admins keeps the last admin) and points there", async ({ page }) => {
  await login(page, DEMO_ADMIN, "/admin-login");
  await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 30_000 });
  await page.goto("/profile");
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete Profile" })).toHaveCount(0);
  await page.getByRole("link", { name: "Manage Admins" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/admins$/);
});
