// The payment page with Paystack's real inline library and a stubbed checkout frame (e2e/paystack.ts): paying in the
// stub pays the transaction at the suite's Paystack stand-in, so the server's own verification decides.
import { randomBytes } from "node:crypto";
import { sql } from "./db";
import { expect, test } from "./test";
import { DEMO_ADMIN, expectToast, formAlert, signInAndOpen } from "./helpers";
import { checkoutFrame, stubCheckout } from "./paystack";

const paymentStatus = async (reference: string) =>
  (
    await sql<{ status: string; amountKobo: number }>(
      `SELECT status, "amountKobo" FROM "Payment" WHERE reference = $1`,
      [reference],
    )
  )[0];

test.describe("payment page", () => {
  test.beforeEach(async ({ page }) => stubCheckout(page));

  test("pays a custom amount through the checkout and lands on the success page once the server has verified it", async ({
    page,
  }) => {
    await page.goto("/payment");
    await page.getByLabel("Full name").fill("Ada Obi");
    await page.getByLabel("Email").fill("ada.payer@example.com");
    await page.getByLabel("Amount (₦)").fill("2500.50");
    await page.getByLabel("Booking message (optional)").fill("Mix of one song");
    const started = page.waitForResponse(
      (r) => r.url().endsWith("/mnb/api/payments") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Pay Now" }).click();
    const { reference } = (await (await started).json()) as { reference: string };
    await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
    await checkoutFrame(page).getByRole("button", { name: "Pay in test checkout" }).click();
    await expectToast(page, "Payment successful!");
    await expect(page).toHaveURL(new RegExp(`/booking-success\\?reference=${reference}$`));
    expect(await paymentStatus(reference)).toEqual({ status: "PAID", amountKobo: 250_050 });

    // Money for no booking is still seen: Manage Bookings lists it under "Payments without a booking".
    await page.context().clearCookies();
    await signInAndOpen(page, DEMO_ADMIN, "/admin-dashboard/bookings");
    const card = page.getByRole("region", { name: "Payments without a booking" });
    const row = card.getByRole("row").filter({ hasText: reference });
    await expect(row).toContainText("Ada Obi");
    await expect(row).toContainText("₦2,500.50");
    await expect(row).toContainText("Payment page");
    await expect(row).toContainText("Mix of one song");
    await expect(row.getByRole("button", { name: "Refund" })).toBeVisible();
  });

  test("closing the checkout says 'Payment closed' and takes no money", async ({ page }) => {
    await page.goto("/payment");
    await page.getByLabel("Full name").fill("Bola Ade");
    await page.getByLabel("Email").fill("bola.payer@example.com");
    await page.getByLabel("Amount (₦)").fill("1000");
    const started = page.waitForResponse(
      (r) => r.url().endsWith("/mnb/api/payments") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Pay Now" }).click();
    const { reference } = (await (await started).json()) as { reference: string };
    await checkoutFrame(page).getByRole("button", { name: "Close test checkout" }).click();
    await expectToast(page, "Payment closed");
    await expect(page.getByRole("button", { name: "Pay Now" })).toBeEnabled();
    await expect(page).toHaveURL(/\/payment$/);
    expect((await paymentStatus(reference)).status).toBe("PENDING");
  });

  test("explains missing and wrong fields before anything is sent", async ({ page }) => {
    let posted = false;
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/mnb/api/payments")) posted = true;
    });
    await page.goto("/payment");
    await page.getByRole("button", { name: "Pay Now" }).click();
    await expect(formAlert(page).filter({ hasText: "Please enter your full name." })).toBeVisible();
    await expect(formAlert(page).filter({ hasText: "Please enter your email address." })).toBeVisible();
    await expect(formAlert(page).filter({ hasText: "Please enter the amount to pay." })).toBeVisible();
    await page.getByLabel("Amount (₦)").fill("12.345");
    await page.getByRole("button", { name: "Pay Now" }).click();
    await expect(formAlert(page).filter({ hasText: "Please enter an amount in naira" })).toBeVisible();
    expect(posted).toBe(false);
  });

  test("a stranger with a booking's link sees no booker details; money for a booking cancelled meanwhile is shown to admins to refund", async ({
    page,
  }) => {
    const id = `e2e${randomBytes(8).toString("hex")}`;
    const booker = { name: `Booker ${id}`, email: `${id}@example.com` };
    await sql(
      `INSERT INTO "Booking" (id, name, email, service, message, "dateTime", "priceKobo", "updatedAt") VALUES ($1, $2, $3, 'Mixing', 'Two songs', now(), 1500000, now())`,
      [id, booker.name, booker.email],
    );
    await page.goto(`/payment?booking=${id}`);
    await expect(page.getByText("₦15,000").first()).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("");
    await expect(page.getByLabel("Email")).toHaveValue("");
    expect(await page.content()).not.toContain(booker.email);
    await page.getByLabel("Full name").fill("Chidi Friend");
    await page.getByLabel("Email").fill(`friend-${id}@example.com`);
    const started = page.waitForResponse(
      (r) => r.url().endsWith("/mnb/api/payments") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Pay Now" }).click();
    const { reference } = (await (await started).json()) as { reference: string };
    // An admin cancels the booking while the checkout is open; the payer pays all the same.
    await sql(`UPDATE "Booking" SET status = 'CANCELLED' WHERE id = $1`, [id]);
    await checkoutFrame(page).getByRole("button", { name: "Pay in test checkout" }).click();
    await expectToast(page, "it will be refunded");
    await expect(page).toHaveURL(new RegExp(`/payment\\?reference=${reference}$`));
    expect((await paymentStatus(reference)).status).toBe("NEEDS_REFUND");

    await page.context().clearCookies();
    await signInAndOpen(page, DEMO_ADMIN, "/admin-dashboard");
    await page
      .getByRole("list", { name: "Record counts" })
      .getByRole("link")
      .filter({ hasText: /Payments to refund$/ })
      .click();
    await expect(page).toHaveURL(/\/admin-dashboard\/bookings#payments-to-refund$/);
    const row = page
      .getByRole("region", { name: "Payments to refund" })
      .getByRole("row")
      .filter({ hasText: reference });
    await expect(row).toContainText("Chidi Friend");
    await expect(row).toContainText("₦15,000");
    await expect(row).toContainText("The booking was cancelled before this payment arrived.");
    await row.getByRole("button", { name: "Refund" }).click();
    await expectToast(page, "Refund requested.");
    await expect(row).toContainText("₦15,000 asked of Paystack");
  });
});
