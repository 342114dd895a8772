import { expect, test, visitorAddress } from "./test";
import { DEMO_USER, login, pngFile, uniqueTitle } from "./helpers";

// The whole loop a creator cares about: make a link, a fan opens its share page and picks a platform (the platform's
// site itself is stood in for, the browser never leaves localhost), and the click shows in the creator's statistics.
test.describe.configure({ timeout: 90_000 });

test("a fan's click on a platform shows in the creator's statistics", async ({ page, browser, baseURL }) => {
  await login(page, DEMO_USER);
  await expect(page).toHaveURL(/\/profile$/, { timeout: 30_000 });
  const title = uniqueTitle("Soweto");
  const reply = await page.request.post("/mnb/api/smart-link", {
    multipart: {
      songTitle: title,
      artistName: "Victony",
      spotify: "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC",
      coverImage: await pngFile("cover.png"),
    },
  });
  expect(reply.status()).toBe(201);
  const slug = (await reply.json()).slug as string;

  // A fan in another browser context (no cookies, their own address), with a phone browser's user agent: a person, not
  // a preview bot (a context made here does not get the project's device settings, and "HeadlessChrome" is a bot).
  const fanContext = await browser.newContext({
    baseURL,
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    extraHTTPHeaders: { "x-forwarded-for": visitorAddress() },
  });
  const fan = await fanContext.newPage();
  let reached = "";
  await fan.route("https://open.spotify.com/**", (route) => {
    reached = route.request().url();
    return route.fulfill({ contentType: "text/html", body: "<title>Spotify stand-in</title><p>Playing</p>" });
  });
  await fan.goto(`/smartlink/${slug}`);
  await expect(fan.getByRole("heading", { name: title })).toBeVisible();
  await fan.getByRole("link", { name: "Listen on Spotify" }).click();
  await expect(fan.getByText("Playing")).toBeVisible();
  expect(reached).toBe("https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC");
  await fanContext.close();

  // The click is recorded after the redirect answered: read the statistics until it is there.
  await expect(async () => {
    await page.goto(`/music-links/mine/${slug}?days=7`);
    await expect(page.getByRole("region", { name: "Totals" }).filter({ visible: true })).toContainText(/Clicks\s*1/, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("region", { name: "Totals" }).filter({ visible: true })).toContainText(/Views\s*1/);
  await expect(page.getByRole("img", { name: /Clicks by platform: Spotify 1 clicks/ })).toBeVisible();
});
