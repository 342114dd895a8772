import { mkdirSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { expect, test } from "./test";
import { DEMO_ADMIN, signInAndOpen } from "./helpers";
import { sql } from "./db";
import { ADMIN_SECTIONS } from "../components/admin/sections";

// Issue 44 §1, §8: admins run the site from their phones. Every admin screen at 360 px, with long names and big
// amounts on it: nothing may be wider than the screen (no sideways page scroll, no column hidden in a scroll box) and
// no text smaller than 12 px (SVG text as drawn, after its viewBox scaling). A screenshot of each screen is saved in
// test-screenshots/admin-360/ for review (not compared; test-results/ is emptied by the suite's second Playwright run).
test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 360, height: 780 } });

const SHOTS = "test-screenshots/admin-360";
const LONG_TITLE = "The Sixty Character Headline About Lagos Nights And Afrobeats"; // 61 characters
const LONG_NAME = "Oluwaseyifunmi Adebayo-Okonkwo";

type Problem = { route: string; what: string };

/**
 * Seeds rows whose names and amounts are as long as real ones get, so the screens are measured at their widest (the
 * payment is dated long ago, to stay out of the revenue chart another journey reads).
 */
async function seedLongRows(): Promise<string> {
  const id = `phone${randomBytes(4).toString("hex")}`;
  await sql(
    `INSERT INTO "Post" ("id", "slug", "title", "content", "author", "categories", "status", "updatedAt", "previewKey")
     VALUES ($1, $1, $2, 'A long post body for the phone check.', $3, ARRAY['Entertainment','Lifestyle'], 'PUBLISHED', now(),
             gen_random_uuid()::text)`,
    [id, LONG_TITLE, LONG_NAME],
  );
  await sql(
    `INSERT INTO "Booking" ("id", "name", "email", "service", "priceKobo", "message", "dateTime", "status", "updatedAt")
     VALUES ($1, $2, $3, 'Mixing & Mastering', 1000000000, $4, now() + interval '3 days', 'NEW', now())`,
    [`${id}b`, LONG_NAME, `${id}.someone.with.a.long.address@example-records-label.com`, LONG_TITLE],
  );
  await sql(
    `INSERT INTO "Payment" ("id", "reference", "amountKobo", "status", "email", "name", "bookingId", "paidAt", "updatedAt")
     VALUES ($1, $2, 1000000000, 'PAID', $3, $4, $5, now() - interval '400 days', now())`,
    [`${id}p`, `mnb_${id}_reference`, `${id}.payer@example.com`, LONG_NAME, `${id}b`],
  );
  return id;
}

/** What is wrong with the open page at its width: elements past the right edge and text under 12 px. */
async function problemsOf(page: import("@playwright/test").Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    const describe = (el: Element) => {
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}> "${text}"`;
    };
    /** Inside a box clipped to nothing (screen-reader-only text, like a phone table's header row). */
    const clippedAway = (el: Element) => {
      for (let a: Element | null = el; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        const box = a.getBoundingClientRect();
        if ((style.overflow === "hidden" || style.clip !== "auto") && (box.width <= 1 || box.height <= 1)) return true;
      }
      return false;
    };
    /** Cut short on purpose by an ancestor that hides its overflow (an ellipsis) within the screen; a scroll box
     * (overflow auto or scroll) does not count: a column behind a sideways scroll is what this check is for. */
    const truncated = (el: Element) => {
      for (let a = el.parentElement; a; a = a.parentElement) {
        const { overflowX } = getComputedStyle(a);
        if ((overflowX === "hidden" || overflowX === "clip") && a.getBoundingClientRect().right <= width + 1)
          return true;
      }
      return false;
    };
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.display === "none") return false;
      const box = el.getBoundingClientRect();
      // Screen-reader-only text is a 1 px clipped box.
      return box.width > 1 && box.height > 1 && !el.closest(".sr-only,[aria-hidden=true] .sr-only");
    };
    if (document.documentElement.scrollWidth > width + 1)
      found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px wide)`);
    for (const el of Array.from(document.body.querySelectorAll("*"))) {
      if (!visible(el) || el.closest("dialog:not([open])") || clippedAway(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.right > width + 1 && box.width > 0 && !truncated(el)) {
        // Report the outermost offender only.
        const parent = el.parentElement;
        if (!parent || parent.getBoundingClientRect().right <= width + 1)
          found.push(`${describe(el)} ends at ${Math.round(box.right)} px`);
      }
      const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (!ownText) continue;
      let size = parseFloat(getComputedStyle(el).fontSize);
      if (el instanceof SVGElement && "getScreenCTM" in el) {
        const ctm = (el as SVGGraphicsElement).getScreenCTM();
        if (ctm) size *= Math.hypot(ctm.a, ctm.b);
      }
      if (size < 11.5) found.push(`${describe(el)} is ${size.toFixed(1)} px text`);
    }
    return Array.from(new Set(found)).slice(0, 12);
  });
}

test("every admin screen fits a 360 px phone, with text of 12 px or more", async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  const id = await seedLongRows();
  const routes = [
    "/admin-dashboard",
    ...ADMIN_SECTIONS.map((s) => s.href),
    "/admin/outbox",
    `/admin/edit-post/${id}`,
    `/admin-dashboard/bookings?q=${encodeURIComponent(LONG_NAME)}`,
  ];
  const problems: Problem[] = [];
  await signInAndOpen(page, DEMO_ADMIN, routes[0]);
  for (const route of routes) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    await page.waitForLoadState("networkidle");
    for (const what of await problemsOf(page)) problems.push({ route, what });
    const name = route.replace(/^\/|\?.*$/g, "").replace(/\W+/g, "-") || "home";
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }
  expect(problems).toEqual([]);
});
