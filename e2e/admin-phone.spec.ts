import { mkdirSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext, type Locator, type Page } from "./test";
import { DEMO_ADMIN, signInAndOpen } from "./helpers";
import { sql } from "./db";
import { ADMIN_SECTIONS } from "../components/admin/kit/sections";

// Admins run the site from their phones. Every admin screen at 360 px, with long names and big amounts on it: nothing
// may be wider than the screen (no sideways page scroll, no column hidden in a scroll box) and no text smaller than
// 12 px (SVG text as drawn, after its viewBox scaling). The same check runs for every screen at 390 px (a larger
// phone), 768 px (a tablet, tables as tables) and 1280 px (a laptop). A screenshot of each screen at each width is
// saved in test-screenshots/admin-{width}/ for review (not compared; test-results/ is emptied by the suite's second
// Playwright run). At 360 px it also checks the phone's controls: the dashboard menu at the foot of the screen, a long
// form's Save bar kept in sight above it, and dialogs that fit the screen.
test.describe.configure({ timeout: 240_000, mode: "parallel" });

const PHONE = { width: 360, height: 780 };
const WIDTHS = [PHONE, { width: 390, height: 844 }, { width: 768, height: 1024 }, { width: 1280, height: 800 }];
const LONG_TITLE = "The Sixty Character Headline About Lagos Nights And Afrobeats"; // 61 characters
const LONG_NAME = "Oluwaseyifunmi Adebayo-Okonkwo";

type Problem = { route: string; what: string };

/**
 * Seeds rows whose names and amounts are as long as real ones get, so the screens are measured at their widest (the
 * payment is dated long ago, to stay out of the revenue chart another journey reads).
 */
