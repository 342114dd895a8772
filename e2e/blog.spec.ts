import { expect, test, type APIRequestContext, type Page } from "./test";
import { expectToast, uniqueTitle } from "./helpers";

/** The blog's last page, whose last card is the oldest post: a seeded one (newer ones may be another journey's). */
async function openOldestPosts(page: Page, request: APIRequestContext) {
  const { totalPages } = await (await request.get("/mnb/api/getAllPosts?page=1")).json();
  await page.goto(totalPages > 1 ? `/blog?page=${totalPages}` : "/blog");
  return page.getByRole("article").last();
}

test("the blog shows nine posts a page and pages through the URL", async ({ page, request }) => {
  const { totalPages, total } = await (await request.get("/mnb/api/getAllPosts?page=1")).json();
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Our Blog" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(Math.min(total, 9));
  const pager = page.getByRole("navigation", { name: "Blog pages" });
  await expect(pager).toContainText(`Page 1 of ${totalPages}`);
  await expect(pager.getByRole("button", { name: "Prev" })).toBeDisabled();
  if (totalPages > 1) {
    await pager.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(pager).toContainText(`Page 2 of ${totalPages}`);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
  }
});

test("a visitor reads the blog, opens a post and leaves a comment that survives a reload", async ({
  page,
  request,
}) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Our Blog" })).toBeVisible();
  expect(await page.getByRole("article").count()).toBeGreaterThanOrEqual(8);
  const card = await openOldestPosts(page, request);
  const preview = await card.locator("p.flex-1").innerText();
  expect(preview.length).toBeLessThanOrEqual(78);
  expect(preview.endsWith("...")).toBe(true);

  const title = await card.getByRole("heading").innerText();
  await card.getByRole("link", { name: /View details/ }).click();
  await expect(page).toHaveURL(/\/post\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} | My Nation Blog`);

  const text = uniqueTitle("Great read from Enugu");
  await page.getByRole("textbox", { name: "Comment" }).fill(text);
  await page.getByLabel("Name", { exact: true }).fill("Chidi");
  await page.getByLabel("Email (never shown)").fill("chidi@example.com");
  await page.getByLabel("4 stars").check({ force: true });
  await page.getByLabel(/Save my name and email/).check();
  await page.getByRole("button", { name: "Post Comment" }).click();
  await expectToast(page, "Comment added!");
  const list = page.getByTestId("comment-list");
  await expect(list.getByText(text)).toBeVisible();
  await expect(page.getByText("chidi@example.com")).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId("comment-list").getByText(text)).toBeVisible();
  // "Save my info" fills the name and email in again.
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Chidi");
  await expect(page.getByLabel("Email (never shown)")).toHaveValue("chidi@example.com");

  await page.getByRole("button", { name: "Like comment by Chidi" }).first().click();
  await expect(page.getByRole("button", { name: "Like comment by Chidi" }).first()).toContainText("1");
  await page.getByRole("button", { name: "Like comment by Chidi" }).first().click();
  await expect(page.getByRole("button", { name: "Like comment by Chidi" }).first()).toContainText("1");
});

test("the comment form explains what is missing and posts nothing", async ({ page, request }) => {
  await (await openOldestPosts(page, request)).getByRole("link", { name: /View details/ }).click();
  await page.getByRole("button", { name: "Post Comment" }).click();
  await expect(page.getByText("Comment, name and email are required.").first()).toBeVisible();
  await page.getByRole("textbox", { name: "Comment" }).fill("Hello");
  await page.getByLabel("Name", { exact: true }).fill("Bola");
  await page.getByLabel("Email (never shown)").fill("not-an-email");
  await page.getByRole("button", { name: "Post Comment" }).click();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
});

test("post pages explain an invalid slug and a missing post", async ({ page }) => {
  await page.goto("/post/Bad_Slug!");
  await expect(page.getByText("Invalid slug.")).toBeVisible();
  const response = await page.goto("/post/this-post-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Blog post not found.")).toBeVisible();
});

test("the simple posts list shows titles and bodies", async ({ page }) => {
  await page.goto("/post");
  await expect(page.getByRole("heading", { level: 1, name: "Posts" })).toBeVisible();
  expect(
    await page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 2 }) })
      .count(),
  ).toBeGreaterThanOrEqual(8);
});

test("share tags are in the post page HTML", async ({ request }) => {
  const posts = await (await request.get("/mnb/api/getAllPosts")).json();
  const html = await (await request.get(`/post/${posts[0].slug}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${posts[0].title.replace(/&/g, "&amp;")}"/>`);
  expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"\/>/);
  // The share image is drawn for the post (picture + title, 1200×630 PNG); lib/integration/seo.int.test.ts checks it.
  expect(html).toMatch(
    new RegExp(`<meta property="og:image" content="http://localhost:\\d+/post/${posts[0].slug}/opengraph-image`),
  );
  expect(html).toMatch(/<meta name="description" content="[^"]+"\/>/);
});
