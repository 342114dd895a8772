import AxeBuilder from "@axe-core/playwright";
import { sql } from "./db";
import { touched } from "./attribution-touch";
import { expect, test, visitorAddress, type Page } from "./test";
import { formatNaira } from "../lib/core/format";
import { DEMO_ADMIN, pngFile, signInAndOpen, WIDTHS } from "./helpers";

// Attribution's report: a reader arrives on a post shared on WhatsApp with a campaign's marks, books and pays; the
// admin's "Where bookings come from" credits the campaign, the channel and the post with the booking and the naira, by
// last and by first touch, and each table downloads as CSV. At phone and desktop widths.

const PHONE_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const STAND_IN = process.env.PAYSTACK_BASE_URL!;

/** Books the first service from this browser (its cookies carry the touches) and pays for it at "Paystack". */
async function bookAndPay(page: Page): Promise<number> {
  const [offer] = await sql<{ title: string; promoPriceKobo: number }>(
    `SELECT "title", "promoPriceKobo" FROM "ServiceOffer" ORDER BY "sortOrder" LIMIT 1`,
  );
  const uploaded = await page.request.post("/mnb/api/bookings/files", { multipart: { file: await pngFile("s.png") } });
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const email = `ada.${Date.now().toString(36)}@example.com`;
  const booked = await page.request.post("/mnb/api/bookings", {
    data: {
      name: "Ada Obi",
      email,
      service: offer.title,
      message: "Mix my single",
      dateTime: `${inAWeek}T14:30`,
      fileId: (await uploaded.json()).file.id,
    },
  });
  expect(booked.status()).toBe(201);
  const started = await page.request.post("/mnb/api/payments", {
    data: { name: "Ada Obi", email, bookingId: (await booked.json()).booking.id },
  });
  expect(started.status()).toBe(201);
  const { reference, accessCode } = await started.json();
  await fetch(`${STAND_IN}/checkout/${accessCode}`, { method: "POST", redirect: "manual" });
  expect((await (await page.request.post(`/mnb/api/payments/${reference}/verify`)).json()).status).toBe("PAID");
  return offer.promoPriceKobo;
}

const naira = formatNaira;

for (const [width, viewport] of WIDTHS) {
  test.describe(`at ${width} width`, () => {
    test.use({ viewport, userAgent: PHONE_CHROME });

    test("a post shared on WhatsApp with a campaign brings a paid booking, and the report credits it", async ({
      page,
      browser,
      baseURL,
    }) => {
      const [post] = await sql<{ slug: string; title: string }>(
        `SELECT "slug", "title" FROM "Post" WHERE "status" = 'PUBLISHED' ORDER BY "publishedAt" DESC LIMIT 1`,
      );
      const campaign = `owambe-${width}-${Date.now().toString(36)}`;
      await page.goto(`/post/${post.slug}?utm_source=whatsapp&utm_medium=social&utm_campaign=${campaign}`);
      await touched(page, `/post/${post.slug}`);
      const price = await bookAndPay(page);

      const admin = await (
        await browser.newContext({ baseURL, viewport, extraHTTPHeaders: { "x-forwarded-for": visitorAddress() } })
      ).newPage();
      await signInAndOpen(admin, DEMO_ADMIN, "/admin-dashboard/attribution?days=7");
      await expect(admin.getByRole("heading", { level: 1, name: "Where bookings come from" })).toBeVisible();
      await expect(admin.locator("#attribution-summary")).toContainText("paid were credited");
      const campaigns = admin.getByRole("region", { name: "Campaigns" });
      const row = campaigns.getByRole("row", { name: new RegExp(campaign) });
      // The visit began on the post (its view is counted), then the booking and the naira.
      await expect(row).toContainText(naira(price));
      await expect(row.getByRole("cell")).toHaveText(["1", "1", naira(price)]);
      await expect(
        admin.getByRole("region", { name: "Channels" }).getByRole("row", { name: /WhatsApp/ }),
      ).toBeVisible();
      const postRow = admin.getByRole("region", { name: "Landing posts" }).getByRole("row", { name: post.title });
      await expect(postRow).toBeVisible();
      await expect(postRow.getByRole("cell").first()).not.toHaveText("0"); // its views, this reader's among them
      // The chart says in words what it draws, and lays out for the width, so a phone shows it beside the table.
      const drawing = campaigns.getByRole("img", { name: /^Naira paid by campaign/ });
      await expect(drawing).toHaveAttribute("aria-label", new RegExp(`${campaign} ${naira(price)}`));
      await expect(drawing).toBeVisible();

      // The first touch was the same visit: the same credit; the choice lives in the address (back works).
      await admin.getByRole("navigation", { name: "Touch model" }).getByRole("link", { name: "First touch" }).click();
      await expect(admin).toHaveURL(/touch=first/);
      await expect(
        admin.getByRole("navigation", { name: "Touch model" }).getByRole("link", { name: "First touch" }),
      ).toHaveAttribute("aria-current", "page");
      await expect(campaigns.getByRole("row", { name: new RegExp(campaign) })).toContainText(naira(price));
      await admin.goBack();
      await expect(admin).not.toHaveURL(/touch=first/);

      // Each table downloads as CSV, naira with two decimals.
      const [download] = await Promise.all([
        admin.waitForEvent("download"),
        campaigns.getByRole("link", { name: "Download CSV of campaigns" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^bookings-by-campaigns-last-touch-\d{4}-\d\d-\d\d-to-/);
      const csv = await (await download.createReadStream()).toArray();
      expect(Buffer.concat(csv).toString("utf8")).toContain(`${campaign},1,1,${(price / 100).toFixed(2)}`);

      // A table that does not exist is explained; the report is for admins only.
      const bad = await admin.request.get("/mnb/api/attribution?format=csv&table=everything");
      expect(bad.status()).toBe(400);
      expect((await bad.json()).message).toBe("Choose a table: channels, campaigns, posts, links.");
      expect((await page.request.get("/mnb/api/attribution")).status()).toBe(401);
      await page.goto("/admin-dashboard/attribution");
      await expect(page).toHaveURL(/\/admin-login|\/login/);

      const { violations } = await new AxeBuilder({ page: admin })
        .setLegacyMode()
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
      await admin.context().close();
    });
  });
}
