// Real visitors' Web Vitals: a reader opens a public page and leaves it, and one beacon with that page's template
// reaches the server and is stored (never from an admin page); the overview's "Real visitors' speed" panel shows
// seeded figures with their ratings over 7 and 30 days.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../lib/generated/prisma/client";
import { bucketOf, MIN_VISITORS } from "../lib/analytics/vitals-rules";
import { expect, test, type Locator, type Page } from "./test";
import { DEMO_ADMIN, login } from "./helpers";

const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }) });
test.afterAll(() => db.$disconnect());

const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

// A beacon sent as a page unloads leaves from the browser itself, without the page's overrides (agent, extra headers):
// headless Chromium's own agent says "HeadlessChrome", a bot, and the server rightly drops it. This file's browser
// gets a real agent at launch, so its beacons count — and, every other journey's being dropped, only its own do.
test.use({
  launchOptions: {
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH || undefined,
    args: [
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      `--user-agent=${IPAD}`,
    ],
  },
});

/** Lagos calendar day `daysAgo` days before today, as the roll-up stores it. */
const lagosDay = (daysAgo: number) =>
  new Date(`${new Date(Date.now() + 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`);

test.describe("the beacon", () => {
  test.use({ userAgent: IPAD });

  test("a public page reports its view once, when the reader leaves it, and an admin page never does", async ({
    page,
  }) => {
    const since = new Date();
    const errors: string[] = [];
    page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
    page.on("pageerror", (e) => void errors.push(e.message));
    // Told apart from other journeys' beacons by its tablet agent (no other journey uses one).
    const mine = () => db.webVitalBeacon.findMany({ where: { createdAt: { gte: since }, device: "tablet" } });

    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The reporter loads after the page is idle; give it that moment before leaving.
    await page.waitForLoadState("load");
    await page.waitForTimeout(1500);
    expect(await mine(), "nothing is sent while the page is shown").toHaveLength(0);
    await page.goto("/admin-login");

    await expect.poll(async () => (await mine()).length, { timeout: 15_000 }).toBe(1);
    const [row] = await mine();
    // Only coarse context is stored: the template (never the address), the groups, the connection and the values.
    expect(row).toMatchObject({ template: "blog", device: "tablet", countryGroup: "world" });
    expect(row.fcp).toBeGreaterThan(0);
    expect(row.ttfb).toBeGreaterThan(0);
    expect(row.lcp).toBeGreaterThan(0);
    expect(row.cls).toBeGreaterThanOrEqual(0);

    // The admin login page is in the public layout but is not measured: leaving it sends nothing.
    await page.waitForLoadState("load");
    await page.waitForTimeout(1500);
    await page.goto("/home");
    await page.waitForTimeout(2000);
    expect(await mine()).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

test.describe("the panel", () => {
  // Seeded roll-up rows, in a group no other journey's beacon lands in (tablet "other" pages, rest of the world).
  const seeded = { template: "other", countryGroup: "world", device: "tablet" } as const;
  const rows = [
    { daysAgo: 0, metric: "LCP", value: 3300, count: 500 }, // needs improvement, in both periods
    { daysAgo: 2, metric: "INP", value: 650, count: 500 }, // poor
    { daysAgo: 20, metric: "TTFB", value: 2500, count: 2000 }, // poor, in the 30 days only
  ] as const;

  test.beforeAll(async () => {
    for (const r of rows) {
      await db.$executeRaw`
        INSERT INTO "WebVitalDailyStat" ("day", "metric", "template", "countryGroup", "device", "bucket", "count")
        VALUES (${lagosDay(r.daysAgo)}::date, ${r.metric}, ${seeded.template}, ${seeded.countryGroup}, ${seeded.device}, ${bucketOf(r.metric, r.value)}, ${r.count})
        ON CONFLICT ("day", "metric", "template", "countryGroup", "device", "bucket") DO UPDATE SET "count" = "WebVitalDailyStat"."count" + EXCLUDED."count"`;
      // Enough different visitors behind each figure for the panel to show it (MIN_VISITORS).
      for (let visitor = 0; visitor < MIN_VISITORS; visitor++)
        await db.$executeRaw`
          INSERT INTO "WebVitalDailyVisitor" ("day", "metric", "template", "countryGroup", "device", "visitor")
          VALUES (${lagosDay(r.daysAgo)}::date, ${r.metric}, ${seeded.template}, ${seeded.countryGroup}, ${seeded.device}, ${visitor})
          ON CONFLICT DO NOTHING`;
    }
  });
  test.afterAll(async () => {
    await db.webVitalDailyStat.deleteMany({ where: seeded });
    await db.webVitalDailyVisitor.deleteMany({ where: seeded });
  });

  async function numbers(figure: Locator) {
    const details = figure.locator("details");
    if ((await details.getAttribute("open")) === null) await figure.getByText("Show the numbers").click();
    return figure.getByRole("table");
  }

  /** The page views in a numbers table's TTFB row (0 when the period has none). */
  async function ttfbViews(table: Locator) {
    const row = table.getByRole("row", { name: /^TTFB/ });
    return (await row.count()) ? Number((await row.locator("td").last().textContent())!.replace(/,/g, "")) : 0;
  }

  async function signIn(page: Page) {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    await login(page, DEMO_ADMIN, "/admin-login");
    await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 30_000 });
  }

  test("shows each metric's p75 against Google's thresholds over 7 and 30 days, and breaks one down", async ({
    page,
  }) => {
    await signIn(page);
    const panel = page.getByRole("region", { name: "Real visitors' speed" });
    await expect(panel.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "page");
    await expect(panel.getByText(/At the 75th percentile over the last 7 days: .*INP 6\d\d ms \(poor\)/)).toBeVisible();
    const p75 = panel.getByRole("figure", { name: "p75 of each metric (last 7 days)" });
    await expect(p75.getByRole("img", { name: /INP 6\d\d ms, poor \(\d[\d,]* page views\)/ })).toBeVisible();
    const table = await numbers(p75);
    await expect(table.getByRole("row", { name: /^INP 6\d\d ms poor 200 ms 500 ms/ })).toBeVisible();
    await expect(table.getByRole("row", { name: /^LCP 3,\d{3} ms needs improvement 2,500 ms 4,000 ms/ })).toBeVisible();
    // TTFB's slow day is 20 days back: the 7 days hold only what journeys sent (far fewer than 2,000 views).
    expect(await ttfbViews(table)).toBeLessThan(2000);

    // The breakdowns of the chosen metric (LCP by default), one chart per dimension.
    for (const name of ["page template", "country group", "device class"]) {
      await expect(panel.getByRole("figure", { name: `LCP p75 by ${name} (last 7 days)` })).toBeVisible();
    }
    await expect(
      panel
        .getByRole("figure", { name: "LCP p75 by device class (last 7 days)" })
        .getByRole("img", { name: /Tablet 3,\d{3} ms, needs improvement/ }),
    ).toBeVisible();

    await panel.getByRole("link", { name: "Last 30 days" }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\?speed=30$/);
    const p75month = panel.getByRole("figure", { name: "p75 of each metric (last 30 days)" });
    const month = await numbers(p75month);
    await expect(month.getByRole("row", { name: /^TTFB 2,\d{3} ms poor 800 ms 1,800 ms/ })).toBeVisible();
    expect(await ttfbViews(month)).toBeGreaterThanOrEqual(2000);

    await panel.getByRole("link", { name: "INP", exact: true }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\?speed=30&metric=INP$/);
    await expect(
      panel
        .getByRole("figure", { name: "INP p75 by page template (last 30 days)" })
        .getByRole("img", { name: /Other pages 6\d\d ms, poor/ }),
    ).toBeVisible();
    // The other groups keep their own periods.
    await expect(
      page
        .getByRole("region", { name: "Subscribers, comments and reviews" })
        .getByRole("link", { name: "Last 30 days" }),
    ).toHaveAttribute("aria-current", "page");
  });
});
