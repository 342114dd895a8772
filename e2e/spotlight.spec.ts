// Style spotlight journeys: filter and paging through the URL, ratings, comments with stars, replies, reactions,
// and the comment section's failure and empty states. ("No spotlights available." cannot happen with the seeded demo,
// which always has both categories; components/spotlights/spotlight-gallery.test.ts covers it.)
import { expect, test, type APIRequestContext, type Locator, type Page } from "./test";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../lib/generated/prisma/client";
import { expectToast, formAlert, uniqueTitle } from "./helpers";

type Look = { id: string; name: string };
type CommentPage = { total: number };

// The journeys add their own looks straight to the e2e database (dated as they need; the admin journeys use the UI).
const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }) });
let api: APIRequestContext;
let looks: Look[];

const postComment = (data: Record<string, unknown>) =>
  api.post("/mnb/api/style-spotlight/comment", { data: { email: "e2e.spotlight@example.com", rating: 5, ...data } });

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const { imageUrl } = await db.spotlight.findFirstOrThrow({ select: { imageUrl: true } });
  looks = [];
  for (let i = 0; i < 7; i++) {
    const name = uniqueTitle(`E2E Look ${i}`);
    const row = await db.spotlight.create({
      data: { name, description: "A look added by the e2e journey.", imageUrl, category: "MALE" },
    });
    looks.unshift({ id: row.id, name });
  }
  // Two rated comments about the newest look; as a write they also refresh the cached gallery.
  for (const rating of [5, 4]) {
    expect(
      (
        await postComment({ name: "Rater", content: "Rated by the journey", rating, spotlightId: looks[0].id })
      ).status(),
    ).toBe(201);
  }
});

test.afterAll(async () => {
  await api.dispose();
  await db.$disconnect();
});

const spotlightPager = (page: Page) => page.getByRole("navigation", { name: "Spotlight pages" });
const commentPager = (page: Page) => page.getByRole("navigation", { name: "Comment pages" });
// Cache Components keeps the previous view in the DOM, hidden (React Activity): only the visible gallery counts.
const gallery = (page: Page) => page.getByTestId("spotlight-gallery").filter({ visible: true });
const filter = (page: Page, name: string) =>
  page.getByRole("group", { name: "Filter spotlights by category" }).getByRole("button", { name, exact: true });
const commentByName = (page: Page, name: string) => page.getByRole("article", { name: `Comment by ${name}` });

async function expectOnlyCategory(page: Page, category: "Male" | "Female") {
  const cards = gallery(page).getByRole("article");
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  await expect(gallery(page).getByText(category, { exact: true })).toHaveCount(count);
  await expect(gallery(page).getByText(category === "Male" ? "Female" : "Male", { exact: true })).toHaveCount(0);
}

test("the category filter narrows the gallery and starts again from page 1", async ({ page }) => {
  await page.goto("/style-spotlight?page=2");
  await expect(page.getByRole("heading", { level: 1, name: "Style Spotlight" })).toBeVisible();
  await expect(spotlightPager(page)).toContainText(/Page 2 of \d+/);
  await expect(filter(page, "All")).toHaveAttribute("aria-pressed", "true");

  await filter(page, "Male").click();
  await expect(page).toHaveURL(/\/style-spotlight\?category=male$/);
  await expect(filter(page, "Male")).toHaveAttribute("aria-pressed", "true");
  await expect(filter(page, "All")).toHaveAttribute("aria-pressed", "false");
  await expect(spotlightPager(page)).toContainText(/Page 1 of \d+/);
  await expectOnlyCategory(page, "Male");

  await filter(page, "Female").click();
  await expect(page).toHaveURL(/\/style-spotlight\?category=female$/);
  await expectOnlyCategory(page, "Female");
  await expect(gallery(page).getByRole("heading", { name: "Ifeoma Adaeze" })).toBeVisible();
});

