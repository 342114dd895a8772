// Journeys that change what every other test sees: site-wide moderation rules (every new comment held) and deleting
// every spotlight comment. They run in the @whole-site project, after every other test has finished
// (playwright.config.ts), and in this one file, so they run one after another and never beside each other.
import type { APIRequestContext, Page } from "@playwright/test";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../lib/generated/prisma/client";
import { MODERATION_TEXT } from "../lib/moderation/copy";
import { expect, test, visitorAddress } from "./test";
import { DEMO_ADMIN, expectToast, uniqueTitle, signInAndOpen } from "./helpers";

const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }) });
test.afterAll(async () => {
  // Whatever happened, the rules go back to "publish at once".
  await db.moderationSettings.deleteMany();
  await db.$disconnect();
});

const MANAGE = "/admin-dashboard/spotlights";
const MODERATION = "/admin-dashboard/moderation";

async function signIn(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAndOpen(page, DEMO_ADMIN, "/admin-dashboard");
}

async function comment(request: APIRequestContext, content: string) {
  const reply = await request.post("/mnb/api/style-spotlight/comment", {
    data: { name: "Ada", email: "ada@example.com", content, rating: 4 },
  });
  expect(reply.status()).toBe(201);
}

test(
  "with first comments held, a new commenter waits for approval, then their comment shows",
  { tag: "@whole-site" },
  async ({ page, browser }) => {
    test.slow();
    await signIn(page);
    await page.goto(MODERATION);
    const rules = page.getByRole("form", { name: "Comment rules" });
    await rules.getByLabel(/Hold a new commenter/).check();
    await rules.getByRole("button", { name: "Save rules" }).click();
    await expectToast(page, MODERATION_TEXT.settingsSaved);

    const posts = (await (await page.request.get("/mnb/api/getAllPosts")).json()) as { slug: string }[];
    const slug = posts[posts.length - 1].slug;
    const fanContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": visitorAddress() } });
    const fan = await fanContext.newPage();
    const text = uniqueTitle("First time here, lovely blog");
    await fan.goto(`/post/${slug}`);
    await fan.getByRole("textbox", { name: "Comment" }).fill(text);
    await fan.getByLabel("Name", { exact: true }).fill("Kemi");
    await fan.getByLabel("Email (never shown)").fill(`${uniqueTitle("kemi").replace(/\W/g, "")}@example.com`);
    await fan.getByRole("button", { name: "Post Comment" }).click();
    await expectToast(fan, MODERATION_TEXT.held);
    await expect(fan.getByTestId("comment-list").getByText(text)).toHaveCount(0);

    await page.goto(MODERATION);
    const item = page.getByRole("table", { name: "Pending comments" }).getByRole("row").filter({ hasText: text });
    await expect(item).toContainText("Post comment");
    await item.getByRole("button", { name: "Approve" }).click();
    await expectToast(page, MODERATION_TEXT.approved);
    await expect(page.getByRole("row").filter({ hasText: text })).toHaveCount(0);

    await expect(async () => {
      await fan.goto(`/post/${slug}`);
      await expect(fan.getByTestId("comment-list").getByText(text)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await fanContext.close();

    await rules.getByLabel(/Hold a new commenter/).uncheck();
    await rules.getByRole("button", { name: "Save rules" }).click();
    await expectToast(page, MODERATION_TEXT.settingsSaved);
  },
);

test(
  "Delete all comments warns that it cannot be undone, and empties the comments",
  { tag: "@whole-site" },
  async ({ page }) => {
    await signIn(page);
    const content = uniqueTitle("Last words");
    await comment(page.request, content);
    await page.goto(MANAGE);
    const card = page.getByRole("region", { name: "Comments" });
    await expect(card.getByRole("listitem").filter({ hasText: content })).toBeVisible();

    await card.getByRole("button", { name: "Delete all comments" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete all comments?" });
    await expect(confirm).toContainText("This cannot be undone.");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(card.getByRole("listitem").filter({ hasText: content })).toBeVisible();

    await card.getByRole("button", { name: "Delete all comments" }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "All comments deleted successfully");
    await expect(card.getByText("No comments yet.")).toBeVisible();
    await expect(card).toContainText("0 comments");
    await expect(async () => {
      await page.goto("/style-spotlight");
      await expect(page.getByText("No comments yet. Be the first!")).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  },
);
