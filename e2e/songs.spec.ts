import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./test";
import pg from "pg";
import { DEMO_ADMIN, expectToast, login, uniqueTitle } from "./helpers";

// This run's own songs (newest, so on page 1): the gallery has no upload form of its own, so they are written to the
// e2e database directly, reusing a seeded song's audio and cover, and then one API write expires the cached lists.
type TestSong = { title: string; slug: string };
const songs: Record<"quiet" | "liked" | "discussed" | "chatty", TestSong> = {
  quiet: song("E2E Quiet Song"),
  liked: song("E2E Liked Song"),
  discussed: song("E2E Discussed Song"),
  chatty: song("E2E Chatty Song"),
};
let seededAudio: string;

function song(prefix: string): TestSong {
  const title = uniqueTitle(prefix);
  return { title, slug: title.toLowerCase().replace(/[^a-z0-9]+/g, "-") };
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const seeded = await client.query<{ audioUrl: string; coverImageUrl: string }>(
      `SELECT "audioUrl", "coverImageUrl" FROM "Song" WHERE "coverImageUrl" IS NOT NULL ORDER BY "releaseDate" LIMIT 1`,
    );
    seededAudio = seeded.rows[0].audioUrl;
    for (const [key, s] of Object.entries(songs)) {
      await client.query(
        `INSERT INTO "Song" (id, slug, title, artist, genre, description, "audioUrl", "coverImageUrl", "releaseDate", "updatedAt")
         VALUES ($1, $2, $3, 'E2E Band', 'Afrobeats', 'A song written by the end-to-end tests.', $4, $5, now(), now())`,
        [randomUUID(), s.slug, s.title, seededAudio, key === "quiet" ? null : seeded.rows[0].coverImageUrl],
      );
    }
  } finally {
    await client.end();
  }
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const reply = await api.post(`/mnb/api/addComment/${songs.discussed.slug}`, {
    data: { text: "Kemi was here first.", username: "Kemi" },
  });
  expect(reply.status()).toBe(201);
  for (let n = 1; n <= 12; n++) {
    expect(
      (
        await api.post(`/mnb/api/addComment/${songs.chatty.slug}`, {
          data: { text: `Chat line ${n}`, username: "Tunde" },
        })
      ).status(),
    ).toBe(201);
  }
  await api.dispose();
});

const card = (page: Page, s: TestSong) => page.getByRole("article", { name: s.title, exact: true });
const pageLabel = (page: Page, n: number, of: number) => page.getByText(`Page ${n} of ${of}`, { exact: true });

test("the gallery shows ten songs a page, pages through the URL and Back returns", async ({ page, request }) => {
  const { totalPages } = await (await request.get("/mnb/api/getAllSongs?page=1&limit=10")).json();
  expect(totalPages).toBeGreaterThanOrEqual(2);
  await page.goto("/songs");
  await expect(page.getByRole("heading", { level: 1, name: "Songs" })).toBeVisible();
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(10);
  await expect(pageLabel(page, 1, totalPages)).toBeVisible();
  await expect(page.getByRole("button", { name: "Prev" })).toBeDisabled();

  // Hold the next page's render to see the in-flight state.
  await page.route(/\/songs\?page=2/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Loading songs...")).toBeVisible();
  await expect(page).toHaveURL(/\/songs\?page=2$/);
  await expect(pageLabel(page, 2, totalPages)).toBeVisible();
  await expect(page.getByText("Loading songs...")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Prev" })).toBeEnabled();
  const secondPageFirst = await cards.first().getByRole("heading").innerText();
  await page.unrouteAll();

  await page.goBack();
  await expect(page).toHaveURL(/\/songs$/);
  await expect(pageLabel(page, 1, totalPages)).toBeVisible();
  await expect(page.getByRole("button", { name: "Prev" })).toBeDisabled();

  // Pages are server-rendered from the URL; the last one disables Next.
  await page.goto("/songs?page=2");
  await expect(cards.first().getByRole("heading")).toHaveText(secondPageFirst);
  await page.goto(`/songs?page=${totalPages}`);
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  // A link past the end lands on the last page rather than an empty grid.
  await page.goto("/songs?page=999");
  await expect(page).toHaveURL(new RegExp(`/songs\\?page=${totalPages}$`));
  await expect(pageLabel(page, totalPages, totalPages)).toBeVisible();
});

test("a card shows its cover or 'No cover image', a player that plays on request and a Download named by slug", async ({
  page,
  request,
}) => {
  await page.goto("/songs");
  const quiet = card(page, songs.quiet);
  await expect(quiet.getByText("No cover image")).toBeVisible();
  await expect(quiet.getByText("E2E Band")).toBeVisible();
  await expect(quiet.getByText("A song written by the end-to-end tests.")).toBeVisible();
  await expect(quiet.getByText("Uploaded:")).toBeVisible();
  await expect(quiet.getByRole("link", { name: "Download" })).toHaveAttribute("download", `${songs.quiet.slug}.wav`);
  // No card builds a player before it is asked for: each card shows a Play button in its place.
  await expect(page.getByRole("main").locator("audio")).toHaveCount(0);
  const play = quiet.getByRole("button", { name: `Play ${songs.quiet.title}` });
  const box = await play.boundingBox();
  await play.click();
  const audio = quiet.locator("audio");
  await expect(audio).toHaveAttribute("src", seededAudio);
  await expect(audio).toHaveAttribute("controls", "");
  await expect(audio).toBeFocused();
  await expect(play).toHaveCount(0);
  // It plays from that click, and takes the button's place without moving the card's other parts.
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => !el.paused || el.currentTime > 0)).toBe(true);
  expect((await audio.boundingBox())?.height).toBeCloseTo(box!.height, 0);
  // Only the song asked for: the other cards keep their buttons.
  await expect(page.getByRole("main").locator("audio")).toHaveCount(1);
  const partial = await request.get(seededAudio, { headers: { Range: "bytes=0-99" } });
  expect(partial.status()).toBe(206);

  await expect(card(page, songs.liked).getByRole("img", { name: `Cover of ${songs.liked.title}` })).toBeVisible();
  await expect(card(page, songs.liked).getByText("No cover image")).toHaveCount(0);
});