test("Prev and Next move through pages in the URL, stop at the ends, and Back returns", async ({ page }) => {
  await page.goto("/style-spotlight?category=male");
  const pager = spotlightPager(page);
  const prev = pager.getByRole("button", { name: "Prev" });
  const next = pager.getByRole("button", { name: "Next" });
  const names = () => gallery(page).getByRole("heading").allInnerTexts();
  await expect(pager).toContainText(/Page 1 of [2-9]/);
  await expect(prev).toBeDisabled();
  await expect(gallery(page).getByRole("article")).toHaveCount(6);
  const firstPage = await names();

  await next.click();
  await expect(page).toHaveURL(/\?category=male&page=2$/);
  await expect(pager).toContainText("Page 2 of");
  await expect(prev).toBeEnabled();
  await expect(gallery(page).getByRole("heading", { name: firstPage[0] })).toHaveCount(0);
  const secondPage = await names();
  expect(secondPage.filter((n) => firstPage.includes(n))).toEqual([]);

  await prev.click();
  await expect(page).toHaveURL(/\?category=male$/);
  await expect(gallery(page).getByRole("heading", { name: firstPage[0] })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\?category=male&page=2$/);
  await expect(pager).toContainText("Page 2 of");
  await expect(gallery(page).getByRole("heading", { name: secondPage[0] })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\?category=male$/);
  await expect(gallery(page).getByRole("heading", { name: firstPage[0] })).toBeVisible();

  // A page past the end shows the last page, whose Next is disabled.
  await page.goto("/style-spotlight?category=male&page=999");
  const last = (await pager.innerText()).match(/Page (\d+) of (\d+)/)!;
  expect(last[1]).toBe(last[2]);
  await expect(next).toBeDisabled();
});

test("each card shows its rating to one decimal: the average of its ratings, or 4.0", async ({ page }) => {
  await page.goto("/style-spotlight?category=male");
  const rated = page.getByRole("article", { name: looks[0].name }).getByTestId("spotlight-rating");
  await expect(rated).toContainText("4.5");
  await expect(rated).toContainText("2 ratings");
  const unrated = page.getByRole("article", { name: looks[1].name }).getByTestId("spotlight-rating");
  await expect(unrated).toContainText("4.0");
  await expect(unrated).toContainText("no ratings yet");
  for (const text of await gallery(page)
    .getByTestId("spotlight-rating")
    .locator("span.font-semibold")
    .allInnerTexts()) {
    expect(text).toMatch(/^\d\.\d$/);
  }
});

test("a visitor posts a rated comment about a look, and it appears at the top", async ({ page }) => {
  await page.goto("/style-spotlight");
  const form = page.getByRole("form", { name: "Leave a comment" });
  await form.getByRole("button", { name: "Post Comment" }).click();
  await expect(formAlert(page).filter({ hasText: "All fields are required!" })).toHaveCount(1);

  const name = uniqueTitle("Chioma");
  const content = uniqueTitle("That agbada is perfect");
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Email (never shown)").fill("chioma@example.com");
  await form.getByLabel("Comment", { exact: true }).fill(content);

  await form.getByLabel("About (optional)").selectOption({ label: looks[2].name });
  await form.getByLabel("3 stars").check({ force: true });
  await form.getByRole("button", { name: "Post Comment" }).click();
  await expectToast(page, "Comment added!");

  const first = page.getByTestId("spotlight-comment-list").getByRole("article").first();
  await expect(first).toHaveAccessibleName(`Comment by ${name}`);
  await expect(first).toContainText(content);
  await expect(first).toContainText(`About ${looks[2].name}`);
  await expect(first.getByLabel("Rated 3 out of 5")).toBeVisible();
  await expect(form.getByLabel("Comment", { exact: true })).toHaveValue("");
  await expect(page.getByText("chioma@example.com")).toHaveCount(0);

  // The server-rendered page shows it too, and the look's rating is now that one rating (cache expiry lands just
  // after the write's response, hence the retry).
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("spotlight-comment-list").getByRole("article").first()).toHaveAccessibleName(
      `Comment by ${name}`,
      { timeout: 1000 },
    );
    await expect(page.getByRole("article", { name: looks[2].name }).getByTestId("spotlight-rating")).toContainText(
      /3\.0 out of 5 · 1 rating/,
      { timeout: 1000 },
    );
  }).toPass();
});

