// Booking journeys: a signed-in visitor books with a file (uploaded first, with progress; submit disabled until then)
// and lands on /payment for that booking; it shows on /profile with its file; an admin finds it in Manage Bookings,
// edits the message, moves it along the pipeline once a verified payment has made it paid, and deletes it. Errors:
// missing fields and a disguised file.
import { expect, test } from "./test";
import { DEMO_ADMIN, expectToast, holdRequests, login, pngFile, signUpAndIn, uniqueTitle } from "./helpers";
import { checkoutFrame, stubCheckout } from "./paystack";

// A month ahead at 14:30 Lagos time (bookings must be in the future and within two years), and how pages show it.
const DAY = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const WHEN = `${DAY}T14:30`;
const SHOWN = `${new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${DAY}T12:00:00Z`))}, 14:30`;

test("a signed-in visitor books with a file, lands on the payment page, and sees the booking on their profile", async ({
  page,
  browser,
}) => {
  test.slow();
  const me = await signUpAndIn(page);
  await page.goto("/booking");
  await expect(page.getByRole("heading", { level: 1, name: "Book a Service" })).toBeVisible();
  await expect(page.getByText(/^Current date: /)).toContainText(
    new Intl.DateTimeFormat("en-NG", { year: "numeric", timeZone: "Africa/Lagos" }).format(new Date()),
  );
  const form = page.getByRole("form", { name: "Book a service" });
  await expect(form.getByLabel("Name")).toHaveValue(/Kemi/);
  await expect(form.getByLabel("Email")).toHaveValue(me.email);
  const name = await form.getByLabel("Name").inputValue();
  const submit = form.getByRole("button", { name: "Submit Booking" });
  await expect(submit).toBeDisabled();

  // A file is uploaded as soon as it is chosen; hold it so the progress bar can be seen.
  const held = await holdRequests(page, "**/mnb/api/bookings/files");
  await form.getByLabel("File (image or audio)").setInputFiles(await pngFile("reference.png"));
  await expect(form.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
  await expect(submit).toBeDisabled();
  held.release();
  await expectToast(page, "✅ File uploaded successfully");
  await expect(submit).toBeEnabled();

  // Missing fields are named one by one and nothing is sent.
  await form.getByLabel("Name").fill("");
  await submit.click();
  for (const text of [
    "Please enter your name.",
    "Please choose a service.",
    "Please describe your project.",
    "Please choose a date and time.",
  ]) {
    await expect(form.getByRole("alert").filter({ hasText: text })).toBeVisible();
  }

  const details = uniqueTitle("Mix my single");
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Service").selectOption({ label: "Mixing – ₦60,000 (was ₦100,000)" });
  await form.getByLabel("Project details").fill(details);
  await form.getByLabel("Date and time (Lagos time)").fill(WHEN);
  await submit.click();
  await expectToast(page, "✅ Booking submitted successfully!");
  await expect(page).toHaveURL(/\/payment\?booking=[a-z0-9]+$/);
  const bookingId = new URL(page.url()).searchParams.get("booking")!;

  await page.goto("/profile");
  const mine = page.getByRole("region", { name: "Your bookings" }).getByRole("listitem").filter({ hasText: "Mixing" });
  await expect(mine).toContainText(SHOWN);
  await expect(mine).toContainText("₦60,000");
  await expect(mine).toContainText("New (unpaid)");
  await expect(mine.getByRole("link", { name: "Pay for Mixing" })).toHaveAttribute(
    "href",
    `/payment?booking=${bookingId}`,
  );
  const fileHref = await mine.getByRole("link", { name: "Your file" }).getAttribute("href");
  const fileReply = await page.request.get(fileHref!);
  expect(fileReply.status()).toBe(200);
  expect(fileReply.headers()["content-type"]).toBe("image/png");
  // Nobody else gets it: a browser without the session is asked to sign in.
  const stranger = await browser.newContext();
  expect((await stranger.request.get(new URL(fileHref!, page.url()).toString())).status()).toBe(401);
  await stranger.close();

  // Paying through the checkout (a stubbed Paystack frame, e2e/paystack.ts). Closing it first takes no money.
  await stubCheckout(page);
  await page.goto(`/payment?booking=${bookingId}`);
  await expect(page.getByText("₦60,000").first()).toBeVisible();
  await expect(page.getByLabel("Amount (₦)")).toHaveCount(0);
  await page.getByRole("button", { name: "Pay Now" }).click();
  await checkoutFrame(page).getByRole("button", { name: "Close test checkout" }).click();
  await expectToast(page, "Payment closed");
  await page.goto("/profile");
  await expect(mine).toContainText("New (unpaid)");

  await page.goto(`/payment?booking=${bookingId}`);
  const started = page.waitForResponse((r) => r.url().endsWith("/mnb/api/payments") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Pay Now" }).click();
  const { reference, amountKobo } = (await (await started).json()) as { reference: string; amountKobo: number };
  expect(amountKobo).toBe(6_000_000);
  await checkoutFrame(page).getByRole("button", { name: "Pay in test checkout" }).click();
  await expectToast(page, "Payment successful!");
  await expect(page).toHaveURL(new RegExp(`/booking-success\\?reference=${reference}$`));
  await page.goto("/profile");
  await expect(mine).not.toContainText("New (unpaid)");
  await expect(mine).toContainText(`Paid (${reference})`);

  // The admin side.
  const adminContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "198.18.77.7" } });
  const admin = await adminContext.newPage();
  await admin.setViewportSize({ width: 1400, height: 900 });
  await login(admin, DEMO_ADMIN, "/admin-login");
  await expect(admin).toHaveURL(/\/admin-dashboard$/, { timeout: 30_000 });
  await admin.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Manage Bookings" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Manage Bookings" })).toBeVisible();
  await admin.getByLabel(/Search bookings/).fill(me.email);
  await admin.getByRole("button", { name: "Search" }).click();
  const row = admin.getByRole("row").filter({ hasText: details });
  await expect(row).toContainText("Paid");
  await expect(row).toContainText(reference);
  await expect(row.getByRole("link", { name: /Open file/ })).toHaveAttribute(
    "href",
    `/mnb/api/bookings/${bookingId}/file`,
  );

  await row.getByRole("link", { name: `Edit ${name}'s Mixing booking` }).click();
  const edit = admin.getByRole("form", { name: `Edit booking of ${name}` });
  await edit.getByRole("textbox").fill(`${details} – with vocals`);
  await edit.getByRole("button", { name: "Save" }).click();
  await expectToast(admin, "Booking updated successfully!");
  const edited = admin.getByRole("row").filter({ hasText: `${details} – with vocals` });
  await expect(edited).toBeVisible();

  await edited.getByRole("button", { name: `Start work: ${name}` }).click();
  await expect(edited).toContainText("In progress");
  await edited.getByRole("button", { name: `Mark delivered: ${name}` }).click();
  await expect(edited).toContainText("Delivered");
  await expect(edited.getByRole("button", { name: /Cancel booking/ })).toHaveCount(0);

  await edited.getByRole("button", { name: `Delete ${name}'s Mixing booking` }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(admin, "Booking deleted successfully!");
  await expect(admin.getByRole("row").filter({ hasText: details })).toHaveCount(0);
  expect((await page.request.get(fileHref!)).status()).toBe(404);
  await adminContext.close();
});

test("a disguised file is refused and submit stays disabled", async ({ page }) => {
  await page.goto("/booking");
  const form = page.getByRole("form", { name: "Book a service" });
  await form.getByLabel("File (image or audio)").setInputFiles({
    name: "beat.mp3",
    mimeType: "audio/mpeg",
    buffer: Buffer.from("<!doctype html><script>alert(1)</script>"),
  });
  await expectToast(page, "Failed to upload file. Please try again.");
  await expect(form.getByRole("alert").filter({ hasText: /Unsupported file type|not accepted/ })).toBeVisible();
  await expect(form.getByRole("button", { name: "Submit Booking" })).toBeDisabled();
});
