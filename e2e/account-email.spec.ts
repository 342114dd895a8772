import { expect, test } from "./test";
import { expectToast, login } from "./helpers";
import { emailedLinks } from "./outbox";

test("a user changes the email with the current password, confirms it from the new inbox and signs in with it", async ({
  page,
}) => {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const account = { email: `kemi.${id}@example.com`, password: "first-password" };
  const newEmail = `kemi.new.${id}@example.com`;
  const signUp = await page.request.post("/mnb/api/signUp", {
    data: { username: `kemi_${id}`, firstName: "Kemi", lastName: "Bello", age: 29, ...account },
  });
  expect(signUp.status()).toBe(201);

  await login(page, account);
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await expect(page.getByLabel("Current password")).toHaveCount(0);
  // The login page stays in the DOM, hidden, after the client navigation (Cache Components keeps recent routes).
  await page.getByRole("textbox", { name: "Email" }).fill(newEmail);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Please enter your current password to change your email.")).toBeVisible();
  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your current password is incorrect.")).toBeVisible();
  await page.getByLabel("Current password").fill(account.password);
  await page.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Check your new inbox");
  const profile = page.getByLabel("Your profile");
  await expect(profile).toContainText(account.email);
  await expect(profile.getByRole("status")).toHaveText(
    `Check your new inbox: ${newEmail} is waiting for confirmation.`,
  );

  const link = (await emailedLinks(newEmail, "Confirm your new My Nation Blog email")).find((path) =>
    path.startsWith("/confirm-email/"),
  );
  expect(link).toBeDefined();
  // Opening the link only asks (mail scanners open links too); the button changes the email.
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Confirm your new email" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm my new email" }).click();
  await expect(page.getByRole("status")).toHaveText(`Your email is now ${newEmail}. Please log in again.`);

  // Confirming signed this browser out too; the link works once.
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(link!);
  await expect(page.getByRole("status")).toHaveText("This confirmation link is invalid or has expired.");

  await login(page, { email: newEmail, password: account.password });
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel("Your profile")).toContainText(newEmail);
});