test("only one reply form is open at a time, and a reply appears under its comment", async ({ page }) => {
  const [older, newer] = [uniqueTitle("Tobi"), uniqueTitle("Amaka")];
  for (const name of [older, newer])
    expect((await postComment({ name, content: `Comment from ${name}` })).status()).toBe(201);
  await page.goto("/style-spotlight");

  await commentByName(page, newer).getByRole("button", { name: "Reply", exact: true }).click();
  await expect(page.getByRole("form", { name: `Reply to ${newer}` })).toBeVisible();
  await commentByName(page, older).getByRole("button", { name: "Reply", exact: true }).click();
  await expect(page.getByRole("form", { name: `Reply to ${older}` })).toBeVisible();
  await expect(page.getByRole("form", { name: `Reply to ${newer}` })).toHaveCount(0);
  await expect(page.getByRole("form", { name: /^Reply to / })).toHaveCount(1);
  await expect(commentByName(page, older).getByRole("button", { name: "Reply", exact: true })).toHaveAttribute(
    "aria-expanded",
    "true",
  );

  const replyForm = page.getByRole("form", { name: `Reply to ${older}` });
  await replyForm.getByRole("button", { name: "Post Reply" }).click();
  await expect(replyForm.getByRole("alert")).toHaveText("All reply fields are required!");
  const replier = uniqueTitle("Segun");
  await replyForm.getByLabel("Name", { exact: true }).fill(replier);
  await replyForm.getByLabel("Email (never shown)").fill("segun@example.com");
  await replyForm.getByLabel("Reply", { exact: true }).fill("Totally agree with you.");
  await replyForm.getByRole("button", { name: "Post Reply" }).click();
  await expectToast(page, "Reply added!");
  await expect(replyForm).toHaveCount(0);
  const replies = page.getByRole("list", { name: `Replies to ${older}` });
  await expect(replies).toContainText(replier);
  await expect(replies).toContainText("Totally agree with you.");
  await expect(page.getByText("segun@example.com")).toHaveCount(0);
});

/** Like twice (counted once), then switch to dislike (the count moves). */
async function expectCountedOnce(scope: Locator, label: string) {
  // The names go on with the count ("…, 1 like"), which the buttons also show.
  const like = scope.getByRole("button", { name: new RegExp(`^Like ${label},`) });
  const dislike = scope.getByRole("button", { name: new RegExp(`^Dislike ${label},`) });
  await like.click();
  await expect(like).toHaveText("👍 1");
  await like.click();
  // The buttons are disabled while a reaction is in flight, so enabled again means the repeat was answered.
  await expect(like).toBeEnabled();
  await expect(like).toHaveText("👍 1");
  await dislike.click();
  await expect(dislike).toHaveText("👎 1");
  await expect(like).toHaveText("👍 0");
}

test("likes and dislikes count once per visitor on comments and replies", async ({ page }) => {
  const name = uniqueTitle("Halima");
  const { id } = await (await postComment({ name, content: "React to me" })).json();
  const replier = uniqueTitle("Dayo");
  await api.post(`/mnb/api/style-spotlight/comment/${id}/reply`, {
    data: { name: replier, email: "dayo@example.com", content: "And me" },
  });
  await page.goto("/style-spotlight");

  const comment = commentByName(page, name);
  await expectCountedOnce(comment, `comment by ${name}`);
  await expectCountedOnce(comment, `reply by ${replier}`);
});

