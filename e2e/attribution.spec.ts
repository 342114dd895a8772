import { sql } from "./db";
import { touched } from "./attribution-touch";
import { expect, test, type Page } from "./test";
import { pngFile, WIDTHS } from "./helpers";

// Attribution's touches: the landing page itself reports how the visit arrived (a link shared on WhatsApp, an Instagram
// bio's smart link, a newsletter), the browser keeps it in the signed cookie, and a booking made from that browser
// keeps the first and the last touch. At phone and desktop widths.

/** A booking made from this browser (its cookies go with the request), read back from the database. */
async function book(page: Page) {
  const [offer] = await sql<{ title: string }>(`SELECT "title" FROM "ServiceOffer" ORDER BY "sortOrder" LIMIT 1`);
  const uploaded = await page.request.post("/mnb/api/bookings/files", { multipart: { file: await pngFile("s.png") } });
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const reply = await page.request.post("/mnb/api/bookings", {
    data: {
      name: "Ada Obi",
      email: `ada.${Date.now().toString(36)}@example.com`,
      service: offer.title,
      message: "Mix my single",
      dateTime: `${inAWeek}T14:30`,
      fileId: (await uploaded.json()).file.id,
    },
  });
  expect(reply.status()).toBe(201);
  const { booking } = await reply.json();
  const [row] = await sql<{ firstTouch: Record<string, unknown>; lastTouch: Record<string, unknown> }>(
    `SELECT "firstTouch", "lastTouch" FROM "Booking" WHERE "id" = $1`,
    [booking.id],
  );
  return row;
}

for (const [width, viewport] of WIDTHS) {
  test.describe(`at ${width} width`, () => {
    test.use({ viewport });

    test("a post shared on WhatsApp, then a newsletter, lead to a booking that keeps both", async ({ page }) => {
      const [post] = await sql<{ slug: string }>(
        `SELECT "slug" FROM "Post" WHERE "status" = 'PUBLISHED' ORDER BY "publishedAt" DESC LIMIT 1`,
      );
      const postPath = `/post/${post.slug}`;

      await page.goto(`${postPath}?utm_source=whatsapp&utm_medium=social&utm_campaign=owambe-week`);
      await touched(page, postPath);
      // A direct visit takes no credit: the page sends nothing, the touches stay.
      await page.goto("/service");
      await page.goto(`/home?utm_source=newsletter&utm_medium=email&utm_campaign=promo-e2e`);
      await touched(page, "/home");

      const booking = await book(page);
      expect(booking.firstTouch).toMatchObject({ channel: "WhatsApp", campaign: "owambe-week", landing: postPath });
      expect(booking.lastTouch).toMatchObject({ channel: "Email", campaign: "promo-e2e", landing: "/home" });
    });

    test("a smart link's QR code opened from Instagram leads to a booking credited to it", async ({ page }) => {
      const [link] = await sql<{ slug: string }>(
        `SELECT "slug" FROM "SmartLink" WHERE "hidden" = false AND "releaseOn" IS NULL ORDER BY "createdAt" LIMIT 1`,
      );
      await page.goto(`/smartlink/${link.slug}?qr=1`, { referer: "https://l.instagram.com/" });
      await touched(page, `/smartlink/${link.slug}`);
      await page.goto("/service");

      const booking = await book(page);
      for (const touch of [booking.firstTouch, booking.lastTouch])
        expect(touch).toMatchObject({
          channel: "Instagram",
          smartLink: link.slug,
          qr: true,
          referrer: "l.instagram.com",
        });
    });
  });
}
