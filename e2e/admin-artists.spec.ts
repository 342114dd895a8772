import { expect, test, type Page } from "./test";
import { DEMO_ADMIN, expectToast, holdRequests, pngFile, uniqueTitle, signInAndOpen, formReady } from "./helpers";

// Each journey loads the dashboard and a public page several times over: more than the default 45 s on a busy
// machine (a public page alone took over 10 s to load with the machine's two cores shared by five test runs).
test.describe.configure({ timeout: 90_000 });

const SECTION = "/admin-dashboard/artists";

async function openSection(page: Page) {
  await signInAndOpen(page, DEMO_ADMIN, SECTION);
  await expect(page.getByRole("heading", { level: 1, name: "Upload New Artist" })).toBeVisible();
}

const row = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });

/** The home page's Top Artists list, read until it shows (or stops showing) the artist: a write expires its cache. */
async function expectOnHome(page: Page, name: string, count: 0 | 1) {
  const artists = page
    .getByRole("region", { name: "Top Artists" })
    .getByRole("list", { name: "Artists" })
    .getByRole("listitem");
  await expect(async () => {
    await page.goto("/home", { waitUntil: "domcontentloaded" }); // the list is in the HTML; images need not load
    await expect(artists.filter({ hasText: name })).toHaveCount(count, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

/** An artist stored through the API as the signed-in admin (the page's cookies). */
async function addArtist(page: Page, name: string, genre: string) {
  const reply = await page.request.post("/mnb/api/addArtist", {
    multipart: { name, genre, image: await pngFile("artist.png") },
  });
  expect(reply.status()).toBe(201);
  return (await reply.json()).artist as { id: string; name: string };
}

test("an admin uploads an artist with progress shown, and it shows on /home at once", async ({ page }) => {
  await openSection(page);
  const form = page.getByRole("form", { name: "Upload new artist" });
  await form.getByRole("button", { name: "Upload Artist" }).click();
  await expect(form.getByRole("alert")).toHaveText("Name, genre and image are required.");

  const name = uniqueTitle("Ada Groove");
  await form.getByLabel("Name *").fill(name);
  await expect(form.getByLabel("Genre *").locator("option")).toHaveText([
    "Select genre",
    "Afrobeats",
    "Alté",
    "Afro-fusion",
    "Hip-Pop/Rap",
    "Ragae",
    "Hardcore-Rap",
    "R & B",
  ]);
  await form.getByLabel("Genre *").selectOption("Hip-Pop/Rap");
  await form.getByLabel("Image *").setInputFiles(await pngFile("ada.png"));
  await expect(form.getByRole("img", { name: "Selected image" })).toBeVisible();
  const held = await holdRequests(page, "**/mnb/api/addArtist");
  await form.getByRole("button", { name: "Upload Artist" }).click();
  await expect(form.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
  await expect(form.getByRole("button", { name: "Saving..." })).toBeDisabled();
  held.release();
  await expectToast(page, "Artist uploaded successfully!");
  await expect(form.getByRole("progressbar")).toHaveCount(0);
  await expect(form.getByLabel("Name *")).toHaveValue("");
  await expect(row(page, name)).toContainText("Hip-Pop/Rap");

  // On the home page at once, and under the rap filter.
  await expectOnHome(page, name, 1);
  const topArtists = page.getByRole("region", { name: "Top Artists" });
  const rap = topArtists.getByRole("button", { name: "Hip/Hop & Rap", exact: true });
  await expect(async () => {
    await rap.click(); // retried until the page has hydrated and the filter answers
    await expect(rap).toHaveAttribute("aria-pressed", "true", { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(topArtists.getByRole("listitem").filter({ hasText: name })).toHaveCount(1);
  await expect(topArtists.getByRole("listitem").filter({ hasText: "Tomi Vibes" })).toHaveCount(0);
});

test("an artist is edited in its row (Cancel, reload, Save) and the change shows on /home at once", async ({
  page,
}) => {
  await openSection(page);
  const name = uniqueTitle("Kemi Flow");
  await addArtist(page, name, "Hardcore-Rap");
  await page.reload();

  // The row turns into the form, its id in the URL; the edit list is the spec's three plus the artist's own genre.
  await row(page, name)
    .getByRole("link", { name: `Edit ${name}` })
    .click();
  await expect(page).toHaveURL(/[?&]edit=/);
  const edit = page.getByRole("form", { name: `Edit ${name}` });
  await expect(edit.getByLabel("Genre *").locator("option")).toHaveText([
    "Afrobeats",
    "Alté",
    "Afro-fusion",
    "Hardcore-Rap",
  ]);
  await expect(edit.getByLabel("Genre *")).toHaveValue("Hardcore-Rap");
  await expect(edit.getByRole("img", { name: "Current image" })).toBeVisible();
  await edit.getByRole("link", { name: "Cancel" }).click();
  await expect(page).not.toHaveURL(/edit=/);
  await expect(edit).toHaveCount(0);

  await row(page, name)
    .getByRole("link", { name: `Edit ${name}` })
    .click();
  await expect(page).toHaveURL(/[?&]edit=/);
  await page.reload(); // the open row survives a reload
  const renamed = `${name} Jr`;
  await formReady(edit);
  await edit.getByLabel("Name *").fill(renamed);
  await edit.getByLabel("Genre *").selectOption("Alté");
  await edit.getByLabel("Replace image").setInputFiles(await pngFile("new.png", "#3b314c"));
  await edit.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Artist updated successfully!");
  await expect(page).not.toHaveURL(/edit=/);
  await expect(row(page, renamed)).toContainText("Alté");
  await expectOnHome(page, renamed, 1);
});

test("deleting an artist asks first: Cancel keeps it, Delete removes it from the list and /home", async ({ page }) => {
  await openSection(page);
  const name = uniqueTitle("Bisi Tones");
  await addArtist(page, name, "Afrobeats");
  await page.reload();
  await row(page, name)
    .getByRole("button", { name: `Delete ${name}` })
    .click();
  const dialog = page.getByRole("dialog", { name: `Delete ${name}?` });
  await expect(dialog).toContainText("This cannot be undone.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(row(page, name)).toHaveCount(1);
  await expectOnHome(page, name, 1);

  await page.goto(SECTION);
  await row(page, name)
    .getByRole("button", { name: `Delete ${name}` })
    .click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Artist deleted successfully!");
  await expect(row(page, name)).toHaveCount(0);
  await expectOnHome(page, name, 0);
});

test("a cancelled upload adds no artist", async ({ page }) => {
  await openSection(page);
  const form = page.getByRole("form", { name: "Upload new artist" });
  const name = uniqueTitle("Never Sent");
  await form.getByLabel("Name *").fill(name);
  await form.getByLabel("Genre *").selectOption("Afrobeats");
  await form.getByLabel("Image *").setInputFiles(await pngFile("never.png"));
  const held = await holdRequests(page, "**/mnb/api/addArtist");
  await form.getByRole("button", { name: "Upload Artist" }).click();
  await form.getByRole("button", { name: "Cancel upload" }).click();
  await expect(form.getByRole("progressbar")).toHaveCount(0);
  held.release();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Upload New Artist" })).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);
});

test("the list is searched by name or genre and paged, with both in the URL", async ({ page }) => {
  await openSection(page);
  const tag = uniqueTitle("Pagerbeat").replace(/\s+/g, "");
  const ids: string[] = [];
  // Eleven artists (one more than a page) through the API, the twelfth with a genre to search for.
  for (let i = 1; i <= 11; i++)
    ids.push((await addArtist(page, `${tag} ${String(i).padStart(2, "0")}`, "Afrobeats")).id);

  await page.getByRole("searchbox", { name: "Search artists by name or genre" }).fill(tag);
  await page.getByRole("search").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  const rows = page.getByRole("row").filter({ hasText: tag });
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText(`${tag} 11`); // newest first
  const pager = page.getByRole("navigation", { name: "Artist pages" });
  await expect(pager).toContainText("Page 1 of 2");
  await pager.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pager).toContainText("Page 2 of 2");
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`${tag} 01`);
  await page.goBack();
  await expect(pager).toContainText("Page 1 of 2");
  await expect(rows).toHaveCount(10);

  ids.push((await addArtist(page, `${tag} Bars`, "Hardcore-Rap")).id);
  await page.goto(`${SECTION}?q=hardcore-rap`);
  await expect(row(page, `${tag} Bars`)).toHaveCount(1);
  await expect(row(page, `${tag} 01`)).toHaveCount(0);
  await page.getByRole("link", { name: "Clear search" }).click();
  await expect(page).toHaveURL(new RegExp(`${SECTION}$`));

  for (const id of ids) expect((await page.request.delete(`/mnb/api/deleteArtist/${id}`)).status()).toBe(200);
});
