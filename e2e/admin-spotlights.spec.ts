// Celebrities To Feature In Our Spotlight (nominate) and Manage Spotlight (search, filter, edit dialog, deletes,
// comments). Every test makes its own spotlights and comments. e2e/spotlight.spec.ts pages through the gallery and
// checks the newest comment while these run, so the spotlights and comments made here for the admin screens are
// written dated 2001 (the end of every list, where they move nothing); deleting all comments is in
// e2e/whole-site.spec.ts, which runs after every other test (playwright.config.ts).
import type { Page } from "@playwright/test";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../lib/generated/prisma/client";
import { expect, test } from "./test";
import { DEMO_ADMIN, expectToast, pngFile, uniqueTitle, signInAndOpen, formReady } from "./helpers";

const MANAGE = "/admin-dashboard/spotlights";
const LONG_AGO = new Date(Date.UTC(2001, 0, 1));
// A static picture outside the uploads: deleting or replacing these rows' image deletes no stored file.
const PICTURE = "/brand/default-avatar.svg";

const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }) });
test.afterAll(() => db.$disconnect());

/** A male spotlight at the end of every list, with comments (content → id) and one reply to the first comment. */
async function oldSpotlight(name: string, comments: string[] = []) {
  const { id } = await db.spotlight.create({
    data: {
      name,
      category: "MALE",
      description: "A tailored agbada in deep green.",
      imageUrl: PICTURE,
      createdAt: LONG_AGO,
    },
  });
  const ids: string[] = [];
  for (const content of comments) {
    const row = await db.spotlightComment.create({
      data: { spotlightId: id, name: "Ada", email: "ada@example.com", content, rating: 4, createdAt: LONG_AGO },
    });
    ids.push(row.id);
  }
  if (ids[0])
    await db.spotlightReply.create({
      data: { commentId: ids[0], name: "Bola", email: "bola@example.com", content: "Agreed", createdAt: LONG_AGO },
    });
  return { id, commentIds: ids };
}

async function signIn(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAndOpen(page, DEMO_ADMIN, "/admin-dashboard");
}

