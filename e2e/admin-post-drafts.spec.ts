// Drafts, scheduling, preview links and revisions in the post editor, at desktop and phone widths.
import { expect, test } from "./test";
import { DEMO_ADMIN, expectToast, uniqueTitle, signInAndOpen } from "./helpers";
import { POST_TEXT } from "../lib/posts/copy";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function openCreatePost(page: import("@playwright/test").Page) {
  await signInAndOpen(page, DEMO_ADMIN, "/admin-dashboard/create-post");
  const form = page.getByRole("form", { name: "Create post" });
  await expect(form).toBeVisible();
  return form;
}

async function fillPost(form: import("@playwright/test").Locator, title: string) {
  await form.getByLabel("Title *").fill(title);
  await form.getByLabel("Content *").fill("A story the desk is still checking.\n\nMore to come.");
  await form.getByLabel("Author *").fill("News Desk");
}

test("a draft stays off the blog, opens by its preview link, and goes public when published", async ({ page }) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  const form = await openCreatePost(page);
  const title = uniqueTitle("Embargoed interview");
  await fillPost(form, title);
  await form.getByLabel("Draft").check();
  await expect(form.getByText("Drafts are seen only here and by preview link.")).toBeVisible();
  await form.getByRole("button", { name: "Save Draft" }).click();
  await expectToast(page, "Post saved.");

  await page.goto("/admin/manage-posts");
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Draft");
  await row.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/admin\/edit-post\/\w+$/);
  const preview = page.getByRole("link", { name: "Open the preview" });
  const previewPath = await preview.getAttribute("href");
  expect(previewPath).toMatch(/^\/preview\/post\//);
  const editUrl = page.url();

  // The blog does not list it; the preview link shows it, marked as a draft.
  await page.goto("/blog");
  await expect(page.getByRole("article").filter({ hasText: title })).toHaveCount(0);
  await page.goto(previewPath!);
  await expect(page.getByRole("status")).toContainText("This post is a draft.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  // A link with a changed signature shows the expired-link message and nothing of the post. (The character is changed
  // to one it is not: replacing it with a fixed "x" left the link valid whenever it already was one, 1 run in 64.)
  const changed = previewPath!.at(-12) === "x" ? "y" : "x";
  await page.goto(`${previewPath!.slice(0, -12)}${changed}${previewPath!.slice(-11)}`);
  await expect(page.getByText(POST_TEXT.previewExpired)).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);

  await page.goto(editUrl);
  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Update Post" }).click();
  await expectToast(page, "Post updated successfully!");
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Published");
  await expect(async () => {
    await page.goto("/blog");
    await expect(page.getByRole("article").filter({ hasText: title })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  // Publishing ended the old preview link: it answers 404 with its message and nothing of the post.
  const old = await page.goto(previewPath!);
  expect(old?.status()).toBe(404);
  await expect(page.getByText(POST_TEXT.previewExpired)).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});

test("scheduling asks for a future Lagos time and lists the post as scheduled (phone)", async ({ page }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  const form = await openCreatePost(page);
  const title = uniqueTitle("Friday release roundup");
  // Empty: the missing publish time is marked on its own field, beside the other fields' message.
  await form.getByLabel("Scheduled").check();
  await form.getByRole("button", { name: "Schedule Post" }).click();
  await expect(form.getByText(POST_TEXT.required)).toBeVisible();
  const publishAt = form.getByLabel("Publish at (Lagos time) *");
  await expect(publishAt).toHaveAttribute("aria-invalid", "true");
  await expect(publishAt).toHaveAccessibleDescription(/Choose the date and time/);
  await fillPost(form, title);
  await form.getByRole("button", { name: "Schedule Post" }).click();
  await expect(form.getByText(POST_TEXT.publishAtMissing)).toBeVisible();
  await form.getByLabel("Publish at (Lagos time) *").fill("2020-05-01T09:00");
  await form.getByRole("button", { name: "Schedule Post" }).click();
  await expect(form.getByText(POST_TEXT.publishAtPast)).toBeVisible();
  const year = new Date().getFullYear() + 1;
  await form.getByLabel("Publish at (Lagos time) *").fill(`${year}-05-01T09:00`);
  await form.getByRole("button", { name: "Schedule Post" }).click();
  await expectToast(page, "Post saved.");

  await page.goto("/admin/manage-posts");
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Scheduled");
  await expect(row).toContainText(`1 May ${year}, 09:00`);
  await row.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByLabel("Publish at (Lagos time) *")).toHaveValue(`${year}-05-01T09:00`);
  const preview = page.getByRole("link", { name: "Open the preview" });
  await expect(preview).toBeVisible();
  // "Revoke preview links" ends the link shown and shows a new one.
  const before = await preview.getAttribute("href");
  await page.getByRole("button", { name: "Revoke preview links" }).click();
  await page.getByRole("dialog", { name: "Revoke preview links?" }).getByRole("button", { name: "Revoke" }).click();
  await expectToast(page, POST_TEXT.previewsRevoked);
  await expect(preview).not.toHaveAttribute("href", before!);
});

test("the editor keeps every save and restores an earlier version", async ({ page }) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  const form = await openCreatePost(page);
  const first = uniqueTitle("Afrobeats at the Grammys");
  await fillPost(form, first);
  await form.getByRole("button", { name: "Create Post" }).click();
  await expectToast(page, "Post added successfully!");

  await page.goto("/admin/manage-posts");
  await page.getByRole("link", { name: `Edit ${first}` }).click();
  await expect(page).toHaveURL(/\/admin\/edit-post\/\w+$/);
  const editUrl = page.url();
  const second = `${first} (corrected)`;
  await page.getByRole("textbox", { name: "Title *" }).fill(second);
  await page.getByRole("button", { name: "Update Post" }).click();
  await expectToast(page, "Post updated successfully!");
  await expect(page).toHaveURL(/\/admin\/manage-posts$/);

  await page.goto(editUrl);
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").first()).toContainText("(current)");
  // Each save to the second, and what it changed against the one before.
  await expect(history.locator("time").first()).toHaveText(/\d{2}:\d{2}:\d{2}$/);
  await expect(history.getByRole("listitem").first()).toContainText("changed title");
  await history.getByRole("link", { name: /^Changes in the version of/ }).click();
  const changes = page.getByRole("region", { name: /^Changed since/ });
  await expect(changes.locator("ins")).toHaveText(/\(corrected\)/);
  await expect(changes.locator("del")).toHaveCount(0);
  await page.goto(editUrl);
  await history.getByRole("link", { name: /View the version of/ }).click();
  const version = page.getByRole("region", { name: /^Version of/ });
  await expect(version.getByRole("definition").first()).toHaveText(first);

  await version.getByRole("button", { name: "Restore this version" }).click();
  const dialog = page.getByRole("dialog", { name: "Restore this version?" });
  await dialog.getByRole("button", { name: "Restore" }).click();
  await expectToast(page, POST_TEXT.restored);
  await expect(page).toHaveURL(editUrl);
  await expect(page.getByRole("textbox", { name: "Title *" })).toHaveValue(first);
  await expect(page.getByRole("region", { name: "History" }).getByRole("listitem")).toHaveCount(3);
});
