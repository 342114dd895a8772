// The smart link generator and share page as people use them: a visitor makes a link, copies it, downloads its QR
// code, a fan opens it and picks a platform (the platform's own site is stood in for, the browser never leaves
// localhost), and the click is recorded; the generator's error paths; the share page's 404.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../lib/generated/prisma/client";
import {
  platformHostMessage,
  SMART_LINK_FAILED,
  SMART_LINK_NETWORK_ERROR,
  SMART_LINK_NOT_FOUND,
  SMART_LINK_REQUIRED,
} from "../lib/smart-links/copy";
import { PLATFORMS } from "../lib/smart-links/platforms";
import { expect, test, type Page } from "./test";
import { DEMO_USER, expectToast, formAlert, holdRequests, login, pngFile, uniqueTitle } from "./helpers";

const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }) });
test.afterAll(() => db.$disconnect());

const SPOTIFY = "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC";
const BOOMPLAY = "https://www.boomplay.com/songs/12345";

async function fillForm(
  page: Page,
  title: string,
  links: Record<string, string> = { "Spotify link": SPOTIFY, "Boomplay link": BOOMPLAY },
) {
  await page.getByLabel("Song title *").fill(title);
  await page.getByLabel("Artist name *").fill("Wizkid");
  await page.getByLabel("Cover image *").setInputFiles(await pngFile("cover.png"));
  await expect(page.getByRole("img", { name: "Selected image" })).toBeVisible();
  for (const [label, value] of Object.entries(links)) await page.getByLabel(label).fill(value);
}