test("an admin nominates a celebrity with upload progress and sees it on /style-spotlight", async ({ page }) => {
  await signIn(page);
  await page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: "Celebrities To Feature In Our Spotlight" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Celebrities To Feature In Our Spotlight" })).toBeVisible();
  const form = page.getByRole("form", { name: "Nominate a celebrity" });
  await form.getByRole("button", { name: "Nominate" }).click();
  await expect(form.getByText("Name, category, description and image are required.").first()).toBeVisible();

  const name = uniqueTitle("Tems Style");
  await form.getByLabel("Name *").fill(name);
  await form.getByLabel("Category *").selectOption("Female");
  await form.getByLabel("Description (style/outfit) *").fill("A flowing adire gown with gold cuffs.");
  await form.getByLabel("Image *").setInputFiles(await pngFile("gown.png", "#3b314c"));
  await expect(form.getByRole("img", { name: "Selected image" })).toBeVisible();
  // A small image is sent in an instant: hold the answer back a moment so the progress bar can be seen.
  await page.route("**/mnb/api/spotlights", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await form.getByRole("button", { name: "Nominate" }).click();
  await expect(form.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
  await expect(form.getByRole("button", { name: "Cancel upload" })).toBeVisible();
  await expectToast(page, "Artist nominated successfully!");
  await expect(form.getByRole("progressbar")).toHaveCount(0);
  await expect(form.getByLabel("Name *")).toHaveValue("");
  await page.unrouteAll();

  const card = page.getByRole("article").filter({ hasText: name });
  await expect(async () => {
    await page.goto("/style-spotlight?category=female");
    await expect(card).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(card).toContainText("A flowing adire gown with gold cuffs.");
});

test("cancelling an upload sends nothing and nominates no one", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin-dashboard/spotlight-nominate");
  const form = page.getByRole("form", { name: "Nominate a celebrity" });
  const name = uniqueTitle("Cancelled Nominee");
  await form.getByLabel("Name *").fill(name);
  await form.getByLabel("Category *").selectOption("Male");
  await form.getByLabel("Description (style/outfit) *").fill("Never sent.");
  await form.getByLabel("Image *").setInputFiles(await pngFile("never.png"));
  await page.route("**/mnb/api/spotlights", () => new Promise(() => {})); // never answers: only Cancel ends it
  await form.getByRole("button", { name: "Nominate" }).click();
  await form.getByRole("button", { name: "Cancel upload" }).click();
  await expect(form.getByRole("progressbar")).toHaveCount(0);
  await expect(form.getByLabel("Name *")).toHaveValue(name);
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.goto(`${MANAGE}?q=${encodeURIComponent(name)}`);
  await expect(page.getByText("No spotlights match.")).toBeVisible();
});

test("Manage Spotlight searches and filters, edits in a dialog that lives in the URL, and deletes after confirmation", async ({
  page,
}) => {
  test.slow(); // a long journey: on a loaded machine it needs more than the default 45 s
  await signIn(page);
  const name = uniqueTitle("Burna Look");
  await oldSpotlight(name);

  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Manage Spotlight" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Manage Spotlight" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search spotlights by name" }).fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\?q=/);
  const rows = page.getByRole("row");
  const row = rows.filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(rows).toHaveCount(2); // the header and this one
  const filters = page.getByRole("navigation", { name: "Filter by category" });
  await filters.getByRole("link", { name: "Female", exact: true }).click();
  await expect(page).toHaveURL(/category=female/);
  await expect(page.getByText("No spotlights match.")).toBeVisible();
  await filters.getByRole("link", { name: "Male", exact: true }).click();
  await expect(filters.getByRole("link", { name: "Male", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(row).toBeVisible();
  const listUrl = page.url();

  // The open dialog is in the URL: reload keeps it, Back closes it, Forward opens it again.
  await row.getByRole("link", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit ${name}` });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/edit=/);
  await page.reload();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Name *")).toHaveValue(name);
  await expect(dialog.getByLabel("Category *")).toHaveValue("Male");
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  expect(page.url()).toBe(listUrl);
  await page.goForward();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  expect(page.url()).toBe(listUrl);

  await row.getByRole("link", { name: `Edit ${name}` }).click();
  const edited = `${name} Edited`;
  await formReady(dialog);
  await dialog.getByLabel("Name *").fill(edited);
  await dialog.getByLabel("Description (style/outfit) *").fill("A white kaftan with silver embroidery.");
  await dialog.getByLabel("Replace image").setInputFiles(await pngFile("kaftan.png", "#ffffff"));
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Spotlight updated");
  await expect(dialog).toHaveCount(0);
  expect(page.url()).toBe(listUrl);
  const editedRow = page.getByRole("row").filter({ hasText: edited });
  await expect(editedRow).toContainText("A white kaftan with silver embroidery.");
  // The oldest male look: the end of the male gallery's last page.
  await expect(async () => {
    await page.goto("/style-spotlight?category=male&page=999");
    await expect(page.getByRole("article").filter({ hasText: edited })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });

  // Delete: Cancel keeps it, Delete removes it here and on the public page.
  await page.goto(`${MANAGE}?q=${encodeURIComponent(edited)}`);
  await editedRow.getByRole("button", { name: `Delete ${edited}` }).click();
  const confirm = page.getByRole("dialog", { name: `Delete ${edited}?` });
  await expect(confirm).toContainText("This cannot be undone.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await page.reload();
  await expect(editedRow).toBeVisible();
  await editedRow.getByRole("button", { name: `Delete ${edited}` }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Deleted successfully");
  await expect(editedRow).toHaveCount(0);
  await expect(async () => {
    await page.goto("/style-spotlight?category=male&page=999");
    await expect(page.getByRole("article").filter({ hasText: edited })).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
});

test("Manage Spotlight pages through the results, six at a time, with the page in the URL", async ({ page }) => {
  test.slow(); // seven rows and four page loads
  await signIn(page);
  const prefix = uniqueTitle("Paged Look");
  for (let i = 0; i < 7; i++) await oldSpotlight(`${prefix} ${i}`);
  await page.goto(`${MANAGE}?q=${encodeURIComponent(prefix)}`);
  const pager = page.getByRole("navigation", { name: "Spotlight pages" });
  await expect(pager).toContainText("Page 1 of 2");
  await expect(page.getByRole("row")).toHaveCount(7);
  await pager.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pager).toContainText("Page 2 of 2");
  await expect(page.getByRole("row")).toHaveCount(2);
  await page.reload();
  await expect(page.getByRole("row")).toHaveCount(2);
  await page.goBack();
  await expect(pager).toContainText("Page 1 of 2");
  await expect(page.getByRole("row")).toHaveCount(7);
});

test("an admin lists a spotlight's comments and deletes one with its replies", async ({ page }) => {
  await signIn(page);
  const name = uniqueTitle("Davido Drip");
  const doomed = uniqueTitle("Too much gold");
  const kept = uniqueTitle("Clean lines");
  const {
    id,
    commentIds: [doomedId],
  } = await oldSpotlight(name, [doomed, kept]);

  await page.goto(`${MANAGE}?q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name: `Comments about ${name}` }).click();
  const card = page.getByRole("region", { name: `Comments about ${name}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText("2 comments");
  const item = card.getByRole("listitem").filter({ hasText: doomed });
  await expect(item).toContainText("1 reply");
  await expect(card.getByRole("listitem").filter({ hasText: kept })).toBeVisible();

  await item.getByRole("button", { name: "Delete comment by Ada" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete comment by Ada?" });
  await expect(confirm).toContainText("Its replies and reactions go with it.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Comment deleted successfully");
  await expect(item).toHaveCount(0);
  await expect(card).toContainText("1 comment");
  await expect(card.getByRole("listitem").filter({ hasText: kept })).toBeVisible();
  const left = (await (await page.request.get(`/mnb/api/style-spotlight/comments?spotlightId=${id}`)).json()) as {
    content: string;
  }[];
  expect(left.map((c) => c.content)).toEqual([kept]);
  const replies = await page.request.get(`/mnb/api/style-spotlight/comment/${doomedId}/replies`);
  expect(replies.status()).toBe(404);
});
