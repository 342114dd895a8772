import { expect, test, type APIRequestContext, type Page } from "./test";
import { siteConfig } from "../lib/config/site";
import { expectReviewFormChecks, expectToast, uniqueTitle } from "./helpers";

type ReviewPage = { reviews: { id: string; name: string }[]; page: number; totalPages: number; total: number };

// The map is a third-party iframe; tests never leave this machine.
test.beforeEach(async ({ page }) => {
  await page.route("https://www.openstreetmap.org/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<p>map</p>" }),
  );
});

test.describe("about", () => {
  test("the counters start from 0 once visible and reach their final values after 3 s", async ({ page, request }) => {
    const html = await (await request.get("/about")).text();
    for (const n of ["100+", "50+", "25+", "20+"]) expect(html).toContain(`>${n}</dd>`);

    // A paused fake clock: animation frames run only when the test moves time on.
    const start = new Date("2025-06-02T09:00:00Z");
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto("/about");
    const counters = page.getByTestId("counter");
    await counters.first().scrollIntoViewIfNeeded();
    await expect(counters.first()).toHaveText("0+");
    const value = async () => parseInt((await counters.first().textContent()) ?? "", 10);
    // Nudge the clock until the first frame has started the count.
    await expect(async () => {
      await page.clock.runFor(100);
      expect(await value()).toBeGreaterThan(0);
    }).toPass();
    await page.clock.runFor(1200);
    expect(await value()).toBeLessThan(100);
    await page.clock.runFor(3000);
    await expect(counters).toHaveText(["100+", "50+", "25+", "20+"]);
  });

  test("with reduced motion the counters show their final values at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/about");
    await page.getByTestId("counter").first().scrollIntoViewIfNeeded();
    await page.clock.runFor(100);
    await expect(page.getByTestId("counter")).toHaveText(["100+", "50+", "25+", "20+"]);
  });

  test("the four articles show previews and Learn More opens the detail; an unknown id says so", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Home");
    await expect(page.getByRole("article")).toHaveCount(4);
    for (const text of await page.getByTestId("about-preview").allInnerTexts()) {
      expect(text).toHaveLength(78);
      expect(text.endsWith("...")).toBe(true);
    }
    await page
      .getByRole("link", { name: /^Learn More/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/about\/1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Who We Are: A Home for Nigerian Stories");
    // The /about list stays in the DOM, hidden, after the client navigation (Cache Components keeps recent routes).
    await expect(page.getByText("By Oluwaseun Adebayo").filter({ visible: true })).toBeVisible();
    await expect(page.getByRole("list", { name: "Categories" })).toContainText("Entertainment");
    for (const name of ["What We Offer", "Our Views/Goals/Ideas/Concepts", "Why You Really Need Us?"]) {
      await expect(page.getByRole("heading", { name })).toBeVisible();
    }

    const response = await page.goto("/about/99");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("About details not found")).toBeVisible();
  });
});

