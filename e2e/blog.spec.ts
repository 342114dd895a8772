import { expect, test } from "./test";
import { expectToast, uniqueTitle } from "./helpers";

test("a visitor reads the blog, opens a post and leaves a comment that survives a reload", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Our Blog" })).toBeVisible();
  const cards = page.getByRole("article");
  expect(await cards.count()).toBeGreaterThanOrEqual(8);
  // The oldest card is a seeded post: newer ones may be another journey's post, edited or deleted meanwhile.
  const card = cards.last();
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

test("the comment form explains what is missing and posts nothing", async ({ page }) => {
  await page.goto("/blog");
  await page.getByRole("article").last().getByRole("link", { name: /View details/ }).click();
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
  expect(await page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) }).count()).toBeGreaterThanOrEqual(8);
});

test("share tags are in the post page HTML", async ({ request }) => {
  const posts = await (await request.get("/mnb/api/getAllPosts")).json();
  const html = await (await request.get(`/post/${posts[0].slug}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${posts[0].title.replace(/&/g, "&amp;")}"/>`);
  expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"\/>/);
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/files\//);
  expect(html).toMatch(/<meta name="description" content="[^"]+"\/>/);
});
