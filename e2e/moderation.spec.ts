// The Moderation section without changing the site's rules (those journeys are in whole-site.spec.ts): find a comment
// from any surface, hide and delete one, ban a commenter who is then refused, lift the ban.
import type { Page } from "@playwright/test";
import { HELD_FOR_TEXT, MODERATION_TEXT } from "../lib/moderation/copy";
import { expect, test, visitorAddress } from "./test";
import { DEMO_ADMIN, expectToast, uniqueTitle, signInAndOpen } from "./helpers";

const MODERATION = "/admin-dashboard/moderation";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function oldestPostSlug(page: Page) {
  const posts = (await (await page.request.get("/mnb/api/getAllPosts")).json()) as { slug: string }[];
  return posts[posts.length - 1].slug;
}

async function postComment(fan: Page, slug: string, text: string, email: string) {
  await fan.goto(`/post/${slug}`);
  await fan.getByRole("textbox", { name: "Comment" }).fill(text);
  await fan.getByLabel("Name", { exact: true }).fill("Tunde");
  await fan.getByLabel("Email (never shown)").fill(email);
  await fan.getByRole("button", { name: "Post Comment" }).click();
}

const search = (status: string, text: string) => `${MODERATION}?status=${status}&q=${encodeURIComponent(text)}`;

test("an admin bans a spammer, who is refused from then on, and lifts the ban (phone)", async ({ page, browser }) => {
  test.slow();
  const slug = await oldestPostSlug(page);
  const address = visitorAddress();
  const fanContext = await browser.newContext({ viewport: PHONE, extraHTTPHeaders: { "x-forwarded-for": address } });
  const fan = await fanContext.newPage();
  const email = `${uniqueTitle("spammer").replace(/\W/g, "")}@example.com`;
  const text = uniqueTitle("Cheap followers here");
  await postComment(fan, slug, text, email);
  await expectToast(fan, "Comment added!");

  await page.setViewportSize(PHONE);
  await signInAndOpen(page, DEMO_ADMIN, search("published", text));
  await expect(page.getByRole("link", { name: "Published", exact: true })).toHaveAttribute("aria-current", "page");
  const item = page.getByRole("row").filter({ hasText: text });
  await expect(item).toContainText("Post comment");
  await item.getByRole("button", { name: "Ban" }).click();
  const dialog = page.getByRole("dialog", { name: "Ban Tunde?" });
  await expect(dialog).toContainText("(by this commenter's e-mail and device)");
  await dialog.getByRole("button", { name: "Ban", exact: true }).click();
  await expect(dialog.getByText(MODERATION_TEXT.reasonRequired)).toBeVisible();
  const reason = uniqueTitle("Selling followers");
  await dialog.getByLabel("Reason *").fill(reason);
  await dialog.getByRole("button", { name: "Ban", exact: true }).click();
  await expectToast(page, MODERATION_TEXT.banned_);
  // The comment went to Hidden with the ban.
  await expect(page.getByRole("row").filter({ hasText: text })).toHaveCount(0);
  await page.goto(search("hidden", text));
  await expect(page.getByRole("row").filter({ hasText: text })).toBeVisible();
  const bans = page.getByRole("region", { name: "Banned commenters" });
  await expect(bans).toContainText(reason);

  await postComment(fan, slug, uniqueTitle("Let me back in"), email);
  await expectToast(fan, MODERATION_TEXT.banned);

  // Someone else at the banned address (new browser, new e-mail) is held, and the queue says why; the menu counts it.
  const neighbourContext = await browser.newContext({
    viewport: PHONE,
    extraHTTPHeaders: { "x-forwarded-for": address },
  });
  const neighbour = await neighbourContext.newPage();
  const neighbourText = uniqueTitle("Same network, different person");
  await postComment(neighbour, slug, neighbourText, `${uniqueTitle("neighbour").replace(/\W/g, "")}@example.com`);
  await expectToast(neighbour, MODERATION_TEXT.held);
  await neighbourContext.close();
  await page.goto(search("pending", neighbourText));
  const held = page.getByRole("row").filter({ hasText: neighbourText });
  await expect(held).toContainText(HELD_FOR_TEXT.address);
  await expect(page.getByRole("button", { name: /^Dashboard menu\s*,\s*\d+\s*waiting$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Pending\s*\(\d+\)$/ })).toBeVisible();
  await held.getByRole("button", { name: "Hide" }).click();
  await expectToast(page, MODERATION_TEXT.hidden);
  await page.goto(search("hidden", text));

  await bans.getByRole("button", { name: `Lift the ban: ${reason}` }).click();
  await expectToast(page, MODERATION_TEXT.banLifted);
  await expect(bans.getByText(reason)).toHaveCount(0);
  await postComment(fan, slug, uniqueTitle("Reformed"), email);
  await expectToast(fan, "Comment added!");
  await fanContext.close();
});

test("an admin hides and deletes comments from the song gallery and the spotlight", async ({ page }) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  const { songs } = (await (await page.request.get("/mnb/api/getAllSongs")).json()) as { songs: { slug: string }[] };
  const songText = uniqueTitle("Song comment to hide");
  expect(
    (
      await page.request.post(`/mnb/api/addComment/${songs[0].slug}`, { data: { username: "Ife", text: songText } })
    ).status(),
  ).toBe(201);
  const spotText = uniqueTitle("Spotlight comment to delete");
  const spot = await page.request.post("/mnb/api/style-spotlight/comment", {
    data: { name: "Ife", email: "ife@example.com", content: spotText, rating: 0 },
  });
  expect(spot.status()).toBe(201);
  const replyText = uniqueTitle("A reply to read");
  const { id: spotId } = (await spot.json()) as { id: string };
  expect(
    (
      await page.request.post(`/mnb/api/style-spotlight/comment/${spotId}/reply`, {
        data: { name: "Bola", email: "bola@example.com", content: replyText },
      })
    ).status(),
  ).toBe(201);

  await signInAndOpen(page, DEMO_ADMIN, "/admin-dashboard");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Moderation" }).click();
  await expect(page).toHaveURL(new RegExp(`${MODERATION}$`));
  await page.getByRole("link", { name: "All", exact: true }).click();
  await expect(page).toHaveURL(/status=all/);
  await page.getByRole("searchbox", { name: "Search comments by name or text" }).fill(songText);
  await page.getByRole("button", { name: "Search" }).click();
  const songItem = page.getByRole("row").filter({ hasText: songText });
  await expect(songItem).toContainText("Song comment");
  await songItem.getByRole("button", { name: "Hide" }).click();
  await expectToast(page, MODERATION_TEXT.hidden);
  await expect(songItem).toContainText("Hidden");
  const onSong = await (await page.request.get(`/mnb/api/songs/${songs[0].slug}/comments`)).json();
  expect(JSON.stringify(onSong)).not.toContain(songText);

  // A reply's row says whose comment it answers.
  await page.goto(search("published", replyText));
  await expect(page.getByRole("row").filter({ hasText: replyText })).toContainText("Spotlight reply to Ife's comment");

  await page.goto(search("published", spotText));
  const spotItem = page.getByRole("row").filter({ hasText: spotText });
  await expect(spotItem).toContainText("Spotlight comment");
  await spotItem.getByRole("button", { name: "Delete comment by Ife" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete comment by Ife?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, MODERATION_TEXT.deleted);
  await expect(page.getByText(MODERATION_TEXT.empty)).toBeVisible();
});
