// A reader searches from the header with no JavaScript at all (a plain GET form), pages the results and opens one; and
// a reader follows a post's category chip to its archive.
import { expect, test } from "./test";
import { DEMO_ADMIN } from "./helpers";

test.describe("with no JavaScript at all", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's search box finds posts, songs and more, accents ignored, and opens a result", async ({ page }) => {
    await page.goto("/blog");
    const box = page.getByRole("search");
    await box.getByRole("searchbox", { name: "Search" }).fill("afrobeats studio");
    await box.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=afrobeats\+studio$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("status")).toContainText(/\d+ results? for “afrobeats studio”/);
    const first = main.getByRole("listitem").first();
    await expect(first.getByRole("heading")).toHaveText(
      "Inside the Studio: How an Afrobeats Hit Is Built from the Drum Up",
    );
    // Its words are in its title: marked there.
    await expect(first.getByRole("heading").locator("mark")).toHaveText(["Studio", "Afrobeats"]);

    // Accents typed or not, the same posts.
    await page.goto("/search?q=%C3%A0fr%C3%B3beats");
    await expect(main.getByRole("status")).toContainText("results for “àfróbeats”");

    // Nonsense is a message, not an error.
    await page.goto(`/search?q=${encodeURIComponent(`& | !:* '% " <->`)}`);
    await expect(main.getByRole("status")).toContainText("No results for");

    await page.goto("/search?q=afrobeats+studio");
    await main.getByRole("listitem").first().getByRole("link").click();
    await expect(page).toHaveURL(/\/post\/inside-the-studio/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Inside the Studio: How an Afrobeats Hit Is Built from the Drum Up",
    );
  });
});

test("a post's category chip opens the category's archive, which lists only its posts", async ({ page, request }) => {
  const posts: { slug: string; title: string }[] = await (await request.get("/mnb/api/getAllPosts")).json();
  const studio = posts.find((p) => p.title.startsWith("Inside the Studio"))!;
  await page.goto(`/post/${studio.slug}`);
  await page.getByRole("main").getByRole("link", { name: "More in Music" }).click();
  await expect(page).toHaveURL(/\/blog\?category=Music$/);
  await expect(page.getByRole("heading", { level: 1, name: "Music" })).toBeVisible();
  await expect(page).toHaveTitle("Music — Blog | My Nation Blog");
  const cards = page.getByRole("article");
  await expect(cards.filter({ hasText: "Inside the Studio" })).toHaveCount(1);
  for (const kicker of await cards.locator(".card-kicker").allInnerTexts()) expect(kicker).toMatch(/music/i);

  // The chips on the archive's cards lead on to the other categories.
  await cards.filter({ hasText: "Inside the Studio" }).getByRole("link", { name: "More in Entertainment" }).click();
  await expect(page).toHaveURL(/\/blog\?category=Entertainment$/);
  await expect(page.getByRole("heading", { level: 1, name: "Entertainment" })).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: "Nollywood" })).toHaveCount(1);
});

// A search is kept a few minutes (lib/search/search.ts cachedSearch): every write to what it finds expires it, so a new
// post, its new title and its deletion each show in the very next search of the same words, here and in the API.
test("a search sees every write at once: a new post, its new title and its deletion", async ({ page, request }) => {
  const { token } = await (await request.post("/mnb/api/signIn", { data: DEMO_ADMIN })).json();
  const auth = { Authorization: `Bearer ${token}` };
  const word = `zq${Date.now().toString(36)}`;
  const found = async (q: string) =>
    ((await (await request.get(`/mnb/api/search?q=${q}`)).json()) as { results: { title: string }[] }).results.map(
      (r) => r.title,
    );
  const results = page.getByRole("main").getByRole("status");
  expect(await found(word)).toEqual([]);
  await page.goto(`/search?q=${word}`);
  await expect(results).toContainText(`No results for “${word}”`);

  const title = `Cached ${word}`;
  const made = await request.post("/mnb/api/addPost", {
    headers: auth,
    multipart: { title, content: "Kept, then found.", author: "E2E Desk", categories: "Music" },
  });
  expect(made.status()).toBe(201);
  const { post } = (await made.json()) as { post: { _id: string } };
  expect(await found(word)).toEqual([title]);
  await page.goto(`/search?q=${word}`);
  await expect(results).toContainText(`1 result for “${word}”`);

  const renamed = `Renamed ${word}`;
  const saved = await request.put(`/mnb/api/updatePost/${post._id}`, {
    headers: auth,
    multipart: { title: renamed, content: "Kept, then found.", author: "E2E Desk", categories: "Music" },
  });
  expect(saved.status()).toBe(200);
  expect(await found(word)).toEqual([renamed]);

  expect((await request.delete(`/mnb/api/deletePost/${post._id}`, { headers: auth })).status()).toBe(200);
  expect(await found(word)).toEqual([]);
  await page.goto(`/search?q=${word}`);
  await expect(results).toContainText(`No results for “${word}”`);
});
