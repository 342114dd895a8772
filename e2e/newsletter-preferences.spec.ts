import { expect, test } from "./test";
import { expectToast, WIDTHS } from "./helpers";
import { emailedLinks } from "./outbox";

// A visitor picks what they want to hear about when subscribing, and changes it later from the preferences link in
// their email; unsubscribing stays one click away. At phone and desktop widths.
test.describe.configure({ timeout: 90_000 });

const CONFIRM_SUBJECT = "Confirm your My Nation Blog subscription";

for (const [width, viewport] of WIDTHS) {
  test.describe(`at ${width} width`, () => {
    test.use({ viewport });

    test("a subscriber chooses interests, then changes them from the link in the email", async ({ page }) => {
      const email = `amaka.${width}.${Date.now().toString(36)}@example.com`;
      await page.goto("/home");
      await page.getByRole("button", { name: "Subscribe Now" }).click();
      const dialog = page.getByRole("dialog", { name: "Subscribe to our updates" });
      const choices = dialog.getByRole("group", { name: "What would you like to hear about?" });
      // Everything is chosen to begin with; choosing nothing is refused before anything is sent.
      for (const name of ["News", "Style", "Music"]) await expect(choices.getByLabel(name)).toBeChecked();
      await dialog.getByLabel("Email").fill(email);
      for (const name of ["News", "Style", "Music"]) await choices.getByLabel(name).uncheck();
      await dialog.getByRole("button", { name: "Subscribe", exact: true }).click();
      await expect(choices.getByRole("alert")).toHaveText("Please choose at least one: news, style or music.");
      await choices.getByLabel("Music").check();
      await dialog.getByRole("button", { name: "Subscribe", exact: true }).click();
      await expectToast(page, "Subscribed successfully! Check your email 🎉");

      const links = await emailedLinks(email, CONFIRM_SUBJECT);
      const preferences = links.find((path) => path.startsWith("/newsletter/"));
      const unsubscribe = links.find((path) => path.startsWith("/unsubscribe/"));
      expect(preferences).toBeDefined();

      await page.goto(preferences!);
      await expect(page.getByRole("heading", { level: 1, name: "Newsletter preferences" })).toBeVisible();
      const form = page.getByRole("form", { name: "Newsletter preferences" });
      await expect(form.getByLabel("Music")).toBeChecked();
      await expect(form.getByLabel("News")).not.toBeChecked();
      await expect(form.getByLabel("Style")).not.toBeChecked();
      await form.getByLabel("Style").check();
      await form.getByLabel("Music").uncheck();
      await form.getByRole("button", { name: "Save preferences" }).click();
      await expectToast(page, "Your newsletter preferences are saved.");
      await page.reload();
      await expect(page.getByRole("form", { name: "Newsletter preferences" }).getByLabel("Style")).toBeChecked();
      await expect(page.getByRole("form", { name: "Newsletter preferences" }).getByLabel("Music")).not.toBeChecked();

      // Unsubscribing is one click away, on its own page.
      await page.getByRole("link", { name: "Unsubscribe" }).click();
      await expect(page).toHaveURL(new RegExp(`${unsubscribe}$`));
      await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
    });
  });
}

test("a preferences link nobody has says so", async ({ page }) => {
  await page.goto(`/newsletter/${"z".repeat(43)}`);
  await expect(page.getByRole("status").filter({ hasText: "This unsubscribe link is invalid." })).toBeVisible();
  await expect(page.getByRole("form", { name: "Newsletter preferences" })).toHaveCount(0);
});
