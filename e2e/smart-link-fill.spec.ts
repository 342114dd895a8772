// "Paste a streaming link" in the public generator and the admin's smart link form, against the song-link stand-in the
// suite runs (testing/songlink-stand-in.ts): a pasted address fills the empty fields, the cover too, and what the
// editor typed stays; Boomplay, which the resolver missed, is offered a search; with the resolver down the form stays
// exactly as it was and says why.
import { randomBytes } from "node:crypto";
import { SMART_LINK_RESOLVE_UNAVAILABLE } from "../lib/smart-links/copy";
import { songLinkControls } from "../testing/songlink-stand-in";
import { expect, test, type Page } from "./test";
import { DEMO_ADMIN, expectToast, pngFile, signInAndOpen, uniqueTitle } from "./helpers";

test.describe.configure({ timeout: 90_000 });

const standIn = songLinkControls();
const freshTrack = () => `https://open.spotify.com/track/${randomBytes(11).toString("hex")}`;
const SPOTIFY = "https://open.spotify.com/track/5YbPxJwPfrj7uswNwoF1pJ";
const YOUTUBE = "https://www.youtube.com/watch?v=421w1j87fEM";

async function paste(page: Page, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.getByLabel("Paste a streaming link").focus();
  await page.keyboard.press("ControlOrMeta+V");
}

test.describe("the public generator", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("a pasted link fills the empty fields and the cover, keeps the typed title, and the link is made", async ({
    page,
  }) => {
    const track = freshTrack();
    await standIn.record(track);
    await page.goto("/music-links");
    const title = uniqueTitle("Last Last");
    await page.getByLabel("Song title *").fill(title);
    await paste(page, `${track}?si=whatsapp`);

    const status = page.getByRole("status").filter({ hasText: "Filled" });
    await expect(status).toContainText("artist name");
    await expect(page.getByLabel("Song title *")).toHaveValue(title);
    await expect(page.getByLabel("Artist name *")).toHaveValue("Burna Boy");
    await expect(page.getByLabel("Spotify link")).toHaveValue(SPOTIFY);
    await expect(page.getByLabel("YouTube link")).toHaveValue(YOUTUBE);
    await expect(page.getByLabel("Apple Music link")).toHaveValue(/^https:\/\/geo\.music\.apple\.com\//);
    await expect(page.getByRole("img", { name: "Selected image" })).toBeVisible();
    await expect(page.getByLabel("Boomplay link")).toHaveValue("");
    await expect(page.getByRole("link", { name: `Search Boomplay for “Burna Boy ${title}”` })).toHaveAttribute(
      "href",
      `https://www.boomplay.com/search/default/${encodeURIComponent(`Burna Boy ${title}`)}`,
    );

    // The artwork went in as the chosen cover: the link is made through the cover's usual upload path.
    await page.getByRole("button", { name: "Generate Link" }).click();
    await expect(page.getByRole("heading", { name: "Your Smart Link is Ready!" })).toBeVisible();
  });

  test("with the resolver down, Fill changes nothing and says why", async ({ page }) => {
    const track = freshTrack();
    await standIn.record(track);
    await standIn.mode("down", track);
    await page.goto("/music-links");
    await page.getByLabel("Song title *").fill("Typed by hand");
    await page.getByLabel("Paste a streaming link").fill(track);
    await page.getByRole("button", { name: "Fill", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: SMART_LINK_RESOLVE_UNAVAILABLE })).toBeVisible();
    await expect(page.getByLabel("Song title *")).toHaveValue("Typed by hand");
    for (const label of ["Artist name *", "Spotify link", "YouTube link", "Apple Music link"])
      await expect(page.getByLabel(label)).toHaveValue("");
    await expect(page.getByRole("img", { name: "Selected image" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Fill", exact: true })).toBeEnabled();
  });
});

test("an admin's edit form fills only the empty platform fields, and keeps the form as it was when the resolver is down", async ({
  page,
}) => {
  const [track, down] = [freshTrack(), freshTrack()];
  await standIn.record(track);
  await standIn.record(down);
  await standIn.mode("down", down);
  await signInAndOpen(page, DEMO_ADMIN, "/admin-dashboard/smart-links");
  const title = uniqueTitle("Own Title");
  const own = "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC";
  const made = await page.request.post("/mnb/api/smart-link", {
    multipart: { songTitle: title, artistName: "Burna Boy", spotify: own, coverImage: await pngFile("cover.png") },
  });
  expect(made.status()).toBe(201);
  const slug = (await made.json()).slug as string;
  await page.goto(`/admin-dashboard/smart-links?q=${encodeURIComponent(title)}`);
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  const form = page.getByRole("form", { name: `Edit ${title}` });

  await form.getByLabel("Paste a streaming link").fill(down);
  await form.getByRole("button", { name: "Fill", exact: true }).click();
  await expect(form.getByRole("status").filter({ hasText: SMART_LINK_RESOLVE_UNAVAILABLE })).toBeVisible();
  await expect(form.getByLabel("YouTube")).toHaveValue("");
  await expect(form.getByLabel("Spotify")).toHaveValue(own);

  await form.getByLabel("Paste a streaming link").fill(track);
  await form.getByRole("button", { name: "Fill", exact: true }).click();
  await expect(form.getByRole("status").filter({ hasText: "Filled" })).toContainText("YouTube");
  await expect(form.getByLabel("YouTube")).toHaveValue(YOUTUBE);
  await expect(form.getByLabel("Spotify")).toHaveValue(own);
  await expect(form.getByLabel("Song title *")).toHaveValue(title);
  // The link has a cover: it is kept unless the admin asks for the song's artwork.
  await expect(form.getByRole("img", { name: "Current image" })).toBeVisible();
  await form.getByRole("button", { name: "Use the song's artwork as the cover" }).click();
  await expect(form.getByRole("img", { name: "Selected image" })).toBeVisible();

  await form.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Smart link updated successfully");
  const saved = await (await page.request.get(`/mnb/api/getSmartLink/${slug}`)).json();
  expect(saved).toMatchObject({ songTitle: title, spotify: own, youtube: YOUTUBE });
  expect(saved.appleMusic).toMatch(/^https:\/\/geo\.music\.apple\.com\//);
});
