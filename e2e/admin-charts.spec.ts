// Charts for phones: at 360 px the Overview's charts (audience, bookings, revenue in naira, clicks by platform, the
// speed panel) and the attribution report's bar charts draw every piece of text at 12 px or more (an SVG scaled by its
// viewBox shrank them to ~5 px), keep every label inside the chart ("₦1,000,000" with its ₦, a 60-character campaign
// name wrapped rather than cut), and stay within the screen. Screenshots of both pages at 360 px are saved in
// test-screenshots/admin-charts/ for review (not compared).
import { randomUUID } from "node:crypto";
import path from "node:path";
import { sql } from "./db";
import { expect, test, type Page } from "./test";
import { DEMO_ADMIN, signInAndOpen } from "./helpers";
import { bucketOf, MIN_VISITORS } from "../lib/analytics/vitals-rules";

const PHONE = { width: 360, height: 800 };
const stamp = Date.now().toString(36);
// 60 characters, one long word (hyphens only), so only wrapping anywhere keeps it inside the chart.
const CAMPAIGN = `newsletter-accra-trap-and-highlife-week-long-edition-${stamp}`.slice(0, 60);
const REFERENCE = `charts-${stamp}`;
const LAGOS_TODAY = `(now() AT TIME ZONE 'Africa/Lagos')::date`;
/**
 * Where a screenshot for review goes (not compared): test-screenshots/admin-charts/, beside test-results/ — not in it,
 * because `npm test` runs Playwright twice (the chromium project, then whole-site) and each run empties test-results/.
 */
const shot = (name: string) =>
  path.join(path.dirname(test.info().project.outputDir), "test-screenshots", "admin-charts", name);
let visitors: { metric: string; visitor: number }[] = [];
let vitals: { metric: string; template: string; countryGroup: string; device: string; bucket: number }[] = [];

test.beforeAll(async () => {
  // A campaign with ₦10,000,000 paid under a long name, a ₦1,000,000 payment today (the revenue axis' top label),
  // and speed measurements on a phone, so every chart on both pages draws something.
  await sql(
    `INSERT INTO "AttributionDailyStat" ("dimension", "touch", "day", "value", "visits", "bookings", "paidKobo")
     VALUES ('campaign', 'last', ${LAGOS_TODAY}, $1, 3, 1, 1000000000)`,
    [CAMPAIGN],
  );
  await sql(
    `INSERT INTO "Payment" ("id", "reference", "amountKobo", "status", "email", "name", "paidAt", "updatedAt")
     VALUES ($1, $2, 100000000, 'PAID', 'charts@example.com', 'Chart Payer', now(), now())`,
    [randomUUID(), REFERENCE],
  );
  vitals = await sql(
    `INSERT INTO "WebVitalDailyStat" ("day", "metric", "template", "countryGroup", "device", "bucket", "count")
     VALUES (${LAGOS_TODAY}, 'LCP', 'post', 'ng', 'mobile', $1, 4), (${LAGOS_TODAY}, 'CLS', 'post', 'ng', 'mobile', $2, 4)
     ON CONFLICT DO NOTHING RETURNING "metric", "template", "countryGroup", "device", "bucket"`,
    [bucketOf("LCP", 2100), bucketOf("CLS", 0.05)],
  );
  // Enough different visitors behind those figures for the panel to show them (MIN_VISITORS).
  visitors = await sql(
    `INSERT INTO "WebVitalDailyVisitor" ("day", "metric", "template", "countryGroup", "device", "visitor")
     SELECT ${LAGOS_TODAY}, m, 'post', 'ng', 'mobile', v FROM unnest(ARRAY['LCP','CLS']) m, generate_series(0, $1 - 1) v
     ON CONFLICT DO NOTHING RETURNING "metric", "visitor"`,
    [MIN_VISITORS],
  );
});

test.afterAll(async () => {
  for (const v of visitors)
    await sql(
      `DELETE FROM "WebVitalDailyVisitor" WHERE "day" = ${LAGOS_TODAY} AND "metric" = $1 AND "template" = 'post'
       AND "countryGroup" = 'ng' AND "device" = 'mobile' AND "visitor" = $2`,
      [v.metric, v.visitor],
    );
  await sql(`DELETE FROM "AttributionDailyStat" WHERE "dimension" = 'campaign' AND "value" = $1`, [CAMPAIGN]);
  await sql(`DELETE FROM "Payment" WHERE "reference" = $1`, [REFERENCE]);
  for (const v of vitals) {
    await sql(
      `DELETE FROM "WebVitalDailyStat" WHERE "day" = ${LAGOS_TODAY} AND "metric" = $1 AND "template" = $2
       AND "countryGroup" = $3 AND "device" = $4 AND "bucket" = $5`,
      [v.metric, v.template, v.countryGroup, v.device, v.bucket],
    );
  }
});