test("Like counts once per visitor and says so; a failed like explains itself", async ({ page }) => {
  await page.goto("/songs");
  const liked = card(page, songs.liked);
  const count = liked.getByTestId("likes-count");
  const like = liked.getByRole("button", { name: "Like", exact: true });
  await expect(count).toHaveText("0 likes");
  await like.click();
  await expectToast(page, "Liked!");
  await expect(count).toHaveText("1 like");

  const repeat = page.waitForResponse((r) => r.url().includes(`/mnb/api/likeSong/${songs.liked.slug}`));
  await like.click();
  expect((await repeat).status()).toBe(200);
  await expect(count).toHaveText("1 like");
  await page.reload();
  await expect(count).toHaveText("1 like");

  await page.route("**/mnb/api/likeSong/**", (route) =>
    route.fulfill({ status: 500, json: { message: "Database is down" } }),
  );
  await like.click();
  await expectToast(page, "Failed to like the song.");
  await expect(count).toHaveText("1 like");
});

test("the comments dialog ignores blank text, adds an Anonymous comment and keeps the count in step", async ({
  page,
}) => {
  await page.goto("/songs");
  const quiet = card(page, songs.quiet);
  await expect(quiet.getByTestId("comments-count")).toHaveText("0 comments");
  await quiet.getByRole("button", { name: "View Comments" }).click();
  const dialog = page.getByRole("dialog", { name: `Comments on ${songs.quiet.title}` });
  await expect(dialog.getByText("No comments yet.")).toBeVisible();

  let posts = 0;
  page.on("request", (r) => {
    if (r.url().includes("/mnb/api/addComment/")) posts++;
  });
  await dialog.getByRole("button", { name: "Add" }).click();
  await dialog.getByLabel("Comment", { exact: true }).fill("   ");
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(dialog.getByText("No comments yet.")).toBeVisible();

  const text = uniqueTitle("Sweet melody from Ibadan");
  await dialog.getByLabel("Your name (optional)").fill("   ");
  await dialog.getByLabel("Comment", { exact: true }).fill(text);
  await dialog.getByRole("button", { name: "Add" }).click();
  await expectToast(page, "Comment added!");
  const added = dialog.getByRole("listitem").filter({ hasText: text });
  await expect(added).toContainText("Anonymous");
  await expect(dialog.getByText("No comments yet.")).toHaveCount(0);
  await expect(dialog.getByLabel("Comment", { exact: true })).toHaveValue("");
  // The two blank attempts never reached the server.
  expect(posts).toBe(1);
  // Visitors get no delete icons.
  await expect(dialog.getByRole("button", { name: /Delete comment/ })).toHaveCount(0);

  await page.route("**/mnb/api/addComment/**", (route) =>
    route.fulfill({ status: 500, json: { message: "Database is down" } }),
  );
  await dialog.getByLabel("Comment", { exact: true }).fill("This one fails");
  await dialog.getByRole("button", { name: "Add" }).click();
  await expectToast(page, "Failed to add comment.");
  await expect(dialog.getByRole("listitem").filter({ hasText: "This one fails" })).toHaveCount(0);

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(quiet.getByTestId("comments-count")).toHaveText("1 comment");
  await page.reload();
  await expect(quiet.getByTestId("comments-count")).toHaveText("1 comment");
  await quiet.getByRole("button", { name: "View Comments" }).click();
  await expect(dialog.getByRole("listitem").filter({ hasText: text })).toContainText("Anonymous");
});

