import { randomBytes } from "node:crypto";
import pg from "pg";
import { expect, test, type Page } from "./test";
import { DEMO_ADMIN, expectToast, spotifyFan, uniqueTitle, signInAndOpen, WIDTHS } from "./helpers";
import { utcToLagosLocal } from "../lib/core/lagos-time";

const SECTION = "/admin-dashboard/subscribers";
type Seeded = { id: string; email: string; status: "ACTIVE" | "PENDING" | "UNSUBSCRIBED" };

/**
 * Subscribers of this test's own, straight into the e2e database (the public subscribe-and-confirm journey is
 * home.spec's): dated a little in the future so they head the first page, newest first.
 */
async function seedSubscribers(statuses: Seeded["status"][], interests?: string[][]): Promise<Seeded[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const tag = uniqueTitle("e2e").replace(/\W+/g, "-").toLowerCase();
    const rows = statuses.map((status, i) => ({ id: `${tag}-${i}`, email: `${tag}-${i}@example.com`, status }));
    for (const [i, row] of rows.entries()) {
      await client.query(
        `INSERT INTO "Subscriber" ("id", "email", "status", "unsubscribeToken", "subscribedAt", "interests") VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5), $6)`,
        [
          row.id,
          row.email,
          row.status,
          randomBytes(32).toString("base64url"),
          60 + rows.length - i,
          interests?.[i] ?? ["news", "style", "music"],
        ],
      );
    }
    return rows;
  } finally {
    await client.end();
  }
}

async function signIn(page: Page, viewport = { width: 1280, height: 900 }) {
  test.slow();
  await page.setViewportSize(viewport);
  await signInAndOpen(page, DEMO_ADMIN, "/admin-dashboard");
}

const SPOTIFY_TRACK = "https://open.spotify.com/track/mnb-e2e-promo";
const DESKTOP_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

const row = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });

