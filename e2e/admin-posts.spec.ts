import { expect, test } from "./test";
import { DEMO_ADMIN, expectToast, pngFile, uniqueTitle, signInAndOpen } from "./helpers";

test("an admin creates a post with an image, edits it, sees it public and deletes it", async ({ page }) => {
  await signInAndOpen(page, DEMO_ADMIN, "/admin-dashboard");

  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Create Post" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/create-post$/);
  const title = uniqueTitle("Lagos Fashion Week Recap");
  const create = page.getByRole("form", { name: "Create post" });
  await create.getByRole("button", { name: "Create Post" }).click();
  await expect(create.getByText("Please fill in all required fields.")).toBeVisible();
  await create.getByLabel("Title *").fill(title);
  await create
    .getByLabel("Content *")
    .fill("Designers from Lagos and Accra showed bold adire prints.\n\nThe closing show was a celebration.");
  await create.getByLabel("Author *").fill("Style Desk");
  await create.getByLabel("Categories").fill("Style, Entertainment");
  await create.getByLabel("Image").setInputFiles(await pngFile("runway.png"));
  await expect(create.getByRole("img", { name: "Selected image" })).toBeVisible();
  await create.getByRole("button", { name: "Create Post" }).click();
  await expectToast(page, "Post added successfully!");
  await expect(create.getByLabel("Title *")).toHaveValue("");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Manage Posts" }).click();
  await expect(page).toHaveURL(/\/admin\/manage-posts$/);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Style Desk");

  await row.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/admin\/edit-post\/\w+$/);
  await expect(page.getByRole("img", { name: "Current image" })).toBeVisible();
  const edited = `${title} (updated)`;
  // The dashboard's create form stays in the DOM, hidden, after the client navigation (Cache Components keeps recent
  // routes): fill the visible form.
  await page.getByRole("textbox", { name: "Title *" }).fill(edited);
  await page.getByRole("textbox", { name: "Author" }).fill("");
  await page.getByRole("button", { name: "Update Post" }).click();
  await expectToast(page, "Post updated successfully!");
  await expect(page).toHaveURL(/\/admin\/manage-posts$/);
  await expect(page.getByRole("row").filter({ hasText: edited })).toContainText("Admin");

  // Public pages are cached; a write expires them before its answer, so the change shows on the next visit (retried
  // in case another visitor's render that began before the write stored the page just after it).
  const card = page.getByRole("article").filter({ hasText: edited });
  await expect(async () => {
    await page.goto("/blog");
    await expect(card).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await card.getByRole("link", { name: /View details/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(edited);
  await expect(page.getByRole("img", { name: edited })).toBeVisible();
  const postUrl = page.url();

  await page.goto("/admin/manage-posts");
  await page.getByRole("button", { name: `Delete ${edited}` }).click();
  const confirm = page.getByRole("dialog", { name: `Delete ${edited}?` });
  await expect(confirm).toContainText("This cannot be undone.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Post deleted successfully");
  await expect(page.getByRole("row").filter({ hasText: edited })).toHaveCount(0);

  await expect(async () => {
    await page.goto("/blog");
    await expect(page.getByRole("article").filter({ hasText: edited })).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(async () => expect((await page.goto(postUrl))?.status()).toBe(404)).toPass({ timeout: 10_000 });
});

test("the edit page says when a post does not exist", async ({ page }) => {
  await signInAndOpen(page, DEMO_ADMIN, "/admin/edit-post/no-such-post");
  await expect(page.getByText("Post not found")).toBeVisible();
});

test("cancelling the delete confirmation keeps the post", async ({ page }) => {
  await signInAndOpen(page, DEMO_ADMIN, "/admin/manage-posts");
  // A post of this test's own: the list's first row may be another journey's post, renamed or deleted meanwhile.
  const title = uniqueTitle("Kept post");
  const made = await page.request.post("/mnb/api/addPost", {
    multipart: { title, content: "It stays.", author: "Desk", categories: "News" },
  });
  expect(made.status()).toBe(201);
  await page.reload();
  const row = page.getByRole("row").filter({ hasText: title });
  await row.getByRole("button", { name: `Delete ${title}` }).click();
  await page
    .getByRole("dialog", { name: `Delete ${title}?` })
    .getByRole("button", { name: "Cancel" })
    .click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.reload();
  await expect(row).toBeVisible();
});
