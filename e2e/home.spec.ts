import { expect, test, type Browser, type Page } from "./test";
import { DEMO_ADMIN, expectToast, formAlert, login } from "./helpers";
import { emailedLinks } from "./outbox";

const HEADLINES = [
  "Your daily dose of news, styles and entertainment",
  "An experience that goes beyond a blog",
  "Talent nurtured from small beginnings to big stages",
];
const START = new Date("2026-03-02T09:00:00Z");

/** Fake timers that stand still until the test runs them, installed before the page loads. */
async function stopTheClock(page: Page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1000));
}

/** Once "Loading..." is gone the page is hydrated, so every timer it sets up on mount is running. */
const loaded = (page: Page) =>
  expect(page.getByRole("region", { name: "Highlights" }).getByRole("status")).toHaveCount(0);

const typed = (page: Page) => page.getByTestId("typed-headline");

/**
 * The links of emails sent to `to`. An admin sees the outbox copy, where the confirmation link reads [redacted]; the
 * working links are the ones the recipient gets (read from the unsent message).
 */
async function emailLinks(browser: Browser, to: string, subject: string): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, DEMO_ADMIN, "/admin-login");
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.goto("/admin/outbox");
  await page
    .getByRole("link", { name: `View email to ${to}: ${subject}` })
    .first()
    .click();
  await expect(page.getByRole("list", { name: "Links in this email" })).toContainText("/subscribe/confirm/[redacted]");
  await context.close();
  return emailedLinks(to, subject);
}

test("the home page shows every section in order, with its links and claims", async ({ page }) => {
  await page.goto("/home");
  await expect(page).toHaveTitle("My Nation Blog — news, style and entertainment");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    "My Nation Blog — news, style and entertainment",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(HEADLINES[0]);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "More Than a Blog",
    "Top Artists",
    "Our Services",
    "Music Smart Links",
    "Latest Songs",
    "Style Spotlight & Brand Promotion",
    "Tech Collaboration",
    "Advertise With Us",
    "Partner With Us",
    "Stay in the Loop",
  ]);

  const region = (name: string) => page.getByRole("region", { name });
  const links: [string, string, string][] = [
    ["Highlights", "About us", "/about"],
    ["Highlights", "Our services", "/service"],
    ["More Than a Blog", "Learn more about us", "/about"],
    ["Our Services", "Explore our services", "/service"],
    ["Our Services", "Book a session", "/booking"],
    ["Music Smart Links", "Create a smart link", "/music-links"],
    ["Latest Songs", "Listen to the latest songs", "/songs"],
    ["Style Spotlight & Brand Promotion", "See the Style Spotlight", "/style-spotlight"],
    ["Advertise With Us", "Advertise with us", "/advertise"],
  ];
  for (const [section, name, href] of links)
    await expect(region(section).getByRole("link", { name })).toHaveAttribute("href", href);

  const categories = region("More Than a Blog")
    .getByRole("navigation", { name: "Our Mission categories" })
    .getByRole("link");
  await expect(categories).toHaveText([
    "Education",
    "Politics",
    "Sport",
    "Entertainment",
    "Finance",
    "Agriculture",
    "Technology",
  ]);
  for (const link of await categories.all()) await expect(link).toHaveAttribute("href", "/about");

  await expect(region("Our Services").getByRole("definition")).toHaveText(["20k+", "10+"]);
  await expect(region("Our Services").getByRole("term")).toHaveText(["Projects delivered", "Partnerships"]);
  await expect(region("Tech Collaboration")).toContainText("in collaboration with a software and tech firm");
  await expect(region("Partner With Us").getByRole("button", { name: "Become a Partner" })).toBeVisible();
  await expect(region("Stay in the Loop").getByRole("button", { name: "Subscribe Now" })).toBeVisible();
});

test("the slideshow shows Loading until its images arrive, then types, holds, deletes and moves on", async ({
  page,
}) => {
  await stopTheClock(page);
  let release!: () => void;
  const imagesHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/image**", async (route) => {
    await imagesHeld;
    await route.continue();
  });
  await page.goto("/home", { waitUntil: "domcontentloaded" });
  const slideshow = page.getByRole("region", { name: "Highlights" });
  await expect(slideshow.getByRole("status")).toHaveText("Loading...");
  await expect(typed(page)).toHaveText("");

  release();
  await loaded(page);
  await expect(typed(page)).toHaveText("");
  await page.clock.runFor(60);
  await expect(typed(page)).toHaveText("Y");
  await page.clock.runFor(60 * 4);
  await expect(typed(page)).toHaveText("Your ");

  const first = HEADLINES[0];
  await page.clock.runFor(60 * (first.length - 5));
  await expect(typed(page)).toHaveText(first);
  await page.clock.runFor(1200 + 39);
  await expect(typed(page)).toHaveText(first);
  await page.clock.runFor(1);
  await expect(typed(page)).toHaveText(first.slice(0, -1));
  await page.clock.runFor(40 * (first.length - 1));
  await expect(typed(page)).toHaveText("");
  await page.clock.runFor(300 + 60);
  await expect(typed(page)).toHaveText("A");
  await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(HEADLINES[1]);
});