test.describe("service", () => {
  test("lists three services, the priced offers in naira and the latest reviews without emails", async ({ page }) => {
    await page.goto("/service");
    const cards = page.getByTestId("service-card");
    await expect(cards).toHaveCount(3);
    for (const text of await cards.locator("p.flex-1").allInnerTexts()) expect(text.length).toBeLessThanOrEqual(203);
    await expect(page.getByRole("heading", { name: "Why Choose Us" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "The Best That Is Coming" })).toBeVisible();

    const offers = page.getByTestId("offer-list").getByRole("listitem");
    await expect(offers).toHaveCount(8);
    const production = offers.filter({ has: page.getByRole("heading", { name: "Music Production" }) });
    await expect(production.locator("s")).toHaveText("Original price ₦300,000");
    await expect(production.locator("strong")).toHaveText("Promo price ₦150,000");
    await expect(offers.filter({ hasText: "Partnership Deal" }).locator("strong")).toContainText("₦200,000");

    const reviews = page.getByRole("region", { name: "What our clients say" });
    await expect(reviews.getByTestId("review").first()).toBeVisible();
    await expect(reviews.getByText(/@/)).toHaveCount(0);
  });

  test("a service page shows the content, the mixing and mastering promo and the team; an unknown id says so", async ({
    page,
  }) => {
    await page.goto("/service");
    await page
      .getByTestId("service-card")
      .first()
      .getByRole("link", { name: /^Read more/ })
      .click();
    await expect(page).toHaveURL(/\/service\/1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Music Promotion");
    await expect(page.getByRole("list", { name: "Categories" })).toContainText("Marketing");

    const promo = page.getByRole("complementary", { name: "Mixing & Mastering Offer" });
    await expect(promo).toContainText("₦60,000");
    await expect(promo).toContainText("₦80,000");
    await expect(promo).toContainText("Both together: ₦140,000 instead of ₦250,000");

    await expect(page.getByRole("heading", { name: "Meet Our Management Team" })).toBeVisible();
    const members = page.getByTestId("team-grid").locator(":scope > li");
    expect(await members.count()).toBeGreaterThanOrEqual(4);
    const ibrahim = members.filter({ hasText: "Ibrahim Musa" });
    await expect(ibrahim).toContainText("Artiste Manager");
    await expect(ibrahim).toContainText("Leading with passion, driven by innovation.");
    await expect(members.filter({ hasText: "Chidinma Okeke" })).toContainText("A good song starts with a good groove");
    await expect(ibrahim.getByRole("link", { name: /^LinkedIn/ })).toHaveAttribute("target", "_blank");

    const response = await page.goto("/service/999");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Service details not found")).toBeVisible();
  });

  test("a team photo that fails to load is replaced by the default profile picture", async ({ page }) => {
    await page.route("**/_next/image**", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/service/2");
    const grid = page.getByTestId("team-grid");
    // Photos load lazily: bring the grid into view so the browser asks for them.
    await grid.scrollIntoViewIfNeeded();
    await expect(grid.getByRole("img", { name: "Photo of Ibrahim Musa" })).toHaveAttribute(
      "src",
      /\/brand\/default-avatar\.svg$/,
    );
  });
});

/** Makes sure the reviews list has a second page, then opens /contact once its cached first page shows it. */
async function openContactWithTwoPages(page: Page, request: APIRequestContext) {
  for (let i = 0; i < 6; i++) {
    const list: ReviewPage = await (await request.get("/mnb/api/contacts")).json();
    if (list.totalPages > 1) break;
    await request.post("/mnb/api/contacts", {
      data: { name: uniqueTitle("Pager"), email: "pager@example.com", message: "Filling a second page." },
    });
  }
  const next = page.getByRole("navigation", { name: "Review pages" }).getByRole("button", { name: "Next" });
  await expect(async () => {
    await page.goto("/contact");
    await expect(next).toBeEnabled({ timeout: 1000 });
  }).toPass();
  return next;
}

test.describe("contact", () => {
  test("the review form explains what is missing and sends nothing", async ({ page }) => {
    await expectReviewFormChecks(page, "/contact");
  });

  test("a review shows Submitting.... while sent, lands at the top of the list without the email, and takes one like per visitor", async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/mnb/api/contacts", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.fallback();
    });
    const name = uniqueTitle("Ngozi");
    await page.goto("/contact");
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Email").fill("ngozi.review@example.com");
    await page.getByLabel("Message").fill("Lovely mixing, my song sounds brand new.");
    await page.getByLabel("4 stars").check({ force: true });
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("button", { name: "Submitting...." })).toBeDisabled();
    release();

    await expectToast(page, "Thank you for your review!");
    const first = page.getByTestId("review-list").getByTestId("review").first();
    await expect(first).toContainText(name);
    await expect(first).toContainText("Lovely mixing, my song sounds brand new.");
    await expect(first.getByLabel("Rated 4 out of 5")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("");
    await expect(page.getByText("ngozi.review@example.com")).toHaveCount(0);

    // The name goes on with the count ("…, 1 like"), which the button also shows.
    const like = page.getByRole("button", { name: new RegExp(`^Like review by ${name},`) });
    await like.click();
    await expect(like).toContainText("1");
    await like.click();
    await expect(like).toContainText("1");
    const dislike = page.getByRole("button", { name: new RegExp(`^Dislike review by ${name},`) });
    await dislike.click();
    await expect(dislike).toContainText("1");
    await expect(like).toContainText("0");

    await page.unroute("**/mnb/api/contacts");
    await page.reload();
    await expect(page.getByTestId("review-list")).toContainText(name);
  });

  test("a failed submission says so and keeps what was typed", async ({ page }) => {
    await page.route("**/mnb/api/contacts", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, json: { message: "Something went wrong." } })
        : route.fallback(),
    );
    await page.goto("/contact");
    await page.getByLabel("Name").fill("Emeka");
    await page.getByLabel("Email").fill("emeka@example.com");
    await page.getByLabel("Message").fill("This will not arrive.");
    await page.getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Failed to submit data. Please try again.");
    await expect(page.getByLabel("Name")).toHaveValue("Emeka");
  });

  test("paging shows Page X of Y, and says so when a page fails to load or comes back empty", async ({
    page,
    request,
  }) => {
    const next = await openContactWithTwoPages(page, request);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(page.getByTestId("review-list").getByTestId("review")).toHaveCount(5);

    await page.route("**/mnb/api/contacts?page=2", (route) =>
      route.fulfill({ status: 500, json: { message: "Down for maintenance." } }),
    );
    await next.click();
    await expect(page.getByText("Failed to load reviews.")).toBeVisible();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

    await page.unroute("**/mnb/api/contacts?page=2");
    await page.getByRole("button", { name: "Prev" }).click();
    await expect(page.getByTestId("review-list").getByTestId("review")).toHaveCount(5);
    await expect(page.getByText("Failed to load reviews.")).toHaveCount(0);

    await page.route("**/mnb/api/contacts?page=2", (route) =>
      route.fulfill({ json: { reviews: [], page: 2, totalPages: 2, total: 5 } }),
    );
    await next.click();
    await expect(page.getByText("No reviews yet.")).toBeVisible();
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
  });

  test("the map of Lagos is embedded lazily with a title", async ({ page }) => {
    await page.goto("/contact");
    const map = page.locator('iframe[title="Map of Lagos, Nigeria"]');
    await expect(map).toHaveAttribute("loading", "lazy");
    await expect(map).toHaveAttribute("src", /openstreetmap\.org\/export\/embed/);
  });
});

