import { expect, test, visitorAddress, type Page } from "./test";
import { DEMO_ADMIN, DEMO_USER, expectToast, login, pngFile, uniqueTitle, signInAndOpen } from "./helpers";

// The admin's Smart Links section (hide, show, edit, delete, statistics) and the owner's pages, with their refusals.
// Each journey loads several server-rendered pages on a shared 2-core machine: more than the default 45 s.
test.describe.configure({ timeout: 90_000 });

const SECTION = "/admin-dashboard/smart-links";
const SPOTIFY = "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC";

/** A smart link made through the API with the page's cookies, so the signed-in account owns it. */
async function createLink(page: Page | Page["request"], songTitle: string) {
  const request = "request" in page ? page.request : page;
  const reply = await request.post("/mnb/api/smart-link", {
    multipart: {
      songTitle,
      artistName: "Burna Boy",
      spotify: SPOTIFY,
      boomplay: "https://www.boomplay.com/songs/1",
      coverImage: await pngFile("cover.png"),
    },
  });
  expect(reply.status()).toBe(201);
  return (await reply.json()).slug as string;
}

const row = (page: Page, title: string) => page.getByRole("row").filter({ hasText: title });
const onShow = async (page: Page, slug: string) => (await page.request.get(`/mnb/api/getSmartLink/${slug}`)).status();

