// A new account whose welcome email went missing asks for the "confirm my email" link again from its profile, follows
// it, and the profile stops asking; a failed request says so and keeps the button.
import { expect, test } from "./test";
import { signUpAndIn } from "./helpers";
import { emailedLinks } from "./outbox";

test("a new account asks for the confirmation link again from its profile and confirms its email with it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await signUpAndIn(page);

  const profile = page.getByLabel("Your profile");
  await expect(profile).toContainText("Your email address is not confirmed yet");
  const again = profile.getByRole("button", { name: "Send the link again" });

  // The server fails once: the reader is told, and can try again.
  await page.route("**/mnb/api/verify-email", (route) => route.fulfill({ status: 500, body: "" }), { times: 1 });
  await again.click();
  await expect(profile.getByRole("alert")).toHaveText("Failed to send the link. Please try again.");

  await again.click();
  await expect(profile.getByRole("status")).toHaveText(
    "A new confirmation link is on its way to your email. It works for 30 days.",
  );
  await expect(again).toBeHidden();
  await page.screenshot({ path: "test-screenshots/profile/verify-again-390.png", fullPage: true });

  const link = (await emailedLinks(account.email, "Confirm your email for My Nation Blog")).find((path) =>
    path.startsWith("/verify-email/"),
  );
  expect(link).toBeDefined();
  await page.goto(link!);
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await expect(page.getByText("Your email address is confirmed.")).toBeVisible();

  await page.goto("/profile");
  await expect(profile).toContainText(account.email);
  await expect(profile).not.toContainText("not confirmed");
});
