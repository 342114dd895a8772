import { sql } from "./db";
import { expect, test } from "./test";
import { pngFile, signUpAndIn, spotifyFan, uniqueTitle, WIDTHS } from "./helpers";
import { emailedLinks } from "./outbox";
import { lagosToday } from "../lib/core/lagos-time";
import { RELEASE_TEXT } from "../lib/smart-links/reminder-copy";
import { VERIFY_TEXT } from "../lib/email/trust-copy";

// A creator gives a new smart link a release day; before it, a fan finds the day and "Notify me on release day", asks
// and confirms from the emailed link; the creator sees the fan waiting; on the day the scheduled job turns the page
// into the platform buttons and emails the fan. At phone and desktop widths.
test.describe.configure({ timeout: 120_000 });

const SPOTIFY = "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC";
const DESKTOP_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const dayFromNow = (days: number) => lagosToday(new Date(Date.now() + days * 24 * 60 * 60_000));

for (const [width, viewport] of WIDTHS) {
  test.describe(`at ${width} width`, () => {
    test.use({ viewport });

    test("a fan asks for a release-day email before the day and gets the buttons and the email on it", async ({
      page,
      browser,
      baseURL,
    }) => {
      const creator = await signUpAndIn(page, "Tiwa");
      const title = uniqueTitle("Koroba");

      // The generator refuses a day that is not ahead in Lagos, then makes the link with one that is.
      await page.goto("/music-links");
      await page.getByLabel("Song title *").fill(title);
      await page.getByLabel("Artist name *").fill("Tiwa Savage");
      await page.getByLabel("Cover image *").setInputFiles(await pngFile("cover.png"));
      await page.getByLabel("Spotify link").fill(SPOTIFY);
      await page.getByLabel("Release date (optional)").fill(lagosToday());
      await page.getByRole("button", { name: "Generate Link" }).click();
      await expect(page.getByText("The release date must be after today (Lagos time).")).toBeVisible();
      await page.getByLabel("Release date (optional)").fill(dayFromNow(2));
      await page.getByRole("button", { name: "Generate Link" }).click();
      await expect(page.getByRole("heading", { name: "Your Smart Link is Ready!" })).toBeVisible();
      const slug = (await page.getByLabel("Your smart link", { exact: true }).inputValue()).split("/").pop()!;

      // Until its creator has proved their email, the link sends nobody mail: the page says why, with no form.
      const { fan, context, reached } = await spotifyFan(browser, baseURL, { userAgent: DESKTOP_CHROME, viewport });
      await fan.goto(`/smartlink/${slug}`);
      await expect(fan.getByText(RELEASE_TEXT.notVouched)).toBeVisible();
      await expect(fan.getByRole("form", { name: "Notify me on release day" })).toHaveCount(0);

      // The creator confirms their address from the welcome email: the link's page only shows a button (mail
      // scanners open links), which confirms; a forged link says it is invalid.
      const [verifyPath] = (await emailedLinks(creator.email, "Welcome to My Nation Blog")).filter((p) =>
        p.startsWith("/verify-email/"),
      );
      await page.goto(`${verifyPath}x`);
      await expect(page.getByText(VERIFY_TEXT.invalid)).toBeVisible();
      await page.goto(verifyPath);
      await expect(page.getByRole("heading", { name: VERIFY_TEXT.title })).toBeVisible();
      await page.getByRole("button", { name: VERIFY_TEXT.button }).click();
      await expect(page.getByText(VERIFY_TEXT.done)).toBeVisible();

      // A fan before the day: the date and the form, no platform buttons.
      await fan.goto(`/smartlink/${slug}`);
      await expect(fan.getByRole("heading", { name: title })).toBeVisible();
      await expect(fan.getByText(/^Out on \w+day, \d+ \w+ \d{4}$/)).toBeVisible();
      await expect(fan.getByRole("link", { name: /Listen on/ })).toHaveCount(0);
      const form = fan.getByRole("form", { name: "Notify me on release day" });
      await form.getByRole("button", { name: "Notify me on release day" }).click();
      await expect(form.getByText("Please enter your email address.")).toBeVisible();
      const email = `${uniqueTitle("fan").replace(/\W+/g, "-").toLowerCase()}@example.com`;
      await form.getByLabel("Your email").fill(email);
      await form.getByRole("button", { name: "Notify me on release day" }).click();
      await expect(fan.getByText("Check your email to confirm your reminder.")).toBeVisible();

      // The emailed link opens the reminder page; nothing is confirmed until the button is pressed.
      const [reminderPath] = (await emailedLinks(email, RELEASE_TEXT.confirmSubject)).filter((p) =>
        p.startsWith("/reminders/"),
      );
      await fan.goto(reminderPath);
      await expect(fan.getByRole("heading", { name: "Release-day reminder" })).toBeVisible();
      await fan.getByRole("button", { name: "Confirm my reminder" }).click();
      await expect(fan.getByText("Your reminder is set. We will email you on release day.")).toBeVisible();

      // The creator sees the fan waiting.
      await page.goto("/music-links/mine");
      await expect(
        page
          .getByRole("listitem")
          .filter({ hasText: title })
          .getByText(/1 confirmed · 0 waiting for the e-mail/),
      ).toBeVisible();

      // The day comes (Lagos): the scheduled job switches the page and emails the fan.
      await sql(`UPDATE "SmartLink" SET "releaseOn" = $1::date WHERE "slug" = $2`, [lagosToday(), slug]);
      const run = await page.request.get("/mnb/api/cron/release-reminders", {
        headers: { authorization: `Bearer ${process.env.CRON_SECRET}` },
      });
      expect(run.status()).toBe(200);
      await expect(async () => {
        await fan.goto(`/smartlink/${slug}`);
        await expect(fan.getByRole("link", { name: "Listen on Spotify" })).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      await expect(fan.getByRole("form", { name: "Notify me on release day" })).toHaveCount(0);
      await fan.getByRole("link", { name: "Listen on Spotify" }).click();
      await expect(fan.getByText("Playing")).toBeVisible();
      expect(reached()).toBe(SPOTIFY);
      await context.close();

      const [emailed] = await sql<{ status: string }>(
        `SELECT "status" FROM "EmailMessage" WHERE "to" = $1 AND "template" = 'release-day'`,
        [email],
      );
      expect(emailed).toEqual({ status: "OUTBOX" });
    });
  });
}