test("an admin hides, shows, edits and deletes a smart link in the dashboard, and reads its statistics", async ({
  page,
}) => {
  await signInAndOpen(page, DEMO_ADMIN, "/admin-dashboard");
  // The figure, whether it draws bars (other tests' clicks) or says there are none.
  await expect(page.getByRole("figure", { name: "Clicks by platform (last 30 days)" })).toBeVisible();
  const title = uniqueTitle("Last Last");
  const slug = await createLink(page, title);

  await page.getByRole("link", { name: "Smart Links" }).filter({ visible: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Smart Links" })).toBeVisible();
  await page.getByLabel("Search by title or artist").fill(title);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(row(page, title)).toHaveCount(1);
  await expect(row(page, title)).toContainText("Burna Boy");

  await page.getByRole("button", { name: `Hide ${title}` }).click();
  await expectToast(page, "Smart link hidden");
  await expect(row(page, title)).toContainText("Hidden");
  expect(await onShow(page, slug)).toBe(404);
  await page.getByRole("button", { name: `Show ${title}` }).click();
  await expectToast(page, "Smart link is on show again");
  await expect(row(page, title)).not.toContainText("Hidden");
  expect(await onShow(page, slug)).toBe(200);

  await page.getByRole("link", { name: `Edit ${title}` }).click();
  const form = page.getByRole("form", { name: `Edit ${title}` });
  // The platform's own hosts only, checked in the form before anything is sent.
  await form.getByLabel("Spotify").fill("https://open.spotify.com.evil.example/track/1");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText("Please enter a Spotify link (https://open.spotify.com/…).")).toBeVisible();
  const renamed = `${title} (remix)`;
  await form.getByLabel("Spotify").fill(SPOTIFY);
  await form.getByLabel("Song title *").fill(renamed);
  await form.getByLabel("Replace cover image").setInputFiles(await pngFile("new-cover.png", "#2e7d32"));
  await form.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Smart link updated successfully");
  await expect(page.getByRole("form", { name: `Edit ${title}` })).toHaveCount(0);
  await expect(row(page, renamed)).toHaveCount(1);
  expect((await (await page.request.get(`/mnb/api/getSmartLink/${slug}`)).json()).songTitle).toBe(renamed);

  await page.getByRole("link", { name: `Statistics of ${renamed}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Statistics: ${renamed}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "Last 7 days" }).click();
  await expect(page).toHaveURL(/\?days=7$/);
  await expect(page.getByRole("link", { name: "Last 7 days" }).filter({ visible: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(
    page.getByRole("img", { name: /^Views and clicks per day \(last 7 days\) from/ }).filter({ visible: true }),
  ).toBeVisible();

  await page.goto(`${SECTION}?q=${encodeURIComponent(renamed)}`);
  await page.getByRole("button", { name: `Delete ${renamed}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Smart link deleted successfully");
  await expect(row(page, renamed)).toHaveCount(0);
  expect(await onShow(page, slug)).toBe(404);
});

test("an admin approves a link made signed out, so it may be indexed; a link deleted meanwhile is explained", async ({
  page,
  browser,
}) => {
  // Two links made by a signed-out visitor (a context without the admin's cookies).
  const visitor = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": visitorAddress() } });
  const made: { title: string; slug: string }[] = [];
  for (const prefix of ["Unvouched", "Vanishing"]) {
    const title = uniqueTitle(prefix);
    made.push({ title, slug: await createLink(visitor.request, title) });
  }
  await visitor.close();
  const [kept, gone] = made;
  const robots = async (slug: string) => {
    const html = await (await page.request.get(`/smartlink/${slug}`)).text();
    return /<meta name="robots" content="noindex/.test(html) ? "noindex" : "index";
  };
  expect(await robots(kept.slug)).toBe("noindex");

  await signInAndOpen(page, DEMO_ADMIN, `${SECTION}?q=${encodeURIComponent(kept.title)}`);
  await expect(row(page, kept.title)).toContainText("Not indexed");
  await page.getByRole("button", { name: `Approve ${kept.title}` }).click();
  await expectToast(page, "Smart link approved: search engines may list it");
  await expect(row(page, kept.title)).not.toContainText("Not indexed");
  await expect(page.getByRole("button", { name: `Approve ${kept.title}` })).toHaveCount(0);
  expect(await robots(kept.slug)).toBe("index");

  // Another admin deletes the second link while this page still shows it: Approve says so and the row goes.
  await page.goto(`${SECTION}?q=${encodeURIComponent(gone.title)}`);
  await expect(row(page, gone.title)).toContainText("Not indexed");
  expect((await page.request.delete(`/mnb/api/smart-links/${gone.slug}`)).status()).toBe(200);
  await page.getByRole("button", { name: `Approve ${gone.title}` }).click();
  await expectToast(page, "Smart link not found.");
  await expect(row(page, gone.title)).toHaveCount(0);
});

test("a creator finds their link under /music-links/mine with its statistics; another user's statistics are refused", async ({
  page,
  browser,
  baseURL,
}) => {
  await login(page, DEMO_USER);
  await expect(page).toHaveURL(/\/profile$/, { timeout: 30_000 });
  const title = uniqueTitle("Ye");
  const slug = await createLink(page, title);
  await page.goto("/music-links/mine");
  // The link-in-bio hint shows the address the creator's own handle makes, as it is typed (never "your-handle").
  const bio = page.getByRole("form", { name: "Link-in-bio page" });
  await expect(bio).not.toContainText("your-handle");
  await bio.getByLabel("Handle").fill(" Ye-Fan-Page ");
  await expect(bio).toContainText(/:\/\/[^ ]+\/links\/ye-fan-page/);
  await bio.getByLabel("Handle").fill("");
  await expect(bio).toContainText("Choose a handle");
  const item = page.getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText(`/smartlink/${slug}`);
  await expect(item).toContainText("0 views · 0 clicks");
  await item.getByRole("link", { name: `Statistics of ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/music-links/mine/${slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(title) })).toBeVisible();
  await expect(page.getByRole("region", { name: "Totals" }).filter({ visible: true })).toContainText(/Views\s*0/);

  // The admin's own link: the user gets a 404 page that does not say whether it exists; signed out, the login page.
  const adminContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": visitorAddress() } });
  const adminPage = await adminContext.newPage();
  await login(adminPage, DEMO_ADMIN, "/admin-login");
  await expect(adminPage).toHaveURL(/\/admin-dashboard$/, { timeout: 30_000 });
  const theirs = await createLink(adminPage, uniqueTitle("Not yours"));
  await adminContext.close();
  const refused = await page.goto(`/music-links/mine/${theirs}`);
  expect(refused?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  // (site)/not-found.tsx: the message inside the page's one copy of the site chrome.
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(1);
  await expect(page.getByRole("contentinfo")).toHaveCount(1);
  await expect(page.getByText("Clicks by platform")).toHaveCount(0);
  expect((await page.request.get(`/mnb/api/smart-links/${theirs}/stats`)).status()).toBe(403);
  await page.context().clearCookies();
  await page.goto(`/music-links/mine/${slug}`);
  await expect(page).toHaveURL(/\/login$/);
});

test("the owner reads a custom period of their link's statistics, and a reversed one is explained", async ({
  page,
}) => {
  await login(page, DEMO_USER);
  await expect(page).toHaveURL(/\/profile$/, { timeout: 30_000 });
  const slug = await createLink(page, uniqueTitle("Last Last"));
  await page.goto(`/music-links/mine/${slug}`);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const form = page.getByRole("form", { name: "Custom period" });
  await form.getByLabel("From").fill(day(-10));
  await form.getByLabel("To").fill(day(-1));
  await form.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${day(-10)}&to=${day(-1)}`));
  await expect(page.getByText(`Views and clicks per day (${day(-10)} to ${day(-1)})`).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Last 30 days" })).not.toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
    "href",
    `/mnb/api/smart-links/${slug}/stats?from=${day(-10)}&to=${day(-1)}&format=csv`,
  );
  await expect(form.getByLabel("From")).toHaveValue(day(-10));

  await form.getByLabel("From").fill(day(-1));
  await form.getByLabel("To").fill(day(-10));
  await form.getByRole("button", { name: "Show" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "The start date must be on or before the end date." }),
  ).toBeVisible();
  await expect(form.getByLabel("From")).toHaveAttribute("aria-invalid", "true");
  // Meanwhile the default period is shown.
  await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");
});