test("the carousel switches every 5 s, not while hovered, and its arrows choose a card", async ({ page }) => {
  await stopTheClock(page);
  await page.goto("/home");
  await loaded(page);
  const carousel = page.getByRole("region", { name: "More Than a Blog" });
  const card = (title: string) => carousel.getByRole("heading", { level: 3, name: title });

  await page.clock.runFor(4999);
  await expect(card("Our Mission")).toBeVisible();
  await expect(card("Our Blog")).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(card("Our Blog")).toBeVisible();
  await expect(card("Our Mission")).toHaveCount(0);

  await card("Our Blog").hover();
  await page.clock.runFor(15_000);
  await expect(card("Our Blog")).toBeVisible();

  await page.mouse.move(0, 0);
  await page.clock.runFor(5000);
  await expect(card("Our Mission")).toBeVisible();

  await carousel.getByRole("button", { name: "Next card" }).click();
  await expect(card("Our Blog")).toBeVisible();
  await expect(carousel.getByRole("link", { name: "Read the blog" })).toHaveAttribute("href", "/blog");
  await carousel.getByRole("button", { name: "Previous card" }).click();
  await expect(card("Our Mission")).toBeVisible();
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the headline is shown whole and nothing moves on its own", async ({ page }) => {
    await stopTheClock(page);
    await page.goto("/home");
    await loaded(page);
    await expect(typed(page)).toHaveText(HEADLINES[0]);
    await page.clock.runFor(20_000);
    await expect(typed(page)).toHaveText(HEADLINES[0]);
    const carousel = page.getByRole("region", { name: "More Than a Blog" });
    await expect(carousel.getByRole("heading", { level: 3, name: "Our Mission" })).toBeVisible();
    await carousel.getByRole("button", { name: "Next card" }).click();
    await expect(carousel.getByRole("heading", { level: 3, name: "Our Blog" })).toBeVisible();
  });
});

