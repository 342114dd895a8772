import { readFile } from "node:fs/promises";
import { expect, test, visitorAddress } from "./test";
import { DEMO_USER, login, pngFile, spotifyFan, uniqueTitle } from "./helpers";

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

  const {
    fan,
    context: fanContext,
    reached,
  } = await spotifyFan(browser, baseURL, {
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  });
  await fan.goto(`/smartlink/${slug}`);
  await expect(fan.getByRole("heading", { name: title })).toBeVisible();
  await fan.getByRole("link", { name: "Listen on Spotify" }).click();
  await expect(fan.getByText("Playing")).toBeVisible();
  expect(reached()).toBe("https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC");
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

// The platform a fan picks comes first on every link after (desktop), and inside an app's built-in browser the page
// says how to get out of it (phone), and the creator sees the app in the statistics.
const IPHONE_INSTAGRAM =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 339.0.0.12.108 (iPhone15,3; iOS 17_5; en_GB; en; scale=3.00; 1290x2796; 612587519)";
const DESKTOP_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

async function makeLink(
  page: import("@playwright/test").Page,
  prefix: string,
): Promise<{ slug: string; title: string }> {
  const title = uniqueTitle(prefix);
  const reply = await page.request.post("/mnb/api/smart-link", {
    multipart: {
      songTitle: title,
      artistName: "Ayra Starr",
      spotify: "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC",
      appleMusic: "https://music.apple.com/ng/album/rush/1?i=2",
      boomplay: "https://www.boomplay.com/songs/12345",
      coverImage: await pngFile("cover.png"),
    },
  });
  expect(reply.status()).toBe(201);
  return { slug: (await reply.json()).slug as string, title };
}

test("the platform a fan picked comes first, marked, on the next link they open", async ({
  page,
  browser,
  baseURL,
}) => {
  const first = await makeLink(page, "Rush");
  const second = await makeLink(page, "Bloody Samaritan");
  const fanContext = await browser.newContext({
    baseURL,
    userAgent: DESKTOP_CHROME,
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: { "x-forwarded-for": visitorAddress() },
  });
  const fan = await fanContext.newPage();
  await fan.route("https://music.apple.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Apple Music stand-in</title><p>Playing</p>" }),
  );
  await fan.goto(`/smartlink/${first.slug}`);
  const buttons = fan.getByRole("listitem").getByRole("link", { name: /^Listen on/ });
  // Before any choice: the region's order (the rest of the world: Spotify first), nothing marked.
  await expect(buttons.first()).toHaveText("Listen on Spotify");
  await expect(fan.getByText("Your choice")).toHaveCount(0);
  await fan.getByRole("link", { name: "Listen on Apple Music" }).click();
  await expect(fan.getByText("Playing")).toBeVisible();

  await fan.goto(`/smartlink/${second.slug}`);
  await expect(fan.getByRole("heading", { name: second.title })).toBeVisible();
  await expect(buttons.first()).toHaveAccessibleName("Listen on Apple Music, your choice");
  await expect(buttons.first().getByText("Your choice")).toBeVisible();
  await expect(buttons.nth(1)).toHaveText("Listen on Spotify");
  await expect(fan.getByRole("note")).toHaveCount(0);
  await fanContext.close();
});

test("inside Instagram's browser the page says how to open it outside, and the creator sees the app", async ({
  page,
  browser,
  baseURL,
}) => {
  await login(page, DEMO_USER);
  await expect(page).toHaveURL(/\/profile$/, { timeout: 30_000 });
  const { slug, title } = await makeLink(page, "Commas");
  const fanContext = await browser.newContext({
    baseURL,
    userAgent: IPHONE_INSTAGRAM,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { "x-forwarded-for": visitorAddress() },
  });
  const fan = await fanContext.newPage();
  await fan.route("https://open.spotify.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Spotify stand-in</title><p>Playing</p>" }),
  );
  // Shared from an Instagram story of a campaign: the page passes its UTM tags on with the view and the click.
  await fan.goto(`/smartlink/${slug}?utm_source=instagram&utm_medium=story&utm_campaign=commas_launch`);
  await expect(fan.getByRole("heading", { name: title })).toBeVisible();
  await expect(fan.getByRole("note")).toHaveText(/You are in an app's browser\. Tap ⋯ and choose “Open in browser”/);
  await fan.getByRole("link", { name: "Listen on Spotify" }).tap();
  await expect(fan.getByText("Playing")).toBeVisible();
  await fanContext.close();

  await expect(async () => {
    await page.goto(`/music-links/mine/${slug}?days=7`);
    const apps = page.getByRole("table", { name: "Browser or in-app" }).filter({ visible: true });
    await expect(apps.getByRole("row", { name: /Instagram app/ })).toContainText(/1\s*1/, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  // The visit's system and browser as bowser names them, and the same figures as a CSV download.
  await expect(
    page.getByRole("table", { name: "Operating systems" }).filter({ visible: true }).getByRole("row", { name: /iOS/ }),
  ).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^${slug}-statistics-\\d{4}-\\d{2}-\\d{2}-to-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const csv = await readFile(await download.path(), "utf8");
  expect(csv.split("\r\n")[0]).toBe("section,item,views,clicks,unique views,unique clicks");
  expect(csv).toContain("browser or in-app,Instagram app,1,1,,");
  expect(csv).toContain("channel,instagram,1,1,,");
  expect(csv).toContain("medium,story,1,1,,");
  expect(csv).toContain("campaign,commas_launch,1,1,,");
});
