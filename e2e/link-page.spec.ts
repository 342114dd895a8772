import { expect, test, visitorAddress, type Page } from "./test";
import { expectToast, pngFile, signUpAndIn, spotifyFan, uniqueTitle, WIDTHS } from "./helpers";

// A creator publishes a link-in-bio page from their smart links page, a fan opens it and picks a platform (the
// platform's site is stood in for), and a taken handle is refused next to the field. At phone and desktop widths.
test.describe.configure({ timeout: 90_000 });

const SPOTIFY = "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC";
const HANDLE_RULE = "Choose a handle of 3 to 30 lowercase letters, numbers or dashes.";

async function createLink(page: Page, songTitle: string) {
  const reply = await page.request.post("/mnb/api/smart-link", {
    multipart: { songTitle, artistName: "Ayra Starr", spotify: SPOTIFY, coverImage: await pngFile("cover.png") },
  });
  expect(reply.status()).toBe(201);
}

for (const [width, viewport] of WIDTHS) {
  test.describe(`at ${width} width`, () => {
    test.use({ viewport });

    test("a creator publishes a link-in-bio page and a fan picks a platform on it", async ({
      page,
      browser,
      baseURL,
    }) => {
      const { id } = await signUpAndIn(page, "Ade");
      const older = uniqueTitle("Rush");
      const newer = uniqueTitle("Commas");
      await createLink(page, older);
      await createLink(page, newer);

      await page.goto("/music-links/mine");
      const form = page.getByRole("form", { name: "Link-in-bio page" });
      await expect(page.getByRole("heading", { name: "Your link-in-bio page" })).toBeVisible();
      // The handle's rule is checked before anything is sent.
      await form.getByLabel("Handle").fill("no");
      await form.getByLabel("Page title").fill("Ayra Starr");
      await form.getByRole("button", { name: "Save page" }).click();
      await expect(form.getByText(HANDLE_RULE)).toBeVisible();
      await expect(form.getByLabel("Handle")).toHaveAttribute("aria-invalid", "true");

      const handle = `ayra-${id}`.slice(0, 30);
      await form.getByLabel("Handle").fill(handle.toUpperCase());
      await form.getByRole("button", { name: "Save page" }).click();
      await expectToast(page, "Your link page is saved.");
      await expect(form.getByLabel("Handle")).toHaveValue(handle);
      const published = page.getByRole("status").filter({ hasText: "Published at" });
      await expect(published).toContainText(`/links/${handle}`);

      // The page survives a reload: the form shows what is saved.
      await page.reload();
      await expect(page.getByRole("form", { name: "Link-in-bio page" }).getByLabel("Page title")).toHaveValue(
        "Ayra Starr",
      );

      // A fan with a phone browser picks Spotify.
      const {
        fan,
        context: fanContext,
        reached,
      } = await spotifyFan(browser, baseURL, {
        viewport,
        userAgent:
          "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
      });
      await fan.goto(`/links/${handle}`);
      await expect(fan.getByRole("heading", { level: 1, name: "Ayra Starr" })).toBeVisible();
      // Its own minimal frame: none of the blog's top bar, header, menu or footer, only a small credit.
      await expect(fan.getByRole("banner")).toHaveCount(0);
      await expect(fan.getByRole("navigation")).toHaveCount(0);
      await expect(fan.getByRole("complementary", { name: "Contact and social links" })).toHaveCount(0);
      await expect(fan.getByRole("contentinfo")).toHaveText("Made with My Nation Blog");
      await expect(fan.getByRole("contentinfo").getByRole("link", { name: "My Nation Blog" })).toHaveAttribute(
        "href",
        "/home",
      );
      const songs = fan.getByRole("list", { name: "Songs" }).getByRole("heading", { level: 2 });
      await expect(songs).toHaveText([newer, older]);
      await fan.getByRole("link", { name: `Listen to ${newer} on Spotify` }).click();
      await expect(fan.getByText("Playing")).toBeVisible();
      expect(reached()).toBe(SPOTIFY);
      await fanContext.close();

      // Another creator cannot take the handle: the server's answer shows next to the field.
      const other = await browser.newContext({
        baseURL,
        viewport,
        extraHTTPHeaders: { "x-forwarded-for": visitorAddress() },
      });
      const rival = await other.newPage();
      await signUpAndIn(rival, "Bisi");
      await rival.goto("/music-links/mine");
      const rivalForm = rival.getByRole("form", { name: "Link-in-bio page" });
      await rivalForm.getByLabel("Handle").fill(handle);
      await rivalForm.getByLabel("Page title").fill("Not Ayra");
      await rivalForm.getByRole("button", { name: "Save page" }).click();
      await expect(rivalForm.getByText("That handle is taken. Please choose another.")).toBeVisible();
      await other.close();

      // Unpublished, the page is gone for fans.
      await page.getByRole("form", { name: "Link-in-bio page" }).getByLabel("Published").uncheck();
      await page.getByRole("button", { name: "Save page" }).click();
      await expectToast(page, "Your link page is saved.");
      await expect(page.getByRole("status").filter({ hasText: "Not published" })).toBeVisible();
      const gone = await page.request.get(`/links/${handle}`);
      expect(gone.status()).toBe(404);
    });
  });
}