/**
 * What is wrong with the page's charts as drawn: text under 12 px as it appears on screen (an SVG's text counts at
 * its scaled size), text of a drawing outside its chart (clipped, like the ₦ of a too-narrow axis), and a chart
 * wider than the screen or scrolling sideways. Empty when every chart reads on this screen.
 */
function chartProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const screen = document.documentElement.clientWidth;
    for (const figure of document.querySelectorAll("figure")) {
      const name = figure.querySelector("figcaption")?.textContent ?? "a chart";
      const box = figure.getBoundingClientRect();
      if (box.left < -0.5 || box.right > screen + 0.5)
        problems.push(`${name}: spans ${box.left}–${box.right} px on a ${screen} px screen`);
      const drawing = figure.querySelector<HTMLElement>('[role="img"]');
      if (drawing && drawing.scrollWidth > drawing.clientWidth + 1)
        problems.push(`${name}: the drawing scrolls sideways (${drawing.scrollWidth} > ${drawing.clientWidth})`);
      const walker = document.createTreeWalker(figure, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode;
        const text = node.textContent?.trim();
        const element = node.parentElement;
        if (!text || !element || element.getClientRects().length === 0) continue;
        const style = getComputedStyle(element);
        if (style.visibility === "hidden" || element.closest(".sr-only")) continue;
        let px = parseFloat(style.fontSize);
        if (element instanceof SVGGraphicsElement) {
          const m = element.getScreenCTM();
          if (m) px *= Math.hypot(m.a, m.b);
        }
        if (px < 11.95) problems.push(`${name}: "${text}" is ${px.toFixed(1)} px`);
        if (drawing?.contains(element)) {
          const range = document.createRange();
          range.selectNodeContents(node);
          const r = range.getBoundingClientRect();
          if (r.left < box.left - 0.5 || r.right > box.right + 0.5)
            problems.push(
              `${name}: "${text}" runs outside the chart (${r.left}–${r.right} of ${box.left}–${box.right})`,
            );
        }
      }
    }
    return problems;
  });
}

test("at 360 px the overview's charts, the speed panel included, read at 12 px or more and fit the screen", async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await signInAndOpen(page, DEMO_ADMIN, "/admin-dashboard");
  const revenue = page.getByRole("figure", { name: /^Revenue in naira/ });
  const drawing = revenue.getByRole("img");
  await expect(drawing).toBeVisible();
  // The axis has room for its top label, ₦ sign and all; its ticks are whole steps.
  // (At least ₦1,000,000: journeys running beside this one may add payments of their own.)
  await expect(drawing.getByText(/^₦\d{1,3}(,\d{3}){2,}$/).first()).toBeVisible();
  const bookings = page.getByRole("figure", { name: /^New bookings/ }).getByRole("img");
  if (await bookings.count()) {
    const ticks = (await bookings.locator("[style*='top']").allTextContents()).map(Number);
    const step = ticks[1] - ticks[0];
    expect(ticks.every((t, i) => Number.isInteger(t) && t === i * step)).toBe(true);
  }
  // The speed panel reads as words beside its bars.
  const speed = page.getByRole("figure", { name: /^p75 of each metric/ });
  await expect(speed.getByRole("img")).toBeVisible();
  await expect(speed.getByRole("img").getByText(/^LCP$/)).toBeVisible();
  await expect(
    speed
      .getByRole("img")
      .getByText(/^[\d,.]+ ms, (good|needs improvement|poor)$/)
      .first(),
  ).toBeVisible();
  await page.getByRole("region", { name: "Real visitors' speed" }).scrollIntoViewIfNeeded();
  expect(await chartProblems(page)).toEqual([]);
  await page.screenshot({ path: shot("overview-360.png"), fullPage: true });
});

test("at 360 px the attribution report's bar charts wrap a 60-character name and show ₦10,000,000 whole", async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await signInAndOpen(page, DEMO_ADMIN, "/admin-dashboard/attribution?days=7");
  const campaigns = page.getByRole("region", { name: "Campaigns" });
  const drawing = campaigns.getByRole("img", { name: /^Naira paid by campaign/ });
  await expect(drawing).toBeVisible();
  // The accessible name holds the full label; the drawing shows it whole too (wrapped, not cut).
  await expect(drawing).toHaveAttribute("aria-label", new RegExp(`${CAMPAIGN} ₦10,000,000 paid`));
  await expect(drawing.getByText(CAMPAIGN, { exact: true })).toBeVisible();
  await expect(drawing.getByText("₦10,000,000", { exact: true })).toBeVisible();
  expect(await chartProblems(page)).toEqual([]);
  await page.screenshot({ path: shot("attribution-360.png"), fullPage: true });
});