test("the comments dialog shows ten comments and loads the rest on request", async ({ page }) => {
  await page.goto("/songs");
  const chatty = card(page, songs.chatty);
  await expect(chatty.getByTestId("comments-count")).toHaveText("12 comments");
  await chatty.getByRole("button", { name: "View Comments" }).click();
  const dialog = page.getByRole("dialog", { name: `Comments on ${songs.chatty.title}` });
  const items = dialog.getByRole("list", { name: "Comments" }).getByRole("listitem");
  await expect(items).toHaveCount(10);
  await expect(items.first()).toContainText("Chat line 1");
  // Pressed again if the first press is lost (once in CI the list stayed at ten, the button focused, nothing shown
  // failed); still fails if the rest never comes.
  const more = dialog.getByRole("button", { name: "Load more comments" });
  await expect(async () => {
    if ((await items.count()) < 12) await more.click({ timeout: 2_000 });
    await expect(items).toHaveCount(12, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(items.last()).toContainText("Chat line 12");
  await expect(dialog.getByRole("button", { name: "Load more comments" })).toHaveCount(0);
});

test("only an admin sees delete icons, and deleting removes the comment for good", async ({ page }) => {
  await page.goto("/songs");
  const discussed = card(page, songs.discussed);
  const dialog = page.getByRole("dialog", { name: `Comments on ${songs.discussed.title}` });
  await discussed.getByRole("button", { name: "View Comments" }).click();
  await expect(dialog.getByText("Kemi was here first.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: /Delete comment/ })).toHaveCount(0);

  await login(page, DEMO_ADMIN, "/admin-login");
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.goto("/songs");
  await expect(discussed.getByTestId("comments-count")).toHaveText("1 comment");
  await discussed.getByRole("button", { name: "View Comments" }).click();
  await dialog.getByRole("button", { name: "Delete comment by Kemi" }).click();
  await expectToast(page, "Comment deleted!");
  await expect(dialog.getByText("Kemi was here first.")).toHaveCount(0);
  await expect(dialog.getByText("No comments yet.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(discussed.getByTestId("comments-count")).toHaveText("0 comments");

  await page.reload();
  await discussed.getByRole("button", { name: "View Comments" }).click();
  await expect(dialog.getByText("No comments yet.")).toBeVisible();
});

test("the advertise page invites partners and opens every partner link in a new tab", async ({ page, context }) => {
  await context.route(/^https:\/\/example\.com\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<h1>Partner</h1>" }),
  );
  await page.goto("/advertise");
  await expect(page.getByRole("heading", { level: 1, name: "Partner With Us & Advertise Your Brand" })).toBeVisible();
  const adverts = page.getByRole("main").getByRole("article");
  expect(await adverts.count()).toBeGreaterThanOrEqual(1);

  const academy = page.getByRole("article", { name: "Naija Beats Academy" });
  await expect(academy.locator("img")).toBeVisible();
  await expect(academy.getByText(/Weekend classes in music production/)).toBeVisible();
  await expect(academy.getByRole("link", { name: "Naija Beats Academy on Instagram" })).toHaveAttribute(
    "href",
    "https://www.instagram.com/naijabeatsacademy",
  );
  await expect(academy.getByRole("link", { name: "Naija Beats Academy on Twitter" })).toHaveAttribute(
    "href",
    "https://x.com/naijabeatsacademy",
  );
  await expect(academy.getByRole("link", { name: /on Facebook|on LinkedIn/ })).toHaveCount(0);
  for (const link of await page.getByRole("main").getByRole("article").getByRole("link").all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  const [partner] = await Promise.all([
    page.waitForEvent("popup"),
    academy.getByRole("link", { name: "Visit Partner Site Here" }).click(),
  ]);
  await expect(partner).toHaveURL("https://example.com/naija-beats-academy");
  await partner.close();

  await page.getByRole("link", { name: "Advertise Now" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