test.describe("smart links", () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("generate, copy, download the QR code, open, and a fan's click is recorded", async ({ page, baseURL }) => {
    await page.goto("/music-links");
    const title = uniqueTitle("Essence");
    await fillForm(page, title);
    const held = await holdRequests(page, "**/mnb/api/smart-link");
    await page.getByRole("button", { name: "Generate Link" }).click();
    await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
    held.release();

    await expect(page.getByRole("heading", { name: "Your Smart Link is Ready!" })).toBeVisible();
    const address = await page.getByLabel("Your smart link", { exact: true }).inputValue();
    expect(address).toMatch(new RegExp(`^${baseURL}/smartlink/essence-[a-z0-9-]+-wizkid$`));
    const slug = address.split("/").pop()!;

    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

    for (const type of ["PNG", "SVG"]) {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: `Download QR code (${type})` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${slug}-qr.${type.toLowerCase()}`);
    }
    await expect(page.getByRole("link", { name: "Open", exact: true })).toHaveAttribute("href", `/smartlink/${slug}`);

    // A fan arrives from WhatsApp and picks Spotify.
    let reached = "";
    await page.route("https://open.spotify.com/**", (route) => {
      reached = route.request().url();
      return route.fulfill({ contentType: "text/html", body: "<title>Spotify stand-in</title><p>Playing</p>" });
    });
    await page.goto(`${address}?utm_source=whatsapp`);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByText("By Wizkid")).toBeVisible();
    const spotify = page.getByRole("link", { name: "Listen on Spotify" });
    // The page's script passes its channel on to the tracked redirect.
    await expect(spotify).toHaveAttribute("href", `/smartlink/${slug}/go/spotify?utm_source=whatsapp`);
    await spotify.click();
    await expect(page.getByText("Playing")).toBeVisible();
    expect(reached).toBe(SPOTIFY);

    await expect
      .poll(async () =>
        (
          await db.smartLinkEvent.findMany({
            where: { smartLink: { slug } },
            select: { kind: true, platform: true, channel: true },
          })
        ).sort((a, b) => a.kind.localeCompare(b.kind)),
      )
      .toEqual([
        { kind: "CLICK", platform: "SPOTIFY", channel: "whatsapp" },
        { kind: "VIEW", platform: null, channel: "whatsapp" },
      ]);

    await page.goto("/music-links");
    await expect(page.getByRole("link", { name: "Your smart links" })).toHaveCount(0);
  });

  test("missing fields, wrong hosts, a server failure and a network failure are explained", async ({ page }) => {
    let posted = 0;
    page.on("request", (r) => void (r.method() === "POST" && r.url().endsWith("/mnb/api/smart-link") && posted++));
    await page.goto("/music-links");
    await page.getByRole("button", { name: "Generate Link" }).click();
    await expect(formAlert(page).filter({ hasText: SMART_LINK_REQUIRED })).toBeVisible();
    await expectToast(page, SMART_LINK_REQUIRED);

    const spotify = PLATFORMS.find((p) => p.field === "spotify")!;
    await fillForm(page, uniqueTitle("Wrong host"), { "Spotify link": "https://evil.example.com/track/1" });
    await page.getByRole("button", { name: "Generate Link" }).click();
    await expect(page.getByText(platformHostMessage(spotify))).toBeVisible();
    await expect(page.getByLabel("Spotify link")).toHaveAttribute("aria-invalid", "true");
    expect(posted).toBe(0);

    await page.getByLabel("Spotify link").fill(SPOTIFY);
    await page.route("**/mnb/api/smart-link", (route) => route.fulfill({ status: 500, json: { code: "internal" } }));
    await page.getByRole("button", { name: "Generate Link" }).click();
    await expect(formAlert(page).filter({ hasText: SMART_LINK_FAILED })).toBeVisible();

    await page.unroute("**/mnb/api/smart-link");
    await page.route("**/mnb/api/smart-link", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Generate Link" }).click();
    await expect(formAlert(page).filter({ hasText: SMART_LINK_NETWORK_ERROR })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your Smart Link is Ready!" })).toHaveCount(0);
  });

  test("a link made signed out is noindex until its creator signs in on the same browser and claims it", async ({
    page,
  }) => {
    await page.goto("/music-links");
    const title = uniqueTitle("Unclaimed");
    await fillForm(page, title);
    await page.getByRole("button", { name: "Generate Link" }).click();
    await expect(page.getByRole("heading", { name: "Your Smart Link is Ready!" })).toBeVisible();
    await expect(page.getByText("Made while signed out: search engines are asked not to list it yet.")).toBeVisible();
    const slug = (await page.getByLabel("Your smart link", { exact: true }).inputValue()).split("/").pop()!;
    const robots = async () =>
      (await page.request.get(`/smartlink/${slug}`))
        .text()
        .then((html) => /<meta name="robots" content="noindex/.test(html));
    expect(await robots()).toBe(true);

    await login(page, DEMO_USER);
    await expect(page).toHaveURL(/\/profile$/, { timeout: 30_000 });
    await page.goto("/music-links");
    await expectToast(page, "Smart link claimed: it is yours now");
    await expect
      .poll(
        async () =>
          (
            await db.smartLink.findUniqueOrThrow({
              where: { slug },
              select: { createdBy: { select: { email: true } } },
            })
          ).createdBy?.email,
      )
      .toBe(DEMO_USER.email);
    expect(await robots()).toBe(false);
    await page.goto("/music-links/mine");
    await expect(page.getByRole("heading", { name: new RegExp(title) })).toBeVisible();
    // The token is spent: the next visit claims nothing again.
    await page.goto("/music-links");
    await expect(page.getByRole("link", { name: "Your smart links" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("mnb:smart-link-claims"))).toBeNull();
  });

  test("a signed-in creator is shown the way to their own links", async ({ page }) => {
    await login(page, DEMO_USER);
    await expect(page).toHaveURL(/\/profile$/, { timeout: 30_000 });
    await page.goto("/music-links");
    await expect(page.getByRole("link", { name: "Your smart links" })).toHaveAttribute("href", "/music-links/mine");
  });

  test("a missing smart link is a 404 saying so", async ({ page }) => {
    const response = await page.goto("/smartlink/no-such-link-e2e");
    expect(response?.status()).toBe(404);
    await expect(page.getByText(SMART_LINK_NOT_FOUND)).toBeVisible();
  });
});