test.describe("legal pages", () => {
  const pages = [
    {
      path: "/privacy-policy",
      title: "Privacy Policy",
      headings: [
        "Information we collect",
        "How we use your information",
        "How we protect your information",
        "We do not sell your data",
        "Cookies",
        "Your rights",
        "Changes to this policy",
        "Contact us",
      ],
    },
    {
      path: "/terms",
      title: "Terms and Conditions",
      headings: [
        "Acceptance of these terms",
        "Changes to these terms",
        "Using the site lawfully",
        "Intellectual property",
        "Content you submit",
        "Privacy",
        "Limited liability",
        "Termination",
        "Governing law",
        "Contact us",
      ],
    },
    {
      path: "/license",
      title: "License",
      headings: ["Use of our content", "Restrictions", "Third-party content", "Termination", "Changes"],
    },
    { path: "/brand-guideline", title: "Brand Guideline", headings: ["Colours", "Fonts", "Imagery", "Tone of voice"] },
  ];

  for (const { path, title, headings } of pages) {
    test(`${path} shows its sections, the contact email and share tags`, async ({ page, request }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} | My Nation Blog`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      for (const heading of headings)
        await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^\\d+\\. ${heading}$`) })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: siteConfig.email }).first()).toHaveAttribute(
        "href",
        `mailto:${siteConfig.email}`,
      );
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<meta property="og:title" content="${title} | My Nation Blog"/>`);
      expect(html).toMatch(/<meta name="description" content="[^"]+"\/>/);
    });
  }

  test("the brand guideline shows the three colours and the two font families", async ({ page }) => {
    await page.goto("/brand-guideline");
    const swatches = page.getByTestId("swatch");
    await expect(swatches).toHaveCount(3);
    for (const [hex, rgb] of [
      ["#3B314C", "rgb(59, 49, 76)"],
      ["#959A4A", "rgb(149, 154, 74)"],
      ["#4CAF50", "rgb(76, 175, 80)"],
    ]) {
      const swatch = swatches.filter({ hasText: hex });
      await expect(swatch).toHaveCount(1);
      await expect(swatch.locator("[data-colour]")).toHaveCSS("background-color", rgb);
    }
    await expect(page.getByText("Helvetica", { exact: true })).toHaveCSS("font-family", "Helvetica, Arial, sans-serif");
    await expect(page.getByText("Georgia", { exact: true })).toHaveCSS("font-family", "Georgia, serif");
  });
});
