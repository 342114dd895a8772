import { slugify } from "../lib/core/slug";
import { renderSongWav } from "../prisma/seed/media";
import { expect, test, type Page } from "./test";
import { DEMO_ADMIN, expectToast, pngFile, uniqueTitle, signInAndOpen, formReady } from "./helpers";

// Long journeys (upload, public page, edit, moderation, delete) on a shared test machine.
test.describe.configure({ timeout: 120_000 });

const wavFile = (key: string) => ({
  name: `${slugify(key)}.wav`,
  mimeType: "audio/wav",
  buffer: Buffer.from(renderSongWav(key)),
});

/** Holds every createSong request until the returned function is called (to see the upload in flight). */
async function holdUploads(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/mnb/api/createSong", async (route) => {
    await held;
    // A cancelled upload's request is gone by now.
    await route.continue().catch(() => {});
  });
  return release;
}

/** The dashboard's first render after login can take a while on the shared test machine. */
async function signInAsAdmin(page: Page) {
  await signInAndOpen(page, DEMO_ADMIN, "/admin-dashboard");
}

async function searchSongs(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search by title or artist" }).fill(text);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/songs\?q=/);
}

test("an admin uploads a song with progress, sees it on /songs, edits it, removes a comment and deletes it", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Upload Song" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Upload Song" })).toBeVisible();

  const form = page.getByRole("form", { name: "Upload song" });
  await form.getByRole("button", { name: "Upload Song" }).click();
  await expect(form.getByText("Please provide title, artist, genre, and audio file.")).toBeVisible();
  await expect(form.getByLabel("Genre *").getByRole("option")).toHaveText([
    "Select a genre",
    "Afrobeats",
    "Hip-Hop",
    "Pop",
    "R&B",
    "Jazz",
    "Gospel",
    "Classical",
    "Rock",
    "Electronic",
  ]);

  const title = uniqueTitle("Lagos Nights");
  await form.getByLabel("Title *").fill(title);
  await form.getByLabel("Artist *").fill("E2E Tems");
  await form.getByLabel("Album Name").fill("Night Drive");
  await form.getByLabel("Genre *").selectOption("Afrobeats");
  await form.getByLabel("Description").fill("Recorded by the end-to-end tests.");
  await form.getByRole("button", { name: "Upload Song" }).click();
  await expect(form.getByText("Please provide title, artist, genre, and audio file.")).toBeVisible();
  await form.getByLabel("Audio file *").setInputFiles(wavFile(title));
  await form.getByLabel("Cover image").setInputFiles(await pngFile("cover.png"));

  const release = await holdUploads(page);
  await form.getByRole("button", { name: "Upload Song" }).click();
  await expect(form.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
  await expect(form.getByRole("button", { name: "Cancel upload" })).toBeVisible();
  await expect(form.getByRole("button", { name: "Uploading..." })).toBeDisabled();
  release();
  await expectToast(page, "Song uploaded successfully!");
  await expect(form.getByRole("progressbar")).toHaveCount(0);
  await expect(form.getByLabel("Title *")).toHaveValue("");
  await page.unrouteAll({ behavior: "ignoreErrors" });

  // The public gallery shows it at once (retried in case a render that began before the write stored the page late).
  const card = page.getByRole("article", { name: title, exact: true });
  await expect(async () => {
    await page.goto("/songs");
    await expect(card).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(card.getByText("E2E Tems")).toBeVisible();
  await expect(card.getByRole("img", { name: `Cover of ${title}` })).toBeVisible();

  await page.goto("/admin-dashboard/songs");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Uploaded Songs" })).toBeVisible();
  await searchSongs(page, title);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Night Drive");
  await expect(row).toContainText("Afrobeats");

  // Edit, then Cancel: back to the row as it was.
  await row.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/edit=/);
  const edit = page.getByRole("form", { name: `Edit ${title}` });
  await expect(edit.getByLabel("Genre")).toHaveValue("Afrobeats");
  await expect(edit.getByLabel("Genre").getByRole("option")).toHaveText([
    "Afrobeats (current)",
    "Afrobeat",
    "Hip-Hop",
    "R&B",
    "Pop",
    "Jazz",
    "Gospel",
    "Reggae",
    "Country",
    "Rock",
    "Classical",
    "Electronic",
  ]);
  await edit.getByRole("link", { name: "Cancel" }).click();
  await expect(page).not.toHaveURL(/edit=/);
  await expect(edit).toHaveCount(0);

  await row.getByRole("link", { name: `Edit ${title}` }).click();
  const renamed = `${title} Remix`;
  await formReady(edit);
  await edit.getByLabel("Title *").fill(renamed);
  await edit.getByLabel("Genre").selectOption("Reggae");
  await edit.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Song updated successfully");
  await expect(page).not.toHaveURL(/edit=/);
  const renamedRow = page.getByRole("row").filter({ hasText: renamed });
  await expect(renamedRow).toContainText("Reggae");

  // Comment moderation: a visitor's comment is listed under the song and can be deleted.
  const slug = slugify(title);
  expect(
    (
      await page.request.post(`/mnb/api/addComment/${slug}`, {
        data: { text: "Buy cheap followers here", username: "Spammer" },
      })
    ).status(),
  ).toBe(201);
  await page.reload();
  await renamedRow.getByRole("link", { name: `View ${renamed}` }).click();
  const comments = page.getByRole("list", { name: `Comments on ${renamed}` });
  await expect(comments.getByRole("listitem")).toHaveCount(1);
  await comments.getByRole("button", { name: "Delete comment by Spammer: Buy cheap followers here" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Comment deleted!");
  await expect(page.getByRole("region", { name: `Details of ${renamed}` }).getByText("No comments yet.")).toBeVisible();

  // Delete asks first: Cancel keeps the song, Delete removes it.
  await renamedRow.getByRole("button", { name: `Delete ${renamed}` }).click();
  const dialog = page.getByRole("dialog", { name: `Delete ${renamed}?` });
  await expect(dialog).toContainText("cannot be undone");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(renamedRow).toBeVisible();
  await renamedRow.getByRole("button", { name: `Delete ${renamed}` }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Song deleted successfully");
  await expect(page.getByText("No songs found (404)")).toBeVisible();

  await expect(async () => {
    await page.goto("/songs");
    await expect(page.getByRole("article", { name: renamed, exact: true })).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
});

test("a cancelled upload stores nothing", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin-dashboard/upload-song");
  const form = page.getByRole("form", { name: "Upload song" });
  const title = uniqueTitle("Never Uploaded");
  await form.getByLabel("Title *").fill(title);
  await form.getByLabel("Artist *").fill("E2E Nobody");
  await form.getByLabel("Genre *").selectOption("Jazz");
  await form.getByLabel("Audio file *").setInputFiles(wavFile(title));
  await holdUploads(page);
  await form.getByRole("button", { name: "Upload Song" }).click();
  await form.getByRole("button", { name: "Cancel upload" }).click();
  await expectToast(page, "Failed to upload song: Upload cancelled");
  await expect(form.getByRole("progressbar")).toHaveCount(0);
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.goto("/admin-dashboard/songs");
  await searchSongs(page, title);
  await expect(page.getByText("No songs found (404)")).toBeVisible();
});

test("the song list pages ten at a time, searches by title or artist, and keeps both in the URL", async ({ page }) => {
  await signInAsAdmin(page);
  // Its own song, so there are always more than ten (the demo seed has ten).
  const artist = uniqueTitle("E2E Paging Artist");
  const created = await page.request.post("/mnb/api/createSong", {
    multipart: { title: uniqueTitle("Paging Song"), artist, genre: "Pop", audio: wavFile(artist) },
  });
  expect(created.status()).toBe(201);
  const { song } = (await created.json()) as { song: { slug: string; title: string } };

  await page.goto("/admin-dashboard/songs");
  const body = page.getByRole("table").getByRole("rowgroup").last();
  await expect(body.getByRole("row")).toHaveCount(10);
  const pages = page.getByRole("navigation", { name: "Song pages" });
  await expect(pages.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const firstOnPageOne = await body.getByRole("row").first().getByRole("cell").first().innerText();
  await pages.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/songs\?page=2$/);
  await expect(pages.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(body.getByRole("row").first()).not.toContainText(firstOnPageOne);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin-dashboard\/songs$/);
  await expect(pages.getByText(/^Page 1 of \d+$/)).toBeVisible();

  await searchSongs(page, artist.toUpperCase());
  await expect(body.getByRole("row")).toHaveCount(1);
  await expect(body.getByRole("row").first()).toContainText(song.title);
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search by title or artist" })).toHaveValue(artist.toUpperCase());
  await expect(body.getByRole("row")).toHaveCount(1);

  expect((await page.request.delete(`/mnb/api/deleteSong/${song.slug}`)).status()).toBe(200);
});