test("an admin sends a promo to selected subscribers, watches it finish, finds it in the outbox, then bulk-deletes them", async ({
  page,
}) => {
  const [ada, bola, chidi] = await seedSubscribers(["ACTIVE", "ACTIVE", "PENDING"]);
  await signIn(page);
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "View Our Subscribers" }).click();
  await expect(page).toHaveURL(new RegExp(`${SECTION}$`));
  await expect(page.getByRole("heading", { level: 1, name: "View Our Subscribers" })).toBeVisible();
  await expect(row(page, ada.email)).toContainText("Active");
  await expect(row(page, chidi.email)).toContainText("Pending");

  // Select all on this page checks every row, and unchecks them again.
  const all = page.getByRole("checkbox", { name: "Select all on this page" });
  await all.check();
  for (const box of await page.getByRole("checkbox", { name: /^Select .+@/ }).all()) await expect(box).toBeChecked();
  await all.uncheck();
  await expect(page.getByRole("button", { name: "Delete selected (0)" })).toBeDisabled();

  // The promo's own check: subject and message are required, nothing is sent.
  const form = page.getByRole("form", { name: "Send promo email" });
  await form.getByRole("button", { name: "Send Promo" }).click();
  await expect(form.getByText("Subject and message are required")).toBeVisible();

  // To the selected ones: the pending one is selected too, but only the two active people are mailed.
  for (const s of [ada, bola, chidi]) await page.getByRole("checkbox", { name: `Select ${s.email}` }).check();
  await form.getByRole("radio", { name: /Selected subscribers \(2 active of 3 selected\)/ }).check();
  const subject = uniqueTitle("Weekend beats sale");
  await form.getByLabel("Subject *").fill(subject);
  await form.getByLabel("Message *").fill("Half price on every beat this weekend.");
  await form.getByLabel("HTML (optional)").fill("<p><strong>Only</strong> this weekend</p><script>alert(1)</script>");
  await form.getByRole("button", { name: "Send Promo" }).click();
  await expectToast(page, "Promo emails sent!");

  // The campaign's row refreshes itself until it has finished: both in the outbox (no email provider here).
  const campaign = page.getByRole("region", { name: "Promo campaigns" }).getByRole("row").filter({ hasText: subject });
  await expect(campaign).toContainText("Finished: 0 queued · 0 sent · 2 in outbox · 0 failed (of 2)", {
    timeout: 30_000,
  });

  await page.goto("/admin/outbox");
  for (const s of [ada, bola])
    await expect(page.getByRole("row").filter({ hasText: s.email }).filter({ hasText: subject })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: chidi.email }).filter({ hasText: subject })).toHaveCount(0);
  await page.getByRole("link", { name: `View email to ${ada.email}: ${subject}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  // Her own unsubscribe link, and the admin's HTML without its script.
  await expect(page.getByRole("list", { name: "Links in this email" })).toContainText("/unsubscribe/");
  const preview = page.frameLocator('iframe[title="Email preview"]');
  await expect(preview.getByText("Half price on every beat this weekend.")).toBeVisible();
  await expect(preview.locator("script")).toHaveCount(0);

  // Bulk delete: one confirmation for all three.
  await page.goto(SECTION);
  for (const s of [ada, bola, chidi]) await page.getByRole("checkbox", { name: `Select ${s.email}` }).check();
  await page.getByRole("button", { name: "Delete selected (3)" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete 3 selected subscribers?" });
  await expect(dialog).toContainText(chidi.email);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Selected subscribers deleted");
  for (const s of [ada, bola, chidi]) await expect(row(page, s.email)).toHaveCount(0);
});

test("removing one subscriber asks first, and a failed promo send shows the server's reason", async ({ page }) => {
  const [dayo] = await seedSubscribers(["UNSUBSCRIBED"]);
  await signIn(page);
  await page.goto(SECTION);
  await expect(row(page, dayo.email)).toContainText("Unsubscribed");

  // Only an unsubscribed person selected: nobody to send to, and the server is not asked.
  await page.getByRole("checkbox", { name: `Select ${dayo.email}` }).check();
  const form = page.getByRole("form", { name: "Send promo email" });
  await form.getByRole("radio", { name: /Selected subscribers/ }).check();
  await form.getByLabel("Subject *").fill("Nobody");
  await form.getByLabel("Message *").fill("Should not go out");
  await form.getByRole("button", { name: "Send Promo" }).click();
  await expectToast(page, "There are no active subscribers to send to.");

  await row(page, dayo.email)
    .getByRole("button", { name: `Delete ${dayo.email}` })
    .click();
  await page
    .getByRole("dialog", { name: `Delete ${dayo.email}?` })
    .getByRole("button", { name: "Delete" })
    .click();
  await expectToast(page, "Subscriber removed");
  await expect(row(page, dayo.email)).toHaveCount(0);
});

for (const [width, viewport] of WIDTHS) {
  test(`an admin aims a promo at interests, schedules it, cancels it, sends it now and sees its link clicked (${width})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const [ada, bola, chidi] = await seedSubscribers(
      ["ACTIVE", "ACTIVE", "ACTIVE"],
      [["music"], ["news"], ["style", "music"]],
    );
    await signIn(page, viewport);
    await page.goto(SECTION);
    // Each subscriber's interests are in the list.
    await expect(row(page, ada.email)).toContainText("Music");
    await expect(row(page, bola.email)).toContainText("News");
    await expect(row(page, chidi.email)).toContainText("Style, Music");

    for (const s of [ada, bola, chidi]) await page.getByRole("checkbox", { name: `Select ${s.email}` }).check();
    const form = page.getByRole("form", { name: "Send promo email" });
    await form.getByRole("radio", { name: /Selected subscribers \(3 active of 3 selected\)/ }).check();
    const interests = form.getByRole("group", { name: "Who asked to hear about (any of)" });
    await expect(form.getByText("3 active subscribers match now.")).toBeVisible();
    await interests.getByRole("checkbox", { name: "News" }).uncheck();
    await interests.getByRole("checkbox", { name: "Style" }).uncheck();
    await expect(form.getByText("2 active subscribers match now.")).toBeVisible();

    // Nothing chosen is refused in the form, before the server is asked.
    const subject = uniqueTitle("Music Friday");
    await form.getByLabel("Subject *").fill(subject);
    await form.getByLabel("Message *").fill("New music every Friday.");
    await interests.getByRole("checkbox", { name: "Music" }).uncheck();
    await form.getByRole("button", { name: "Send Promo" }).click();
    await expect(form.getByText("Please choose at least one: news, style or music.")).toBeVisible();
    await interests.getByRole("checkbox", { name: "Music" }).check();

    // Scheduling: a time is needed, and it must be ahead in Lagos.
    await form.getByRole("radio", { name: "Schedule for later" }).check();
    await form.getByRole("button", { name: "Schedule Promo" }).click();
    await expect(form.getByText("Choose the date and time (Lagos) to send at.")).toBeVisible();
    await form.getByLabel("Send at (Lagos time) *").fill("2020-01-01T10:00");
    await form.getByRole("button", { name: "Schedule Promo" }).click();
    await expect(form.getByText("The send time must be in the future.")).toBeVisible();
    const tomorrow = utcToLagosLocal(new Date(Date.now() + 24 * 60 * 60_000));
    await form.getByLabel("Send at (Lagos time) *").fill(tomorrow);
    await form.getByRole("button", { name: "Schedule Promo" }).click();
    await expectToast(page, "Promo scheduled for");
    await expectToast(page, "(2 active subscribers match now)");

    const campaigns = page.getByRole("region", { name: "Promo campaigns" });
    const scheduled = campaigns.getByRole("row").filter({ hasText: subject });
    await expect(scheduled).toContainText("3 chosen · Music");
    await expect(scheduled).toContainText("Scheduled for");
    await expect(scheduled).toContainText("(2 subscribers matched when scheduled)");

    // Cancelled before its time, it is gone and nobody gets it.
    await scheduled.getByRole("button", { name: `Delete scheduled promo "${subject}"` }).click();
    const dialog = page.getByRole("dialog", { name: `Delete scheduled promo "${subject}"?` });
    await expect(dialog).toContainText("It will not be sent to anyone.");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Scheduled promo cancelled");
    await expect(scheduled).toHaveCount(0);

    // Sent now to the same choice: only the two who asked for music get it.
    for (const s of [ada, bola, chidi]) await page.getByRole("checkbox", { name: `Select ${s.email}` }).check();
    await form.getByRole("radio", { name: /Selected subscribers/ }).check();
    await interests.getByRole("checkbox", { name: "News" }).uncheck();
    await interests.getByRole("checkbox", { name: "Style" }).uncheck();
    await form.getByLabel("Subject *").fill(subject);
    await form.getByLabel("Message *").fill("New music every Friday.");
    await form.getByLabel("HTML (optional)").fill(`<p><a href="${SPOTIFY_TRACK}">Listen on Spotify</a></p>`);
    await expect(form.getByRole("radio", { name: "Send now" })).toBeChecked();
    await form.getByRole("button", { name: "Send Promo" }).click();
    await expectToast(page, "Promo emails sent! (2 recipients)");
    const sent = campaigns.getByRole("row").filter({ hasText: subject });
    await expect(sent).toContainText("Finished: 0 queued · 0 sent · 2 in outbox · 0 failed (of 2)", {
      timeout: 30_000,
    });

    await page.goto("/admin/outbox");
    for (const s of [ada, chidi])
      await expect(page.getByRole("row").filter({ hasText: s.email }).filter({ hasText: subject })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: bola.email }).filter({ hasText: subject })).toHaveCount(0);

    // Ada's link goes through our redirect with her message's id; following it (in her own browser) lands on Spotify
    // and counts her click on the campaign.
    await page.getByRole("link", { name: `View email to ${ada.email}: ${subject}` }).click();
    const tracked = page.getByRole("list", { name: "Links in this email" }).getByRole("link", { name: /promo-links/ });
    const href = await tracked.getAttribute("href");
    expect(href).toMatch(/\/mnb\/api\/promo-links\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
    const reader = await spotifyFan(browser, baseURL, { userAgent: DESKTOP_CHROME, viewport });
    // The link as her mail app shows it (the server's own address is this run's base URL).
    await reader.fan.setContent(`<a href="${new URL(new URL(href!).pathname, baseURL)}">Listen on Spotify</a>`);
    await reader.fan.getByRole("link", { name: "Listen on Spotify" }).click();
    await expect(reader.fan.getByText("Playing")).toBeVisible();
    expect(reader.reached()).toBe(SPOTIFY_TRACK);
    await reader.context.close();

    await page.goto(SECTION);
    await expect(async () => {
      await page.reload();
      await expect(sent).toContainText("1 of 2 delivered clicked (1 click)", { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await sent.getByText("Links (1)").click();
    await expect(sent).toContainText(`${SPOTIFY_TRACK}: 1 person, 1 click`);
  });
}