async function seedLongRows(request: APIRequestContext): Promise<string> {
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
  // A nominee to open the edit dialog of (its picture borrowed from a demo one).
  await sql(
    // Dated long ago: the gallery lists the newest first, and the demo nominees other journeys look for stay on page 1.
    `INSERT INTO "Spotlight" ("id", "name", "description", "imageUrl", "category", "createdAt", "updatedAt")
     SELECT $1, $2, $3, "imageUrl", 'FEMALE', now() - interval '20 years', now() FROM "Spotlight" LIMIT 1`,
    [`${id}s`, LONG_NAME, `${LONG_TITLE}. ${LONG_TITLE}.`],
  );
  // Rows written straight to the database are not in the admin lists' caches: one save of the post through the API
  // expires them, as any admin write does (a list cached by an earlier test lacked the post).
  const { token } = await (await request.post("/mnb/api/signIn", { data: DEMO_ADMIN })).json();
  const saved = await request.put(`/mnb/api/updatePost/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { title: LONG_TITLE, content: "A long post body for the phone check.", author: LONG_NAME },
  });
  expect(saved.status()).toBe(200);
  return id;
}

/** What is wrong with the open page at its width: elements past the right edge and text under 12 px. */
async function problemsOf(page: Page): Promise<string[]> {
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

/** Where a box is on the screen, in CSS px. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, "the element is rendered").not.toBeNull();
  return { top: box!.y, bottom: box!.y + box!.height, left: box!.x, right: box!.x + box!.width, height: box!.height };
}

for (const viewport of WIDTHS) {
  test(`every admin screen fits ${viewport.width} px, with text of 12 px or more`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const shots = `test-screenshots/admin-${viewport.width}`;
    mkdirSync(shots, { recursive: true });
    const id = await seedLongRows(request);
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
      await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
    }
    expect(problems).toEqual([]);
  });
}

test.describe("the phone's controls at 360 px", () => {
  test.use({ viewport: PHONE });

  test("the dashboard menu is a button at the foot of the screen, in a thumb's reach, that opens every section", async ({
    page,
  }) => {
    await signInAndOpen(page, DEMO_ADMIN, "/admin/manage-posts");
    const nav = page.getByRole("navigation", { name: "Dashboard" });
    const toggle = nav.getByRole("button", { name: /^Dashboard menu/ });
    // Still there at the foot after scrolling a long list to its end.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = await boxOf(toggle);
    expect(button.top, "the menu button is in the bottom fifth of the screen").toBeGreaterThanOrEqual(
      PHONE.height * 0.8,
    );
    expect(button.bottom).toBeLessThanOrEqual(PHONE.height);
    expect(button.height).toBeGreaterThanOrEqual(44);
    await toggle.click();
    await expect(nav.getByRole("button", { name: "Close dashboard menu" })).toHaveAttribute("aria-expanded", "true");
    const links = nav.getByRole("link");
    await expect(links.first()).toBeVisible();
    expect(await links.count()).toBe(ADMIN_SECTIONS.length + 2);
    // Each section is a 44 px target on the sheet above the button, within the screen (the sheet scrolls).
    for (const link of [links.first(), links.last()]) {
      await link.scrollIntoViewIfNeeded();
      const box = await boxOf(link);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(button.top + 1);
    }
    expect(await problemsOf(page)).toEqual([]);
    await page.screenshot({ path: "test-screenshots/admin-360/menu-open.png" });
    // Escape closes it, and a section opens from it.
    await page.keyboard.press("Escape");
    await expect(links.first()).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await nav.getByRole("link", { name: "Manage Bookings" }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/bookings$/);
    await expect(nav.getByRole("link", { name: "Manage Bookings" })).toBeHidden();

    // A laptop keeps the sidebar as before: every section in sight, no menu button.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(nav.getByRole("link", { name: "Manage Bookings" })).toBeVisible();
    await expect(toggle).toBeHidden();
  });

  test("a long form keeps its Save/Cancel bar in sight above the menu, and it never covers the last field", async ({
    page,
    request,
  }) => {
    const id = await seedLongRows(request);
    await signInAndOpen(page, DEMO_ADMIN, `/admin/edit-post/${id}`);
    const form = page.getByRole("form", { name: "Edit post" });
    const save = form.getByRole("button", { name: "Update Post" });
    const bar = form.locator(".admin-form-bar");
    // The bar the menu button sits in, fixed to the foot of the screen.
    const menu = await boxOf(page.locator(".admin-menu-bar"));
    expect(Math.abs(menu.bottom - PHONE.height)).toBeLessThanOrEqual(1);
    // At the top of the page the form runs far below the screen, yet its buttons are in sight at the foot of it.
    expect((await boxOf(form)).bottom).toBeGreaterThan(PHONE.height + 100);
    await expect(save).toBeInViewport();
    const sticky = await boxOf(bar);
    expect(sticky.top).toBeGreaterThan(PHONE.height / 2);
    expect(Math.abs(sticky.bottom - menu.top), "the bar sits right above the menu bar").toBeLessThanOrEqual(2);
    expect((await boxOf(save)).height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: "test-screenshots/admin-360/form-save-bar.png" });
    // At the end of the page the bar has its own place after the last field.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const fields = form.locator("input, textarea, select").filter({ visible: true });
    const lastField = await boxOf(fields.last());
    expect(lastField.bottom).toBeLessThanOrEqual((await boxOf(bar)).top + 1);
    expect((await boxOf(bar)).bottom).toBeLessThanOrEqual(menu.top + 1);
  });

  test("dialogs fit the screen: a delete question and a long edit form", async ({ page, request }) => {
    const id = await seedLongRows(request);
    await signInAndOpen(page, DEMO_ADMIN, "/admin/manage-posts");
    const fits = async (dialog: Locator) => {
      const box = await boxOf(dialog);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(PHONE.width);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(PHONE.height);
      const sideways = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(sideways, "the dialog does not scroll sideways").toBeLessThanOrEqual(0);
      expect(await problemsOf(page)).toEqual([]);
    };

    // Every test of this file seeds its own post of that title: any of them will do.
    await page
      .getByRole("button", { name: `Delete ${LONG_TITLE}` })
      .first()
      .click();
    const question = page.getByRole("dialog", { name: `Delete ${LONG_TITLE}?` });
    await expect(question).toBeVisible();
    await fits(question);
    await expect(question.getByRole("button", { name: "Delete" })).toBeInViewport();
    await expect(question.getByRole("button", { name: "Cancel" })).toBeInViewport();
    await page.screenshot({ path: "test-screenshots/admin-360/dialog-delete.png" });
    await question.getByRole("button", { name: "Cancel" }).click();
    await expect(question).toBeHidden();

    // A form taller than the screen: the dialog stops at the screen's height and scrolls inside, its Save in sight.
    await page.goto(`/admin-dashboard/spotlights?edit=${id}s`);
    const editor = page.getByRole("dialog", { name: `Edit ${LONG_NAME}` });
    await expect(editor).toBeVisible();
    await fits(editor);
    await expect(editor.getByRole("button", { name: "Save" })).toBeInViewport();
    await page.screenshot({ path: "test-screenshots/admin-360/dialog-edit.png" });
  });
});