test("a comment shows five replies and the rest on request", async ({ page }) => {
  const name = uniqueTitle("Ifeanyi");
  const { id } = await (await postComment({ name, content: "A busy thread" })).json();
  for (let n = 1; n <= 7; n++) {
    const reply = await api.post(`/mnb/api/style-spotlight/comment/${id}/reply`, {
      data: { name: "Replier", email: "replier@example.com", content: `Thread reply ${n}` },
    });
    expect(reply.status()).toBe(201);
  }
  await page.goto("/style-spotlight");
  const replies = commentByName(page, name)
    .getByRole("list", { name: `Replies to ${name}` })
    .getByRole("listitem");
  await expect(replies).toHaveCount(5);
  await commentByName(page, name).getByRole("button", { name: "Show more replies (2)" }).click();
  await expect(replies).toHaveCount(7);
  await expect(replies.last()).toContainText("Thread reply 7");
  await expect(commentByName(page, name).getByRole("button", { name: /Show more replies/ })).toHaveCount(0);
});

test("a failed comment or reply keeps the form and says so", async ({ page }) => {
  const name = uniqueTitle("Femi");
  await postComment({ name, content: "Reply target" });
  await page.route("**/mnb/api/style-spotlight/comment", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 500, json: { message: "Database unavailable" } })
      : route.continue(),
  );
  await page.route("**/mnb/api/style-spotlight/comment/*/reply", (route) =>
    route.fulfill({ status: 500, json: { message: "Database unavailable" } }),
  );
  await page.goto("/style-spotlight");

  const form = page.getByRole("form", { name: "Leave a comment" });
  const content = uniqueTitle("This will not be saved");
  await form.getByLabel("Name", { exact: true }).fill("Femi");
  await form.getByLabel("Email (never shown)").fill("femi@example.com");
  await form.getByLabel("Comment", { exact: true }).fill(content);
  await form.getByLabel("5 stars").check({ force: true });
  await form.getByRole("button", { name: "Post Comment" }).click();
  await expectToast(page, "Failed to post comment.");
  await expect(form.getByLabel("Comment", { exact: true })).toHaveValue(content);
  await expect(page.getByTestId("spotlight-comment-list")).not.toContainText(content);

  await commentByName(page, name).getByRole("button", { name: "Reply", exact: true }).click();
  const replyForm = page.getByRole("form", { name: `Reply to ${name}` });
  await replyForm.getByLabel("Name", { exact: true }).fill("Femi");
  await replyForm.getByLabel("Email (never shown)").fill("femi@example.com");
  await replyForm.getByLabel("Reply", { exact: true }).fill("Lost reply");
  await replyForm.getByRole("button", { name: "Post Reply" }).click();
  await expectToast(page, "Failed to post reply.");
  await expect(replyForm).toBeVisible();
});

/** The comment pager needs a second page; other journeys add comments too, so top up only what is missing. */
async function ensureTwoCommentPages() {
  const { total } = (await (await api.get("/mnb/api/style-spotlight/comments?page=1")).json()) as CommentPage;
  for (let n = total; n < 6; n++)
    expect((await postComment({ name: "Filler", content: `Filler ${n}` })).status()).toBe(201);
}
const commentsApi = /\/mnb\/api\/style-spotlight\/comments(\?|$)/;

test("the comment pager says so when comments fail to load", async ({ page }) => {
  await ensureTwoCommentPages();
  await page.route(commentsApi, (route) => route.fulfill({ status: 500, json: { message: "Database unavailable" } }));
  await page.goto("/style-spotlight");
  await commentPager(page).getByRole("button", { name: "Next" }).click();
  await expect(page.locator("section [role=alert]").filter({ hasText: "Failed to load comments" })).toBeVisible();
  await expect(commentPager(page)).toContainText("Page 1 of");
});

test("an empty answer shows the invitation to comment first", async ({ page }) => {
  await ensureTwoCommentPages();
  await page.route(commentsApi, (route) => route.fulfill({ json: { comments: [], page: 1, totalPages: 1, total: 0 } }));
  await page.goto("/style-spotlight");
  await expect(page.getByText("No comments yet. Be the first!")).toHaveCount(0);
  await commentPager(page).getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("No comments yet. Be the first!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Comments (0)" })).toBeVisible();
});
