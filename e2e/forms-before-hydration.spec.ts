// A form served by the server can be used before its script runs (a phone on a slow network shows it seconds
// earlier): an edit form shows the saved values at once (components/ui/use-zod-form.ts puts them in the HTML; before,
// its fields were empty until the script ran), and what a reader types meanwhile is kept when the script takes over.
import { expect, test, type Page } from "./test";
import { DEMO_ADMIN, DEMO_USER, expectToast, formReady, holdRequests, signInAndOpen, uniqueTitle } from "./helpers";

/** Opens `path` with the page's scripts held back: the server's HTML only, until `release()`. */
async function openWithoutScripts(page: Page, path: string) {
  const scripts = await holdRequests(page, /\/_next\/static\/.*\.js(\?|$)/);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return scripts;
}

test("a visitor who types into the login form before its script runs signs in with what they typed", async ({
  page,
}) => {
  const scripts = await openWithoutScripts(page, "/login");
  const form = page.getByRole("form", { name: "Login" });
  // Not running yet: its button is enabled only once it is.
  await expect(form.getByRole("button", { name: "Login" })).toBeDisabled();
  await form.getByLabel("Email").fill(DEMO_USER.email);
  await form.getByLabel("Password").fill(DEMO_USER.password);

  scripts.release();
  await formReady(form, "Login");
  await expect(form.getByLabel("Email")).toHaveValue(DEMO_USER.email);
  await expect(form.getByLabel("Password")).toHaveValue(DEMO_USER.password);
  await form.getByRole("button", { name: "Login" }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto("/profile");
  await expect(page.getByLabel("Your profile")).toBeVisible();
});

test("an admin's edit form shows the saved values before its script runs, and saves a change typed then", async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const name = uniqueTitle("Early Typist Ltd");
  await signInAndOpen(page, DEMO_ADMIN, "/admin-dashboard");
  const sent = await page.request.post("/mnb/api/partnership", {
    data: { name, email: "early@example.com", message: "We would like to sponsor a show." },
  });
  expect(sent.status()).toBe(201);
  await page.goto(`/admin-dashboard/partners?q=${encodeURIComponent(name)}`);
  const editHref = await page.getByRole("link", { name: `Edit ${name}'s request` }).getAttribute("href");
  expect(editHref).toContain("edit=");

  const scripts = await openWithoutScripts(page, editHref!);
  const form = page.getByRole("form", { name: "Edit partner" });
  await expect(form.getByRole("button", { name: "Save" })).toBeDisabled();
  await expect(form.getByLabel("Name *")).toHaveValue(name);
  await expect(form.getByLabel("Email *")).toHaveValue("early@example.com");
  await form.getByLabel("Email *").fill("sponsor@example.com");

  scripts.release();
  await formReady(form);
  await expect(form.getByLabel("Email *")).toHaveValue("sponsor@example.com");
  await expect(form.getByLabel("Name *")).toHaveValue(name);
  await form.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Partner updated");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("sponsor@example.com");
  await expect(row).toContainText("We would like to sponsor a show.");
});