test("the genre filter narrows the artists, and an artist opens in a modal with the picture", async ({ page }) => {
  await page.goto("/home");
  const section = page.getByRole("region", { name: "Top Artists" });
  const artists = section.getByRole("list", { name: "Artists" }).getByRole("listitem");
  await expect(artists.filter({ hasText: "Tomi Vibes" })).toHaveCount(1);
  await expect(artists.filter({ hasText: "Zainab Wave" })).toHaveCount(1);

  await section.getByRole("button", { name: "Alté", exact: true }).click();
  await expect(section.getByRole("button", { name: "Alté", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(section.getByRole("button", { name: "All", exact: true })).toHaveAttribute("aria-pressed", "false");
  await expect(artists.filter({ hasText: "Zainab Wave" })).toHaveCount(1);
  await expect(artists.filter({ hasText: "Tomi Vibes" })).toHaveCount(0);
  for (const item of await artists.all()) await expect(item).toContainText("Alté");

  await section.getByRole("button", { name: "Hip/Hop & Rap", exact: true }).click();
  await expect(artists.filter({ hasText: "MC Ikenna" })).toHaveCount(1);
  await expect(artists.filter({ hasText: "Zainab Wave" })).toHaveCount(0);
  await section.getByRole("button", { name: "All", exact: true }).click();
  await expect(artists.filter({ hasText: "Tomi Vibes" })).toHaveCount(1);

  const openArtist = () => section.getByRole("button", { name: /Tomi Vibes/ }).click();
  const dialog = page.getByRole("dialog", { name: "Tomi Vibes" });
  await openArtist();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Afrobeats");
  const picture = dialog.getByRole("img", { name: "Tomi Vibes" });
  await expect(picture).toBeVisible();
  expect(decodeURIComponent((await picture.getAttribute("src")) ?? "")).toContain("/files/");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  await openArtist();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();

  await openArtist();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("a partnership request is checked, sent, cleared, and kept open when sending fails", async ({ page }) => {
  await page.goto("/home");
  const dialog = page.getByRole("dialog", { name: "Partnership Request" });
  await page.getByRole("button", { name: "Become a Partner" }).click();
  await dialog.getByRole("button", { name: "Send Request" }).click();
  await expect(formAlert(page)).toHaveText("Please fill in all fields!");

  await dialog.getByLabel("Name").fill("Kemi Label");
  await dialog.getByLabel("Email").fill(`kemi.${Date.now().toString(36)}@example.com`);
  await dialog.getByLabel("Message").fill("We would love to sponsor your next music showcase.");
  await dialog.getByRole("button", { name: "Send Request" }).click();
  await expectToast(page, "Request submitted successfully!");
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Become a Partner" }).click();
  await expect(dialog.getByLabel("Name")).toHaveValue("");
  await expect(dialog.getByLabel("Message")).toHaveValue("");

  await page.route("**/mnb/api/partnership", (route) =>
    route.fulfill({ status: 500, json: { message: "Database down" } }),
  );
  await dialog.getByLabel("Name").fill("Kemi Label");
  await dialog.getByLabel("Email").fill("kemi@example.com");
  await dialog.getByLabel("Message").fill("Second try.");
  await dialog.getByRole("button", { name: "Send Request" }).click();
  await expectToast(page, "something went wrong, please try again later");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Message")).toHaveValue("Second try.");
});

test("subscribing shows progress, emails a link whose button confirms, and a second try is answered alike", async ({
  page,
  browser,
}) => {
  // Subscribe, read the email, confirm, subscribe again and unsubscribe: five page loads and an email, which ran past
  // 45 s on a loaded 2-core machine.
  test.slow();
  const email = `ngozi.${Date.now().toString(36)}@example.com`;
  await page.goto("/home");
  const dialog = page.getByRole("dialog", { name: "Subscribe to our updates" });
  await page.getByRole("button", { name: "Subscribe Now" }).click();
  await dialog.getByRole("button", { name: "Subscribe" }).click();
  await expect(formAlert(page)).toHaveText("Please enter your email address.");

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/mnb/api/subscribe", async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Subscribe" }).click();
  await expect(dialog.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
  release();
  await expectToast(page, "Subscribed successfully! Check your email 🎉");
  await expect(dialog).toBeHidden();
  await page.unroute("**/mnb/api/subscribe");

  const links = await emailLinks(browser, email, "Confirm your My Nation Blog subscription");
  const confirm = links.find((path) => path.startsWith("/subscribe/confirm/"));
  const unsubscribe = links.find((path) => path.startsWith("/unsubscribe/"));
  expect(confirm).toBeDefined();
  expect(unsubscribe).toBeDefined();
  // Opening the link confirms nothing (mail scanners open links): the button does.
  await page.goto(confirm!);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your subscription" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByText("Your subscription is confirmed.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("This confirmation link is invalid or has expired.")).toBeVisible();

  await page.goto("/home");
  await page.getByRole("button", { name: "Subscribe Now" }).click();
  await expect(dialog.getByLabel("Email")).toHaveValue("");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Subscribe" }).click();
  // The same answer as for a new address (the form tells no one who subscribes); the owner is told by email.
  await expectToast(page, "Subscribed successfully! Check your email 🎉");
  expect(await emailedLinks(email, "You are already subscribed to My Nation Blog")).toContain(unsubscribe);

  await page.goto(unsubscribe!);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByText("You have been unsubscribed.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("You have been unsubscribed.")).toBeVisible();
});

test("a subscribe failure shows the server's message, or the fallback text when there is none", async ({ page }) => {
  await page.goto("/home");
  const dialog = page.getByRole("dialog", { name: "Subscribe to our updates" });
  await page.getByRole("button", { name: "Subscribe Now" }).click();

  await page.route("**/mnb/api/subscribe", (route) =>
    route.fulfill({ status: 429, json: { message: "Too many subscription attempts. Please try again later." } }),
  );
  await dialog.getByLabel("Email").fill("taken@example.com");
  await dialog.getByRole("button", { name: "Subscribe" }).click();
  await expectToast(page, "Too many subscription attempts. Please try again later.");
  await expect(dialog).toBeVisible();

  await page.unroute("**/mnb/api/subscribe");
  await page.route("**/mnb/api/subscribe", (route) => route.fulfill({ status: 500, body: "" }));
  await dialog.getByRole("button", { name: "Subscribe" }).click();
  await expectToast(page, "Failed to subscribe. Please try again.");
  await expect(dialog.getByLabel("Email")).toHaveValue("taken@example.com");
});

test("an unknown confirmation or unsubscribe link is explained", async ({ page }) => {
  await page.goto(`/subscribe/confirm/${"z".repeat(43)}`);
  await expect(page.getByText("This confirmation link is invalid or has expired.")).toBeVisible();
  await page.goto(`/unsubscribe/${"z".repeat(43)}`);
  await expect(page.getByText("This unsubscribe link is invalid.")).toBeVisible();
});

test("the latest-songs teaser names three songs with their artists", async ({ page }) => {
  await page.goto("/home");
  const items = page.getByRole("list", { name: "Latest songs" }).getByRole("listitem");
  await expect(items).toHaveCount(3);
  for (const item of await items.all()) expect((await item.innerText()).split("\n").filter(Boolean)).toHaveLength(2);
});
